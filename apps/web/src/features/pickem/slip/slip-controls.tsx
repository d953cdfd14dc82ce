import { isOfferedSize, MAX_ENTRY_FEE_CENTS, type PickemEntryType } from '@kennel/core';
import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { BalanceAmount, type BalanceParts, playableCents } from '../../../shared/balance/index.ts';
import { notAnAmountMessage, parseDollars } from '../../../shared/forms/dollars.ts';
import { cn, formatMoney, Input, Money } from '../../../shared/ui/index.ts';
import { BREACH_MESSAGES, hitsLabel } from './slip-messages.ts';

const TYPES: { type: PickemEntryType; label: string; caption: string }[] = [
  { type: 'standard', label: 'Standard', caption: 'Every pick must hit' },
  { type: 'flex', label: 'Flex', caption: 'Still pays with a miss' },
];

/** Standard or Flex; a type that does not take this many picks cannot be chosen. */
export function EntryTypeSwitch({
  value,
  picks,
  onChange,
}: {
  value: PickemEntryType;
  picks: number;
  onChange: (type: PickemEntryType) => void;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
      <legend className="sr-only">Entry type</legend>
      {TYPES.map(({ type, label, caption }) => {
        const offered = picks < 2 || isOfferedSize(type, picks);
        return (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer flex-col items-center rounded-lg px-2 py-1.5 transition-colors hover:bg-surface/60',
              'has-checked:bg-surface has-checked:shadow-sm has-disabled:cursor-not-allowed has-disabled:opacity-45',
              'has-focus-visible:outline-2 has-focus-visible:outline-brand',
            )}
          >
            <input
              type="radio"
              name="entry-type"
              value={type}
              checked={value === type}
              disabled={!offered}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            <span className="font-bold text-sm">{label}</span>
            <span className="text-[11px] text-muted">
              {offered ? caption : type === 'flex' ? '3–8 picks' : '2–5 picks'}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

const QUICK_FEES = [500, 1_000, 2_500, 5_000, 10_000];

/** Beyond this a typed fee is not even previewed: the payout figures would not fit the slip. */
const TYPED_FEE_CEILING_CENTS = MAX_ENTRY_FEE_CENTS * 10;

/**
 * Why the typed fee cannot be the entry's fee, or null. Until the field holds an amount the slip
 * shows no fee at all: never the last one that parsed, which the field no longer says.
 */
export function typedFeeProblem(text: string): string | null {
  if (text.trim() === '') return 'Enter an entry fee, like 5 or 12.50.';
  const amount = parseDollars(text);
  if (amount === null) return notAnAmountMessage(text, 'the entry fee', '5 or 12.50');
  return amount > TYPED_FEE_CEILING_CENTS ? BREACH_MESSAGES.fee_above_maximum : null;
}

/** The entry fee in dollars, with quick amounts and the player's balance. */
export function EntryFeeField({
  feeCents,
  balance,
  usePromo,
  onChange,
  onProblem,
}: {
  feeCents: number;
  balance: BalanceParts | null;
  /** The fee is paid from cash alone unless the player chose to use promo credit. */
  usePromo: boolean;
  onChange: (feeCents: number) => void;
  /** What is wrong with the typed fee (null once it is an amount): the slip submits nothing until then. */
  onProblem: (problem: string | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => (feeCents / 100).toString());
  // A quick amount (or another tab) changed the fee: show it unless the field already says so.
  useEffect(() => {
    setText((typed) => (parseDollars(typed) === feeCents ? typed : (feeCents / 100).toString()));
  }, [feeCents]);
  const problem = typedFeeProblem(text);
  useEffect(() => onProblem(problem), [problem, onProblem]);
  // A closed sheet starts again from the fee itself.
  useEffect(() => () => onProblem(null), [onProblem]);
  const short = problem === null && balance !== null && feeCents > playableCents(balance, usePromo);
  const promoWouldCover = short && !usePromo && feeCents <= playableCents(balance, true);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-semibold text-sm">
          Entry fee
        </label>
        {balance !== null && (
          <span data-testid="slip-balance" className="flex items-baseline gap-1.5 text-muted text-xs">
            Balance <BalanceAmount balance={balance} />
          </span>
        )}
      </div>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        leading={<span className="font-semibold">$</span>}
        onChange={(event) => {
          setText(event.target.value);
          const amount = parseDollars(event.target.value);
          if (amount !== null && amount <= TYPED_FEE_CEILING_CENTS) onChange(amount);
        }}
        inputClassName="font-semibold tabular-nums"
      />
      {problem && (
        <p id={`${id}-problem`} className="flex items-start gap-1.5 font-medium text-[13px] text-danger">
          <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
          <span>{problem}</span>
        </p>
      )}
      <fieldset className="grid grid-cols-5 gap-1.5">
        <legend className="sr-only">Quick amounts</legend>
        {QUICK_FEES.map((amount) => (
          <button
            key={amount}
            type="button"
            aria-pressed={problem === null && feeCents === amount}
            onClick={() => {
              // The fee may be this already, under a field the player typed over.
              setText((amount / 100).toString());
              onChange(amount);
            }}
            className={cn(
              'h-8 rounded-lg border font-semibold text-[13px] tabular-nums transition-colors',
              problem === null && feeCents === amount
                ? 'border-brand bg-brand/10 text-brand'
                : 'border-border bg-surface hover:border-border-strong',
            )}
          >
            {formatMoney(amount, { wholeDollars: true })}
          </button>
        ))}
      </fieldset>
      {short && (
        <p className="text-warning text-xs">
          {promoWouldCover
            ? 'That is more than your cash: use your promo credit below, or'
            : 'That is more than your balance.'}{' '}
          <Link to="/deposit" className="font-semibold underline">
            Deposit
          </Link>
        </p>
      )}
    </div>
  );
}

/** What the entry pays: once for Standard, and for each number of misses Flex survives. */
export function PayoutPreview({
  type,
  picks,
  rows,
}: {
  type: PickemEntryType;
  picks: number;
  rows: readonly { misses: number; payoutCents: number }[];
}) {
  if (rows.length === 0) return null;
  return (
    <dl data-testid="payout-preview" className="flex flex-col gap-1.5 rounded-xl bg-surface-2 px-3 py-2.5">
      {rows.map((row) => (
        <div key={row.misses} className="flex items-baseline justify-between gap-2 text-sm">
          <dt className="text-muted">{type === 'standard' ? 'To win' : hitsLabel(picks, row.misses)}</dt>
          <dd>
            <Money
              cents={row.payoutCents}
              className={cn('font-bold', row.misses === 0 && 'text-success text-base')}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
