import type { PromotionOfferWire } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Gift, RotateCw, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { isApiRequestError, useHttpClient } from '../../shared/api/index.ts';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import {
  Badge,
  Button,
  buttonClasses,
  Card,
  EmptyState,
  Money,
  PageHeader,
  Skeleton,
} from '../../shared/ui/index.ts';
import { promotionsQueryOptions } from './promotions-api.ts';

/** The headline figure of an offer: the match's cap or the flat bonus. */
function Headline({ offer }: { offer: PromotionOfferWire }) {
  if (offer.match_percent !== null && offer.max_bonus_cents !== null) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-extrabold text-4xl tracking-tight">{offer.match_percent}%</span>
        <span className="text-muted text-sm">
          match up to <Money cents={offer.max_bonus_cents} wholeDollars className="font-bold text-text" />
        </span>
      </p>
    );
  }
  if (offer.bonus_cents !== null) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-2">
        <Money cents={offer.bonus_cents} wholeDollars className="font-extrabold text-4xl tracking-tight" />
        <span className="text-muted text-sm">each, for you and your friend</span>
      </p>
    );
  }
  return null;
}

function OfferCard({ offer }: { offer: PromotionOfferWire }) {
  const deposit = offer.id === 'deposit_match';
  return (
    <Card data-testid="promo" data-promo={offer.id} className="flex flex-col">
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-accent/20 text-text">
            {deposit ? (
              <Gift aria-hidden="true" className="size-5" />
            ) : (
              <UsersRound aria-hidden="true" className="size-5" />
            )}
          </span>
          <Badge tone={deposit ? 'brand' : 'accent'}>{deposit ? 'New players' : 'Invite friends'}</Badge>
        </div>
        <div className="flex flex-col gap-2">
          <h2 className="text-balance font-bold text-xl tracking-tight">{offer.title}</h2>
          <Headline offer={offer} />
          <p className="text-pretty text-muted text-sm">{offer.summary}</p>
        </div>
        {offer.promo_code && (
          <div className="flex items-center justify-between gap-3 rounded-xl border border-border border-dashed bg-surface-2/60 px-4 py-3">
            <span className="text-muted text-xs uppercase tracking-wider">Promo code</span>
            <span className="font-bold font-mono text-base tracking-wider">{offer.promo_code}</span>
          </div>
        )}
      </div>
      <details className="group mt-auto border-border border-t">
        <summary className="cursor-pointer list-none px-5 py-3.5 font-semibold text-sm marker:hidden sm:px-6 [&::-webkit-details-marker]:hidden">
          <span className="flex items-center justify-between">
            Terms
            <ArrowRight
              aria-hidden="true"
              className="size-4 text-muted transition-transform group-open:rotate-90"
            />
          </span>
        </summary>
        <ul className="flex list-disc flex-col gap-1.5 px-5 pb-5 pl-9 text-muted text-sm sm:px-6 sm:pl-10">
          {offer.terms.map((term) => (
            <li key={term} className="text-pretty">
              {term}
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

/** `/promos` (guests): the active offers with their terms, and the way to claim them. */
export function PromosPage() {
  useDocumentTitle('Promos');
  const http = useHttpClient();
  const offers = useQuery(promotionsQueryOptions(http));
  return (
    <div data-page="promos" className="flex flex-col gap-6">
      <PageHeader
        eyebrow="Promotions"
        title="Promos"
        subtitle="Offers for new players and their friends, with plain-language terms."
        actions={
          <>
            <Link to="/register" className={buttonClasses()}>
              Sign up to claim
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link
              to={`/login?${new URLSearchParams({ redirect: '/deposit' })}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              Log in and deposit
            </Link>
          </>
        }
      />
      {offers.isPending && (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton radius="2xl" className="h-80" />
          <Skeleton radius="2xl" className="h-80" />
        </div>
      )}
      {offers.isError && (
        <EmptyState
          icon={<Gift aria-hidden="true" />}
          title="We couldn't load the promos"
          body={
            isApiRequestError(offers.error) ? offers.error.message : 'Check your connection and try again.'
          }
          action={
            <Button icon={<RotateCw aria-hidden="true" />} onClick={() => void offers.refetch()}>
              Try again
            </Button>
          }
        />
      )}
      {offers.data && offers.data.length === 0 && (
        <EmptyState
          icon={<Gift aria-hidden="true" />}
          title="No promos right now"
          body="Check back soon: new offers appear here first."
        />
      )}
      {offers.data && offers.data.length > 0 && (
        <div className="grid items-start gap-4 md:grid-cols-2">
          {offers.data.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </div>
      )}
      <p className="text-pretty text-muted text-xs">
        Promo credit can pay entry fees but can't be withdrawn. Must be 18+ (21+ in some states) and located
        in a state where Kennel is offered. Play responsibly; if gambling is a problem, call 1-800-GAMBLER.
      </p>
    </div>
  );
}
