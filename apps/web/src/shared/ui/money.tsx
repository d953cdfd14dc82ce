import { cents, formatCents } from '@kennel/core';
import { cn } from './cn.ts';

export type MoneyProps = {
  /** A whole number of US cents. */
  cents: number;
  /** Shows "+" before gains, for balance changes and payouts. */
  signed?: boolean;
  /** Colours gains green and losses red. */
  toned?: boolean;
  /** Drops ".00" from whole-dollar amounts, for entry fees and prizes. */
  wholeDollars?: boolean;
  className?: string;
};

export function formatMoney(amount: number, { signed = false, wholeDollars = false } = {}): string {
  let text = formatCents(cents(amount));
  if (wholeDollars && amount % 100 === 0) text = text.replace(/\.00$/, '');
  return signed && amount > 0 ? `+${text}` : text;
}

/** An amount of money, formatted en-US USD at the edge, in tabular figures so columns line up. */
export function Money({ cents: amount, signed, toned = false, wholeDollars, className }: MoneyProps) {
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        toned && amount > 0 && 'text-success',
        toned && amount < 0 && 'text-danger',
        className,
      )}
    >
      {formatMoney(amount, { signed, wholeDollars })}
    </span>
  );
}
