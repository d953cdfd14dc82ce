import {
  BadgeCheck,
  Clock3,
  FileClock,
  LifeBuoy,
  Lock,
  Radar,
  ShieldCheck,
  Wallet,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { buttonClasses, PageSection } from '../../../shared/ui/index.ts';
import { contentPath, PlayerToolLinks, useWebview } from './player-tools.tsx';

interface Commitment {
  icon: ReactNode;
  title: string;
  body: string;
}

/** What the platform guarantees on every paid action (RULES.md "Money" and "Responsible gaming"). */
export const GUARDDOG_COMMITMENTS: readonly Commitment[] = [
  {
    icon: <Wallet aria-hidden="true" />,
    title: 'No wager without funds',
    body: 'Every entry, draft and bet is paid from your balance at the moment you make it. Kennel never lends you money to play, and your balance can never go below zero.',
  },
  {
    icon: <Lock aria-hidden="true" />,
    title: 'Limits checked with the money',
    body: 'Your limits are checked inside the same database transaction that moves the money, one payment at a time, so two entries made at once can never slip past a limit together.',
  },
  {
    icon: <Clock3 aria-hidden="true" />,
    title: 'A 24-hour wait on raising a limit',
    body: 'Lowering a limit applies at once. Raising or removing one waits 24 hours, and then applies only if you come back and confirm it.',
  },
  {
    icon: <BadgeCheck aria-hidden="true" />,
    title: 'Identity, age and location checks',
    body: 'We confirm who you are, that you are old enough to play in your state, and that you are somewhere each game is offered, before money moves.',
  },
  {
    icon: <FileClock aria-hidden="true" />,
    title: 'An audit trail',
    body: 'Every limit change, time-out, self-exclusion and identity decision is recorded with who made it and when. The record can be added to, never edited.',
  },
  {
    icon: <ShieldCheck aria-hidden="true" />,
    title: 'Breaks that hold',
    body: 'During a time-out or self-exclusion you cannot deposit, enter, draft or bet, but you can always log in, see your history and withdraw. Self-exclusion refunds entries and bets on games that have not started.',
  },
];

/** How the platform watches for harmful play: facts about what it checks and records. */
const WATCHING: readonly { title: string; body: string }[] = [
  {
    title: 'Every paid action is checked',
    body: 'Deposits, entries, drafts and bets all go through one authorisation step: your limits, any time-out or exclusion, your identity, age and location. If a check fails, nothing is charged and you are told which one and what to do.',
  },
  {
    title: 'Limits count rolling windows',
    body: 'A daily limit covers the last 24 hours, a weekly one the last 7 days, a monthly one the last 30: waiting for midnight does not reset them.',
  },
  {
    title: 'Patterns stay visible',
    body: 'Because every raise request, time-out and exclusion is in the audit trail, our responsible-gaming team can see patterns such as limits raised again and again or deposits right after a limit was reached, and reach out with your tools and free help.',
  },
];

/** `/guarddog` and `/m/guarddog`: Kennel's player-protection programme. */
export function GuarddogPage() {
  useDocumentTitle('GuardDog: player protection');
  const webview = useWebview();
  const resources = contentPath('/responsible-gaming-resources', webview);
  return (
    <div data-page="guarddog" className="mx-auto flex w-full max-w-5xl flex-col gap-10 py-2 sm:gap-12">
      <header className="relative overflow-hidden rounded-3xl border border-border bg-surface p-6 shadow-card sm:p-10">
        <div
          aria-hidden="true"
          className="-right-16 -top-16 pointer-events-none absolute size-64 rounded-full bg-brand/10 blur-2xl"
        />
        <div className="relative flex flex-col gap-4 sm:max-w-2xl">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand text-brand-contrast [&_svg]:size-6">
            <ShieldCheck aria-hidden="true" />
          </span>
          <p className="font-semibold text-brand text-xs uppercase tracking-wider">Player protection</p>
          <h1 className="text-balance font-extrabold text-3xl text-text tracking-tight sm:text-4xl">
            GuardDog keeps play safe, fair and fun
          </h1>
          <p className="text-pretty text-muted sm:text-lg">
            GuardDog is how Kennel looks out for players: the tools you control, the rules the platform holds
            itself to on every payment, and how we watch for play that has stopped being fun.
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <Link
              to={webview ? '/m/responsible-gaming-limits' : '/account/responsible-gaming'}
              className={buttonClasses()}
            >
              <Wrench aria-hidden="true" />
              Set my limits
            </Link>
            <Link to={resources} className={buttonClasses({ variant: 'secondary' })}>
              <LifeBuoy aria-hidden="true" />
              Get help
            </Link>
          </div>
        </div>
      </header>

      <PageSection
        id="tools"
        icon={<Wrench aria-hidden="true" />}
        title="Your tools"
        intro="Set them once and they hold on every device. They are in your account whenever you want them."
      >
        <PlayerToolLinks
          related={{
            title: 'Free, confidential help',
            body: 'Helplines, support groups and help in your state, for you or someone close to you.',
            icon: <LifeBuoy aria-hidden="true" />,
            to: resources,
          }}
        />
      </PageSection>

      <PageSection
        id="commitments"
        icon={<BadgeCheck aria-hidden="true" />}
        title="Our commitments"
        intro="Rules the platform follows on every payment, whatever you play."
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {GUARDDOG_COMMITMENTS.map((commitment) => (
            <li
              key={commitment.title}
              data-testid="guarddog-commitment"
              className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-5"
            >
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand/10 text-brand [&_svg]:size-5">
                {commitment.icon}
              </span>
              <h3 className="font-bold text-text tracking-tight">{commitment.title}</h3>
              <p className="text-pretty text-muted text-sm">{commitment.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="watching" icon={<Radar aria-hidden="true" />} title="How we watch for harmful play">
        <ol className="flex flex-col gap-3">
          {WATCHING.map((item, index) => (
            <li
              key={item.title}
              className="flex gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-2 font-bold text-brand text-sm">
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-bold text-text tracking-tight">{item.title}</h3>
                <p className="text-pretty text-muted text-sm">{item.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <section
        aria-labelledby="guarddog-help-title"
        className="flex flex-col items-start gap-3 rounded-2xl bg-brand/8 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="flex flex-col gap-1">
          <h2 id="guarddog-help-title" className="font-bold text-lg text-text tracking-tight">
            Need to talk to someone?
          </h2>
          <p className="text-pretty text-muted text-sm">
            Call 1-800-GAMBLER, day or night. It's free and confidential.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href="tel:+18004262537" className={buttonClasses()}>
            Call 1-800-GAMBLER
          </a>
          <Link to={resources} className={buttonClasses({ variant: 'secondary' })}>
            More help and resources
          </Link>
        </div>
      </section>
    </div>
  );
}
