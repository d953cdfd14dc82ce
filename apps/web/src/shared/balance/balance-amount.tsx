import { cn, Money } from '../ui/index.ts';
import { type BalanceParts, promoText } from './balance-text.ts';

const CASH_SIZES = {
  sm: 'font-bold text-sm',
  md: 'font-semibold text-text',
  lg: 'font-extrabold text-3xl tracking-tight',
} as const;

const PROMO_SIZES = {
  sm: 'text-[10px]',
  md: '',
  lg: 'text-sm',
} as const;

export interface BalanceAmountProps {
  balance: BalanceParts;
  /** sm: the top bar; md: inside a sentence-sized row (slip, entry sheet); lg: a wallet's headline. */
  size?: keyof typeof CASH_SIZES;
  /** Promo under the cash (top bar, headlines) or beside it (a row). */
  stacked?: boolean;
  /** Where stacked lines line up: at the end (the top bar) or the start (a headline). */
  align?: 'start' | 'end';
  className?: string;
}

/** A balance as every screen shows it: the cash, then any promo credit on its own ("+ $5.00 promo"). */
export function BalanceAmount({
  balance,
  size = 'md',
  stacked = false,
  align = 'end',
  className,
}: BalanceAmountProps) {
  const promo = promoText(balance.promo);
  return (
    <span
      className={cn(
        'inline-flex',
        stacked
          ? cn('flex-col leading-tight', align === 'start' ? 'items-start' : 'items-end')
          : 'flex-wrap items-baseline gap-x-1.5',
        className,
      )}
    >
      <span data-testid="balance-cash">
        <Money cents={balance.balance} className={CASH_SIZES[size]} />
      </span>
      {promo && (
        <span
          data-testid="balance-promo"
          title="Promo credit: plays like cash, cannot be withdrawn"
          className={cn('whitespace-nowrap font-semibold text-success tabular-nums', PROMO_SIZES[size])}
        >
          {promo}
        </span>
      )}
    </span>
  );
}
