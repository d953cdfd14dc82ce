import { PREDICTION_MARKETS_UNAVAILABLE_MESSAGE } from '@kennel/core/constants';
import {
  ArrowRight,
  ChartNoAxesCombined,
  CircleCheck,
  Download,
  ListOrdered,
  RefreshCw,
  Target,
  Trophy,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { Badge, buttonClasses, FeatureCard, PageSection } from '../../../shared/ui/index.ts';
import { PageHero } from '../page-hero.tsx';
import { DEVICE_REQUIREMENTS } from './app-stores.ts';
import { PhonePreview } from './phone-preview.tsx';
import { StoreButtons } from './store-buttons.tsx';

const IN_THE_APP: readonly { icon: ReactNode; title: string; body: string; mobileOnly?: boolean }[] = [
  {
    icon: <ListOrdered aria-hidden="true" />,
    title: 'Best ball drafts',
    body: 'Draft from anywhere, with a push alert the moment you are on the clock, so you never miss a pick.',
  },
  {
    icon: <Target aria-hidden="true" />,
    title: 'Pick’em',
    body: 'Build an entry in a few taps, pre-game or in-game, and follow every stat line live.',
  },
  {
    icon: <Trophy aria-hidden="true" />,
    title: 'Sportsbook',
    body: 'Bet on the games you are watching, with bets settled and paid to the cent. 21 and over.',
  },
  {
    icon: <ChartNoAxesCombined aria-hidden="true" />,
    title: 'Prediction markets',
    body: 'Trade on the outcome of games, awards and seasons.',
    mobileOnly: true,
  },
];

/** `/download`: what the Kennel app has, where to get it and what it needs. */
export function DownloadPage() {
  useDocumentTitle('Download Kennel');
  return (
    <div data-page="download" className="mx-auto flex w-full max-w-5xl flex-col gap-12 py-2 sm:gap-16">
      <PageHero
        icon={<Download aria-hidden="true" />}
        eyebrow="Mobile app"
        title="Download Kennel"
        lead={
          <p>
            Every Kennel game in your pocket: drafts, pick’em, the sportsbook and prediction markets, with the
            same account, balance and limits as on the web.
          </p>
        }
        actions={<StoreButtons />}
        aside={<PhonePreview />}
      />

      <PageSection size="large" id="in-the-app" title="What’s in the app">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {IN_THE_APP.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              {item.mobileOnly && (
                <Badge tone="accent" className="mb-2">
                  Only in the app
                </Badge>
              )}
              <p>{item.body}</p>
              {item.mobileOnly && (
                <p className="mt-2 font-medium text-text">{PREDICTION_MARKETS_UNAVAILABLE_MESSAGE}</p>
              )}
            </FeatureCard>
          ))}
        </div>
      </PageSection>

      <section
        aria-labelledby="one-account-title"
        className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card sm:flex-row sm:items-center sm:p-6"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand [&_svg]:size-6">
          <RefreshCw aria-hidden="true" />
        </span>
        <div className="flex flex-1 flex-col gap-1">
          <h2 id="one-account-title" className="font-bold text-lg tracking-tight">
            One account, everywhere
          </h2>
          <p className="text-pretty text-muted text-sm">
            Log in with the account you already have. Your balance, entries, history and responsible-gaming
            limits are the same in the app and on the web, to the cent.
          </p>
        </div>
        <Link to="/lobby" className={buttonClasses({ variant: 'secondary' })}>
          Keep playing on the web
          <ArrowRight aria-hidden="true" />
        </Link>
      </section>

      <PageSection size="large" id="requirements" title="What your phone needs">
        <div className="grid gap-4 md:grid-cols-2">
          {DEVICE_REQUIREMENTS.map((requirement) => (
            <div
              key={requirement.device}
              className="flex flex-col gap-3 rounded-2xl border border-border p-5"
            >
              <h3 className="font-bold text-lg tracking-tight">{requirement.device}</h3>
              <ul className="flex flex-col gap-2 text-sm">
                {requirement.needs.map((need) => (
                  <li key={need} className="flex gap-2">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {need}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="max-w-3xl text-pretty text-muted text-sm">
          Paid play is for adults in states where each game is offered: 18 and over in most states, 19 in
          Alabama and Nebraska, 21 in Arizona and Massachusetts, and 21 everywhere for the sportsbook. The app
          checks your location before every paid action, which is why it asks for location access.{' '}
          <Link to="/legality-underdog-contests" className="font-semibold text-brand hover:underline">
            Where Kennel is available
          </Link>
        </p>
        <p className="text-sm">
          Installing on Android?{' '}
          <Link to="/android-download" className="font-semibold text-brand hover:underline">
            Step-by-step Android install help
          </Link>
        </p>
      </PageSection>
    </div>
  );
}
