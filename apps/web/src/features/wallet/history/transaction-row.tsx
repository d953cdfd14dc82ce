import {
  correctionInWords,
  formatTimeOfDay,
  TRANSACTION_TYPE_LABELS,
  type Transaction,
  type TransactionType,
} from '@kennel/core';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Gift,
  Hourglass,
  type LucideIcon,
  Receipt,
  RotateCcw,
  SlidersHorizontal,
  Ticket,
  Trophy,
  Undo2,
  UsersRound,
} from 'lucide-react';
import { cn, Money } from '../../../shared/ui/index.ts';

const ICONS: Record<TransactionType, LucideIcon> = {
  deposit: ArrowDownToLine,
  withdrawal: ArrowUpFromLine,
  withdrawal_reversal: Undo2,
  entry_fee: Ticket,
  payout: Trophy,
  refund: RotateCcw,
  bet: Receipt,
  bet_winnings: Trophy,
  promo_credit: Gift,
  promo_expiry: Hourglass,
  referral_bonus: UsersRound,
  adjustment: SlidersHorizontal,
};

/** One ledger movement: what it was, when, the signed amount and the balance it left. */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const Icon = ICONS[transaction.type];
  const incoming = transaction.amount_cents > 0;
  return (
    <li
      data-testid="transaction"
      data-type={transaction.type}
      data-correction={transaction.correction?.kind}
      className="flex items-center gap-3 px-4 py-3"
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-xl',
          incoming ? 'bg-success/12 text-success' : 'bg-surface-2 text-muted',
        )}
      >
        <Icon aria-hidden="true" className="size-[18px]" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-start justify-between gap-3">
          <span className="line-clamp-2 font-semibold text-sm">{transaction.description}</span>
          <Money
            cents={transaction.amount_cents}
            signed
            className={cn('shrink-0 font-bold text-sm', incoming && 'text-success')}
          />
        </div>
        {transaction.correction && (
          <p data-testid="transaction-correction" className="text-pretty text-warning text-xs">
            {correctionInWords(transaction.correction)}
          </p>
        )}
        <div className="flex items-baseline justify-between gap-3 text-muted text-xs">
          <span className="flex flex-wrap items-center gap-x-1.5">
            {TRANSACTION_TYPE_LABELS[transaction.type]}
            <span aria-hidden="true">·</span>
            <time dateTime={transaction.created_at}>{formatTimeOfDay(transaction.created_at)}</time>
          </span>
          <span className="shrink-0 whitespace-nowrap">
            {transaction.account === 'promo' ? 'Promo balance' : 'Balance'}{' '}
            <Money cents={transaction.balance_after_cents} />
          </span>
        </div>
      </div>
    </li>
  );
}
