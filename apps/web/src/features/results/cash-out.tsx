import { cents, formatCents, SPORTSBOOK_ENDPOINTS, type SportsbookBet } from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { sportsbookQueryKeys } from '../../shared/api/sportsbook.ts';
import { walletQueryKey } from '../../shared/api/wallet.ts';
import { usePaidSubmit } from '../../shared/money-action/index.ts';
import { Button, toast } from '../../shared/ui/index.ts';

/**
 * Cashes a bet out at `offer`, the amount the player tapped (frozen at the first tap: an offer that
 * moves while they confirm is not the one they agreed to), through the one paid-submit hook (one
 * Idempotency-Key per attempt). A moved offer is refused by the API: the bets load again with the new
 * one, and the offer that was refused is kept (`movedFrom`) to say so beside the new one.
 */
function useCashOut(bet: SportsbookBet, offer: number) {
  const queryClient = useQueryClient();
  const [movedFrom, setMovedFrom] = useState<number | null>(null);
  // The amount the refused attempt asked for: the one to say moved, whatever the offer is by then.
  const sent = useRef(offer);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: sportsbookQueryKeys.bets });
    void queryClient.invalidateQueries({ queryKey: walletQueryKey });
  };
  const paid = usePaidSubmit(
    { id: bet.id, offer },
    {
      send: (http, request, idempotencyKey) => {
        sent.current = request.offer;
        return http.call(
          SPORTSBOOK_ENDPOINTS.cashOutSportsbookBet,
          { params: { id: request.id }, body: { offer_cents: request.offer } },
          { idempotencyKey },
        );
      },
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
    setMovedFrom(sent.current);
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

/**
 * The bet's cash out offer as a button, and why it was refused when it was. The first tap asks to
 * confirm the amount it showed (kept if the offer moves meanwhile); focus moves to Confirm, and back
 * to Cash out when the player keeps the bet or the attempt ends.
 */
export function CashOut({ bet }: { bet: SportsbookBet }) {
  const offer = bet.cash_out_offer_cents;
  const [tapped, setTapped] = useState<number | null>(null);
  const { submit, pending, problem, movedFrom } = useCashOut(bet, tapped ?? offer ?? 0);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cashOutRef = useRef<HTMLButtonElement>(null);
  // An attempt ended: back to Cash out, after the render that shows its refusal (a refusal is
  // shown against the request it answered, the amount tapped) has kept the amount refused.
  const [ended, setEnded] = useState(0);
  useEffect(() => {
    if (ended > 0) setTapped(null);
  }, [ended]);
  const asking = tapped !== null || pending;
  const wasAsking = useRef(asking);
  useEffect(() => {
    if (asking === wasAsking.current) return;
    wasAsking.current = asking;
    if (asking) confirmRef.current?.focus();
    // The confirm buttons are gone: focus goes back to Cash out unless the player moved it elsewhere.
    else if (document.activeElement === document.body || document.activeElement === null)
      cashOutRef.current?.focus();
  }, [asking]);
  const note = refusal(
    offer,
    movedFrom,
    problem && !problem.apiCode?.startsWith('sportsbook_cash_out') ? problem.message : null,
  );
  if (offer === null && note === null) return null;
  const confirmed = tapped ?? offer;
  return (
    <div className="flex flex-col gap-2 border-border border-t px-4 py-3" data-testid="cash-out">
      {note && (
        <p role="alert" className="text-danger text-xs">
          {note}
        </p>
      )}
      {offer !== null &&
        (asking && confirmed !== null ? (
          // A cash out cannot be undone: a second tap, on the amount first tapped, confirms it.
          <div className="flex flex-col gap-2">
            {tapped !== null && tapped !== offer && (
              <p className="text-muted text-xs">
                The offer is now {formatCents(cents(offer))}. Confirming asks for {formatCents(cents(tapped))}
                , which will be refused if it has moved.
              </p>
            )}
            <div className="flex gap-2">
              <Button
                variant="secondary"
                disabled={pending}
                onClick={() => setTapped(null)}
                className="shrink-0"
              >
                Keep bet
              </Button>
              <Button
                ref={confirmRef}
                fullWidth
                icon={<HandCoins aria-hidden="true" />}
                loading={pending}
                onClick={() => {
                  void submit().finally(() => setEnded((count) => count + 1));
                }}
              >
                Confirm cash out {formatCents(cents(confirmed))}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            ref={cashOutRef}
            variant="secondary"
            fullWidth
            icon={<HandCoins aria-hidden="true" />}
            onClick={() => setTapped(offer)}
          >
            Cash out {formatCents(cents(offer))}
          </Button>
        ))}
    </div>
  );
}
