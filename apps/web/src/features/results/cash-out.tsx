import { cents, formatCents, SPORTSBOOK_ENDPOINTS, type SportsbookBet } from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useEffect, useState } from 'react';
import { sportsbookQueryKeys } from '../../shared/api/sportsbook.ts';
import { walletQueryKey } from '../../shared/api/wallet.ts';
import { usePaidSubmit } from '../../shared/money-action/index.ts';
import { Button, toast } from '../../shared/ui/index.ts';

/**
 * Cashes a bet out at the offer shown, through the one paid-submit hook (one Idempotency-Key per
 * attempt). A moved offer is refused by the API: the bets load again with the new one, and the
 * offer that was refused is kept (`movedFrom`) to say so beside the new one.
 */
function useCashOut(bet: SportsbookBet) {
  const queryClient = useQueryClient();
  const [movedFrom, setMovedFrom] = useState<number | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: sportsbookQueryKeys.bets });
    void queryClient.invalidateQueries({ queryKey: walletQueryKey });
  };
  const paid = usePaidSubmit(
    { id: bet.id, offer: bet.cash_out_offer_cents ?? 0 },
    {
      send: (http, request, idempotencyKey) =>
        http.call(
          SPORTSBOOK_ENDPOINTS.cashOutSportsbookBet,
          { params: { id: request.id }, body: { offer_cents: request.offer } },
          { idempotencyKey },
        ),
      onSucceeded: (result) => {
        setMovedFrom(null);
        toast.success(`Cashed out ${formatCents(cents(result.payout_cents ?? 0))}`);
        refresh();
      },
    },
  );
  const changed = paid.problem?.apiCode === 'sportsbook_cash_out_changed';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal, not per render.
  useEffect(() => {
    if (!changed) return;
    setMovedFrom(bet.cash_out_offer_cents ?? 0);
    refresh();
  }, [changed]);
  return { ...paid, movedFrom };
}

/** Why the last try did not cash out, beside the offer as it is now. */
function refusal(offer: number | null, movedFrom: number | null, message: string | null): string | null {
  if (movedFrom !== null && offer === null) return 'Cash out is not available right now.';
  if (movedFrom !== null && offer !== movedFrom)
    return `The offer changed to ${formatCents(cents(offer ?? 0))}. Check it and cash out again.`;
  return message;
}

/** The bet's cash out offer as a button, and why it was refused when it was. */
export function CashOut({ bet }: { bet: SportsbookBet }) {
  const { submit, pending, problem, movedFrom } = useCashOut(bet);
  const [confirming, setConfirming] = useState(false);
  const offer = bet.cash_out_offer_cents;
  const note = refusal(
    offer,
    movedFrom,
    problem && !problem.apiCode?.startsWith('sportsbook_cash_out') ? problem.message : null,
  );
  if (offer === null && note === null) return null;
  return (
    <div className="flex flex-col gap-2 border-border border-t px-4 py-3" data-testid="cash-out">
      {note && (
        <p role="alert" className="text-danger text-xs">
          {note}
        </p>
      )}
      {offer !== null &&
        (confirming || pending ? (
          // A cash out cannot be undone: a second tap, on the amount as it is now, confirms it.
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={pending}
              onClick={() => setConfirming(false)}
              className="shrink-0"
            >
              Keep bet
            </Button>
            <Button
              fullWidth
              icon={<HandCoins aria-hidden="true" />}
              loading={pending}
              onClick={() => {
                setConfirming(false);
                void submit();
              }}
            >
              Confirm cash out {formatCents(cents(offer))}
            </Button>
          </div>
        ) : (
          <Button
            variant="secondary"
            fullWidth
            icon={<HandCoins aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          >
            Cash out {formatCents(cents(offer))}
          </Button>
        ))}
    </div>
  );
}
