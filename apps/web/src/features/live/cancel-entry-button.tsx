import { PICKEM_ENDPOINTS, type PickemEntry } from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import {
  catalogueClientError,
  isApiRequestError,
  useHttpClient,
  walletQueryKey,
} from '../../shared/api/index.ts';
import { pickemQueryKeys } from '../../shared/api/pickem.ts';
import { useMoneyAction } from '../../shared/money-action/index.ts';
import { formatClock, useNow } from '../../shared/sports/index.ts';
import { Button, formatMoney, toast } from '../../shared/ui/index.ts';

/** Seconds left to cancel, or null once the window has closed. */
export function cancelSecondsLeft(cancellableUntil: string | null, now: Date): number | null {
  if (cancellableUntil === null) return null;
  const left = Math.ceil((new Date(cancellableUntil).getTime() - now.getTime()) / 1000);
  return left > 0 ? left : null;
}

/**
 * Cancel within the 2-minute window, with the time left counting down on the server's clock (this
 * device's + `clockOffsetMs`). One Idempotency-Key per attempt: a retry after a lost answer replays
 * the first refund instead of asking twice.
 */
export function CancelEntryButton({ entry, clockOffsetMs }: { entry: PickemEntry; clockOffsetMs: number }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const now = useNow(1_000, clockOffsetMs);
  const action = useMoneyAction({ cancel: entry.id });
  const [problem, setProblem] = useState<string | null>(null);
  const left = cancelSecondsLeft(entry.cancellable_until, now);
  // A failure stays in view after the window closes: the player must learn whether the refund happened.
  if (left === null && !action.pending && problem === null) return null;
  const refreshEntriesAndWallet = () => {
    void queryClient.invalidateQueries({ queryKey: pickemQueryKeys.entries });
    void queryClient.invalidateQueries({ queryKey: walletQueryKey });
  };

  async function cancel() {
    setProblem(null);
    const outcome = await action.send((idempotencyKey) =>
      http.call(PICKEM_ENDPOINTS.cancelPickemEntry, { params: { entryId: entry.id } }, { idempotencyKey }),
    );
    if (outcome.status === 'succeeded') {
      toast.success(`Entry cancelled: ${formatMoney(entry.fee_cents)} is back in your balance`);
      refreshEntriesAndWallet();
    } else if (outcome.status === 'failed') {
      const notProcessed = isApiRequestError(outcome.error) && outcome.error.status === 429;
      const unknown = outcome.sameKeyAgain && !notProcessed;
      setProblem(
        unknown
          ? catalogueClientError('outcome_unknown').message
          : outcome.error instanceof Error
            ? outcome.error.message
            : 'The entry could not be cancelled.',
      );
      // No answer: the refund may have happened. A refusal: cancelled elsewhere or a game started.
      // Either way the list and the balance show what is true now.
      if (!notProcessed) refreshEntriesAndWallet();
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      {(left !== null || action.pending) && (
        <>
          <Button
            variant="secondary"
            size="sm"
            onClick={cancel}
            disabled={action.pending}
            aria-label={`Cancel entry, ${left ?? 0} seconds left`}
          >
            <Undo2 aria-hidden="true" />
            {action.pending ? 'Cancelling…' : 'Cancel entry'}
            {left !== null && <span className="tabular-nums text-muted">{formatClock(left)}</span>}
          </Button>
          <p className="text-muted text-xs">Full refund until the timer runs out or a game starts.</p>
        </>
      )}
      {problem && (
        <p role="alert" className="w-full text-danger text-xs">
          {problem}
        </p>
      )}
    </div>
  );
}
