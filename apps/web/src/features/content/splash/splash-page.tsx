import { ArrowRight, CircleCheck, Gift } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { buttonClasses } from '../../../shared/ui/index.ts';
import { PhonePreview } from '../download/phone-preview.tsx';
import { HeroPreview } from '../hero-preview.tsx';
import { splashCampaignFor } from './splash-campaigns.ts';

/** `/splash/*`: the landing page of a marketing campaign, chosen by the address, with the way to sign up. */
export function SplashPage() {
  const { '*': slug = '' } = useParams();
  const campaign = splashCampaignFor(slug);
  const Icon = campaign.icon;
  useDocumentTitle(`${campaign.title} ${campaign.highlight}`);
  return (
    <div data-page="splash" data-campaign={campaign.slug} className="flex flex-col gap-10 pb-4">
      <section className="relative overflow-hidden rounded-3xl border border-border bg-surface px-6 py-10 shadow-card sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="-top-24 -right-24 pointer-events-none absolute size-96 rounded-full bg-brand/20 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="-bottom-32 -left-20 pointer-events-none absolute size-72 rounded-full bg-accent/15 blur-3xl"
        />
        <div className="relative flex items-center justify-between gap-10">
          <div className="flex max-w-2xl flex-col gap-6">
            <p className="inline-flex items-center gap-2 self-start rounded-full bg-brand/10 px-3 py-1 font-semibold text-brand-strong text-sm">
              <Icon aria-hidden="true" className="size-4" />
              {campaign.eyebrow}
            </p>
            <h1 className="text-balance font-extrabold text-4xl tracking-tight sm:text-6xl">
              {campaign.title} <span className="text-brand">{campaign.highlight}</span>
            </h1>
            <p className="max-w-xl text-pretty text-lg text-muted">{campaign.lead}</p>
            <ul className="flex flex-col gap-2.5">
              {campaign.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  <span className="text-pretty">{point}</span>
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <Link to="/register" className={buttonClasses({ size: 'lg' })}>
                {campaign.signUpLabel}
                <ArrowRight aria-hidden="true" />
              </Link>
              <p className="text-muted text-sm">
                Already playing?{' '}
                <Link to="/login" className="font-semibold text-brand hover:underline">
                  Log in
                </Link>
              </p>
            </div>
          </div>
          {campaign.preview === 'draft' ? <PhonePreview /> : <HeroPreview />}
        </div>
      </section>

      <section className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card sm:flex-row sm:items-center sm:p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent/25 text-text [&_svg]:size-6">
          <Gift aria-hidden="true" />
        </span>
        <div className="flex flex-1 flex-col gap-1">
          <h2 className="font-bold text-lg tracking-tight">New players start with an offer</h2>
          <p className="text-pretty text-muted text-sm">
            Deposit matches, referral bonuses and promo codes, each with plain-language terms.
          </p>
        </div>
        <Link to="/promos" className={buttonClasses({ variant: 'secondary' })}>
          See current promos
        </Link>
      </section>

      <p className="text-pretty text-center text-muted text-xs leading-relaxed">
        {campaign.sportsbook
          ? 'Must be 21 or older and in a state where the Kennel sportsbook is offered.'
          : 'Must be 18 or older (19 in Alabama and Nebraska, 21 in Arizona and Massachusetts) and in a state where the game is offered.'}{' '}
        Offers are subject to the{' '}
        <Link to="/rules/promotions" className="underline hover:text-text">
          promotion rules
        </Link>
        . See the{' '}
        <Link to={campaign.rules.to} className="underline hover:text-text">
          {campaign.rules.label.toLowerCase()}
        </Link>
        . Play responsibly: if gaming stops being fun, call 1-800-GAMBLER or visit{' '}
        <Link to="/responsible-gaming-resources" className="underline hover:text-text">
          responsible gaming resources
        </Link>
        .
      </p>
    </div>
  );
}
