import { ArrowRight, Gift, ListOrdered, ShieldCheck, Target, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/planned-screen/document-title.ts';
import { Badge, buttonClasses, Card, CardBody } from '../../shared/ui/index.ts';
import { AccountClosedNotice } from './account-closed-notice.tsx';
import { HeroPreview } from './hero-preview.tsx';

const PRODUCTS: ReadonlyArray<{ icon: ReactNode; title: string; body: string }> = [
  {
    icon: <ListOrdered aria-hidden="true" />,
    title: 'Best ball drafts',
    body: 'Draft a team in minutes, then let the best lineup score itself every week. No waivers, no lineups to set.',
  },
  {
    icon: <Target aria-hidden="true" />,
    title: "Pick'em",
    body: 'Choose higher or lower on player stat lines, pre-game or in-game, and win up to many times your entry.',
  },
  {
    icon: <Zap aria-hidden="true" />,
    title: 'Live, as it happens',
    body: 'Watch every pick and every team update in real time, with settled results and payouts straight after.',
  },
];

const STEPS = [
  {
    title: 'Create your account',
    body: 'Sign up in a minute; we check your age and location to keep play fair and legal.',
  },
  { title: 'Add funds', body: 'Deposit by card or online banking; card deposits land instantly.' },
  { title: 'Draft or pick', body: 'Join a best ball draft or build a pick’em entry, and follow it live.' },
];

/** The guest landing page: what Kennel is, what is on offer, and the way in. */
export function HomePage() {
  useDocumentTitle('Fantasy sports drafts and pick’em');
  return (
    <div data-page="Home" className="flex flex-col gap-14 pb-6">
      <AccountClosedNotice />
      <section className="relative overflow-hidden rounded-3xl border border-border bg-surface px-6 py-12 shadow-card sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-brand/15 blur-3xl"
        />
        <div className="relative flex items-center justify-between gap-10">
          <div className="flex max-w-2xl flex-col gap-5">
            <Badge tone="accent" className="self-start">
              Real money · Real time
            </Badge>
            <h1 className="text-balance font-extrabold text-4xl tracking-tight sm:text-5xl">
              Draft smarter. Pick faster. <span className="text-brand">Win together.</span>
            </h1>
            <p className="max-w-xl text-pretty text-lg text-muted">
              Kennel is fantasy sports for people who play on the go: best ball drafts, higher-or-lower
              pick’em and live results, with your money shown to the cent.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to="/register" className={buttonClasses({ size: 'lg' })}>
                Sign up
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link to="/login" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                Log in
              </Link>
            </div>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section aria-labelledby="home-products" className="flex flex-col gap-5">
        <h2 id="home-products" className="font-bold text-2xl tracking-tight">
          Three ways to play
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {PRODUCTS.map((product) => (
            <Card key={product.title}>
              <CardBody className="flex flex-col gap-3">
                <div className="flex size-11 items-center justify-center rounded-xl bg-brand/10 text-brand [&_svg]:size-6">
                  {product.icon}
                </div>
                <h3 className="font-bold text-lg tracking-tight">{product.title}</h3>
                <p className="text-pretty text-muted text-sm">{product.body}</p>
              </CardBody>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="home-promos">
        <Card>
          <CardBody className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent/25 text-text [&_svg]:size-6">
              <Gift aria-hidden="true" />
            </div>
            <div className="flex-1">
              <h2 id="home-promos" className="font-bold text-lg tracking-tight">
                New here? Start with a deposit match.
              </h2>
              <p className="text-muted text-sm">
                Deposit matches, referral bonuses and promo codes, each with plain-language terms.
              </p>
            </div>
            <Link to="/promos" className={buttonClasses({ variant: 'secondary' })}>
              See current promos
            </Link>
          </CardBody>
        </Card>
      </section>

      <section aria-labelledby="home-steps" className="flex flex-col gap-5">
        <h2 id="home-steps" className="font-bold text-2xl tracking-tight">
          How it works
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-2xl border border-border p-5">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-text font-bold text-bg text-sm">
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-muted text-sm">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="flex flex-col items-start gap-3 rounded-2xl bg-surface-2 p-6 sm:flex-row sm:items-center">
        <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-success" />
        <p className="flex-1 text-pretty text-sm">
          Play within your means, and only with money you can afford to lose. If gaming stops being fun, free
          and confidential help is available around the clock.
        </p>
        <div className="flex gap-3 text-sm">
          <Link to="/responsible-gaming-resources" className="font-semibold text-brand hover:underline">
            Responsible gaming
          </Link>
          <Link to="/guarddog" className="font-semibold text-brand hover:underline">
            GuardDog
          </Link>
        </div>
      </section>
    </div>
  );
}
