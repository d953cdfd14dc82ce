import {
  ArrowRight,
  Coins,
  HeartHandshake,
  LifeBuoy,
  Megaphone,
  Scale,
  ShieldCheck,
  Zap,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { buttonClasses, PageSection } from '../../shared/ui/index.ts';
import { PageHero } from './page-hero.tsx';

interface Belief {
  icon: ReactNode;
  title: string;
  body: string;
  link?: { to: string; label: string };
}

/** What Kennel holds itself to; each line is something the platform actually does (RULES.md). */
const BELIEFS: readonly Belief[] = [
  {
    icon: <Coins aria-hidden="true" />,
    title: 'Your money, to the cent',
    body: 'Every balance is kept in whole cents in a ledger that can be added to, never edited. Every deposit, entry and payout is one record, written once. Your balance can never go below zero, and nothing is rounded in our favour.',
  },
  {
    icon: <Zap aria-hidden="true" />,
    title: 'Fast, because your time matters',
    body: 'Pages that paint before their scripts arrive, draft rooms that update the instant a pick is made, results and payouts straight after a game is settled. We measure speed on ordinary phones, not on our laptops.',
  },
  {
    icon: <Scale aria-hidden="true" />,
    title: 'Fair for everyone',
    body: 'One set of rules for every player, written in plain words and published in full. Every check that guards money happens in the same step that moves it, so no one gets through a gap.',
    link: { to: '/rules', label: 'Read the rules' },
  },
  {
    icon: <ShieldCheck aria-hidden="true" />,
    title: 'On the player’s side',
    body: 'Deposit and spend limits, time-outs and self-exclusion that hold on every device, a 24-hour wait before a limit can go up, and a team that watches for play that has stopped being fun.',
    link: { to: '/guarddog', label: 'How GuardDog protects you' },
  },
];

/** `/to-the-underdogs`: Kennel's story and what it believes. */
export function ToTheUnderdogsPage() {
  useDocumentTitle('To the underdogs');
  return (
    <div
      data-page="to-the-underdogs"
      className="mx-auto flex w-full max-w-4xl flex-col gap-12 py-2 sm:gap-16"
    >
      <PageHero
        icon={<Megaphone aria-hidden="true" />}
        eyebrow="Our story"
        title={
          <>
            To the <span className="text-brand">underdogs</span>
          </>
        }
        lead={
          <>
            <p>
              Every season starts the same way. The big names have the biggest budgets, the loudest ads and
              the most players. And every season, somebody nobody picked goes and wins it anyway.
            </p>
            <p>Kennel is built by underdogs, for anyone who has ever been one.</p>
          </>
        }
      />

      <PageSection size="large" id="why" title="Why we built Kennel">
        <div className="flex max-w-3xl flex-col gap-4 text-pretty text-lg leading-relaxed">
          <p>
            Fantasy sports got big, and the apps got careless. Balances that lag behind a payout. Draft rooms
            that freeze with the clock running. Rules you have to hunt for, and limits that are easy to set
            and easier to get around.
          </p>
          <p>
            We are a small team, and we think that is our edge. We cannot outspend anyone, so we are out to
            beat them on the things players feel every day: money that is right to the cent, screens that are
            fast, and play that feels good and stays fun.
          </p>
        </div>
      </PageSection>

      <PageSection size="large" id="beliefs" title="What we believe">
        <ol className="flex flex-col gap-4">
          {BELIEFS.map((belief, index) => (
            <li
              key={belief.title}
              className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card sm:flex-row sm:p-6"
            >
              <div className="flex items-center gap-3 sm:flex-col sm:items-start">
                <span aria-hidden="true" className="font-extrabold text-3xl text-brand tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand/10 text-brand [&_svg]:size-6">
                  {belief.icon}
                </span>
              </div>
              <div className="flex flex-col gap-2">
                <h3 className="font-bold text-xl tracking-tight">{belief.title}</h3>
                <p className="text-pretty text-muted">{belief.body}</p>
                {belief.link && (
                  <Link
                    to={belief.link.to}
                    className="inline-flex items-center gap-1 self-start font-semibold text-brand text-sm hover:underline"
                  >
                    {belief.link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <section
        aria-labelledby="play-safe-title"
        className="flex flex-col gap-4 rounded-2xl bg-surface-2 p-6 sm:flex-row sm:items-center"
      >
        <HeartHandshake aria-hidden="true" className="size-9 shrink-0 text-success" />
        <div className="flex flex-1 flex-col gap-1">
          <h2 id="play-safe-title" className="font-bold text-lg tracking-tight">
            Play for fun, never for rent money
          </h2>
          <p className="text-pretty text-sm">
            Only play with money you can afford to lose. If it stops being fun, free and confidential help is
            there around the clock.
          </p>
        </div>
        <Link to="/responsible-gaming-resources" className={buttonClasses({ variant: 'secondary' })}>
          <LifeBuoy aria-hidden="true" />
          Responsible gaming resources
        </Link>
      </section>

      <div className="flex flex-col items-center gap-5 py-4 text-center">
        <p className="max-w-2xl text-balance font-extrabold text-2xl tracking-tight sm:text-3xl">
          Nobody picked us either. Come play, or come build it with us.
        </p>
        <p className="text-muted">The Kennel team</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/register" className={buttonClasses({ size: 'lg' })}>
            Join Kennel
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link to="/careers" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            Work with us
          </Link>
        </div>
      </div>
    </div>
  );
}
