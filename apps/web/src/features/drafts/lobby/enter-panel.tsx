import type { ContestEntryResult, ContestSummary } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import { walletQueryOptions } from '../../../shared/api/wallet.ts';
import { BalanceAmount, playableCents, StakePayment } from '../../../shared/balance/index.ts';
import { Button, buttonClasses, formatMoney, Money } from '../../../shared/ui/index.ts';
import { EnterProblemAlert } from './enter-problem.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { type EnterBlock, enterableNow, useEnterContest } from './use-enter-contest.ts';

const BLOCK_TEXT: Record<Exclude<EnterBlock, null>, string> = {
  full: 'This contest is full.',
  max_reached: 'You have entered the most this contest allows.',
  not_open: 'This contest is no longer taking entries.',
};

const entriesWord = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** The first draft the answer seated an entry in: the draft filled at once and is starting. */
export function seatedDraftOf(result: ContestEntryResult): string | null {
  return result.entries.find((entry) => entry.draft_id !== null)?.draft_id ?? null;
}

/** Quantity, total, balance and the Enter button, pinned under the contest sheet. */
export function EnterPanel({
  contest,
  onEnteringChange,
}: {
  contest: ContestSummary;
  /** Told while an entry waits for its answer, so the sheet around it stays open. */
  onEnteringChange?: (entering: boolean) => void;
}) {
  const http = useHttpClient();
  const wallet = useQuery(walletQueryOptions(http));
  const { most, block } = enterableNow(contest);
  // null while the player clears the field to type a number: nothing to buy until one is there.
  // Sent as the player chose it (the stepper keeps a choice within what may be entered), never cut
  // to the allowance as it now stands: entries bought by an attempt whose answer was lost count
  // against it once the lobby is read again, and a retry cut to what is left would be another
  // request, under another key, buying more. A number that no longer fits is the server's to refuse.
  const [quantity, setWanted] = useState<number | null>(1);
  const [done, setDone] = useState<ContestEntryResult | null>(null);
  const balance = wallet.data ?? null;
  // Promo credit is spent only when the player turns it on (RULES.md, Money), and the choice is sent
  // as made, never as the balance stands: a balance moved by the attempt itself (its answer lost)
  // must not make the retry another request, with another key, that pays again.
  const [usePromo, setUsePromo] = useState(false);
  const { enter, pending, problem, refused, askAgain } = useEnterContest(
    contest.id,
    quantity ?? 0,
    usePromo,
    {
      onEntered: (result) => {
        // One confirmation: the sheet stays open and says it, with the way to the draft.
        setDone(result);
        setWanted(1);
      },
    },
  );
  useEffect(() => {
    onEnteringChange?.(pending);
    return () => onEnteringChange?.(false);
  }, [pending, onEnteringChange]);
  const total = contest.entry_fee_cents * (quantity ?? 0);
  // Money that arrived (a deposit in another tab) may answer an "insufficient funds": ask again.
  const spendable = balance ? playableCents(balance, usePromo) : null;
  useEffect(() => {
    if (spendable !== null) askAgain();
  }, [spendable, askAgain]);
  const problemId = useId();
  // The Enter button goes when the entry leaves nothing more to enter: focus moves to what it did.
  const doneRef = useRef<HTMLDivElement>(null);
  const entering = !block;
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked at again when Enter goes (entering).
  useEffect(() => {
    if (done && (document.activeElement === null || document.activeElement === document.body))
      doneRef.current?.focus();
  }, [done, entering]);
  const seatedDraft = done ? seatedDraftOf(done) : null;

  return (
    <div className="flex flex-col gap-3" data-testid="enter-panel">
      {/* The live region is there before the entry goes in and filled when it lands (one inserted
          already holding its text is often not read). */}
      <div role="status" className="empty:hidden">
        {done && (
          <div
            ref={doneRef}
            tabIndex={-1}
            className="flex flex-col gap-2 rounded-xl border border-success/30 bg-success/8 p-3 outline-none"
          >
            <p className="flex items-center gap-2 font-bold text-success">
              <CircleCheck aria-hidden="true" className="size-4" />
              You’re in: {entriesWord(done.entries.length)}
            </p>
            <p className="text-sm">
              {seatedDraft
                ? 'Your draft filled and is about to start.'
                : 'Each entry waits for its draft to fill; we will tell you when it starts.'}
            </p>
            {seatedDraft && (
              <Link
                to={`/draft/${seatedDraft}`}
                className={buttonClasses({ size: 'sm', className: 'self-start' })}
              >
                Go to draft
              </Link>
            )}
          </div>
        )}
      </div>
      {block ? (
        <p className="text-muted text-sm" data-testid="enter-blocked">
          {BLOCK_TEXT[block]}
        </p>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <QuantityStepper
              value={quantity}
              most={most}
              disabled={pending}
              onChange={(next) => {
                setWanted(next);
                setDone(null);
              }}
            />
            <dl className="flex flex-col items-end text-sm">
              <div className="flex gap-1.5">
                <dt className="text-muted">Total</dt>
                <dd data-testid="enter-total">
                  <Money cents={total} className="font-bold" />
                </dd>
              </div>
              <div className="flex gap-1.5 text-xs">
                <dt className="text-muted">Balance</dt>
                <dd data-testid="enter-balance">
                  {balance === null ? '—' : <BalanceAmount balance={balance} />}
                </dd>
              </div>
            </dl>
          </div>
          <StakePayment
            amountCents={total}
            balance={balance}
            usePromo={usePromo}
            disabled={pending}
            onUsePromoChange={(chosen) => {
              setUsePromo(chosen);
              setDone(null);
            }}
          />
          <p className="text-muted text-xs">
            You can enter {most} more now ({contest.max_per_user} per player
            {contest.my_entries ? `, you have ${contest.my_entries}` : ''}).
          </p>
          {problem && (
            <div id={problemId}>
              <EnterProblemAlert error={problem} />
            </div>
          )}
          <Button
            fullWidth
            size="lg"
            loading={pending}
            disabled={refused || quantity === null}
            aria-describedby={problem ? problemId : undefined}
            onClick={() => void enter()}
          >
            Enter{' '}
            {quantity !== null && quantity > 1
              ? `${quantity} × ${formatMoney(contest.entry_fee_cents, { wholeDollars: true })} · `
              : ''}
            {formatMoney(total)}
          </Button>
        </>
      )}
    </div>
  );
}
