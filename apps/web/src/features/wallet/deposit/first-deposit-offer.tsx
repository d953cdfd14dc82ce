import { cents, depositMatchCents, type PromotionOfferWire } from '@kennel/core';
import { Gift } from 'lucide-react';
import { Button, Money } from '../../../shared/ui/index.ts';

export interface FirstDepositOfferProps {
  offer: PromotionOfferWire;
  /** The amount chosen so far, to show the match it would earn; null while it is not valid. */
  amount: number | null;
  applied: boolean;
  onApply: () => void;
}

/** The first-deposit match, offered to a player who has not deposited yet. */
export function FirstDepositOffer({ offer, amount, applied, onApply }: FirstDepositOfferProps) {
  const match = amount === null ? null : depositMatchCents(cents(amount), cents(0));
  return (
    <section
      aria-label="First-deposit offer"
      className="flex flex-col gap-3 rounded-2xl border border-accent/50 bg-accent/12 p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-contrast">
          <Gift aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="font-bold text-sm">{offer.title}</h2>
          <p className="text-pretty text-sm text-text/80">
            {offer.summary}
            {applied && match !== null && match > 0 && (
              <>
                {' '}
                This deposit earns <Money cents={match} className="font-bold text-text" /> in promo credit.
              </>
            )}
          </p>
        </div>
      </div>
      {offer.promo_code &&
        (applied ? (
          <span className="self-start rounded-lg border border-accent/60 px-3 py-1.5 font-mono font-semibold text-xs sm:self-center">
            {offer.promo_code} applied
          </span>
        ) : (
          <Button variant="secondary" size="sm" onClick={onApply} className="self-start sm:self-center">
            Use code {offer.promo_code}
          </Button>
        ))}
    </section>
  );
}
