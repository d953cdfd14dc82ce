import { formatDateTime, OWED_EXPLANATION, type OwedReversal, withdrawableCents } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import { cn, Money, Skeleton } from '../../../shared/ui/index.ts';
import { owedQueryOptions } from '../api/wallet-api.ts';
import { WALLET_PATHS } from '../paths.ts';
import { useWallet } from '../shared/use-wallet.ts';

function OwedItem({ item }: { item: OwedReversal }) {
  const paidSome = item.owed_cents < item.owed_at_reversal_cents;
  return (
    <li
      data-testid="owed-item"
      className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="text-pretty font-semibold text-sm">{item.reason}</span>
        <span className="text-muted text-xs">
          <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
          {paidSome && (
            <>
              {' · '}
              <Money cents={item.owed_at_reversal_cents - item.owed_cents} /> paid of{' '}
              <Money cents={item.owed_at_reversal_cents} />
            </>
          )}
        </span>
      </div>
      <span className="flex shrink-0 flex-col items-end">
        <Money cents={item.owed_cents} className="font-bold text-sm" />
        <span className="text-muted text-xs">left</span>
      </span>
    </li>
  );
}

export interface OwedNoticeProps {
  /** A link to the history (not on the history page itself). */
  historyLink?: boolean;
  className?: string;
}

/**
 * What the player owes of corrected payments, shown only while they owe: how much, why, what it
 * leaves them to withdraw, and that later winnings pay it, never deposits (ADR 0042).
 */
export function OwedNotice({ historyLink = true, className }: OwedNoticeProps) {
  const http = useHttpClient();
  const { wallet } = useWallet();
  const owing = (wallet?.owed ?? 0) > 0;
  const owed = useQuery({ ...owedQueryOptions(http, wallet?.owed ?? 0), enabled: owing });
  if (!wallet || !owing) return null;
  const outstanding = owed.data?.items.filter((item) => item.owed_cents > 0) ?? [];
  const withdrawable = withdrawableCents(wallet.balance, wallet.owed);
  return (
    <section
      aria-labelledby="owed-title"
      data-testid="owed-notice"
      className={cn('flex flex-col gap-4 rounded-2xl border border-warning/40 bg-warning/8 p-4', className)}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-warning/15 text-warning">
          <Scale aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="owed-title" className="font-bold text-base tracking-tight">
            <Money cents={wallet.owed} /> owed from a corrected result
          </h2>
          <p className="text-pretty text-sm text-text/80">{OWED_EXPLANATION}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-surface/70 p-3 text-sm">
        <div className="flex flex-col">
          <dt className="text-muted text-xs">Balance</dt>
          <dd className="font-semibold">
            <Money cents={wallet.balance} />
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted text-xs">Owed</dt>
          <dd className="font-semibold" data-testid="owed-amount">
            <Money cents={-wallet.owed} />
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted text-xs">Available to withdraw</dt>
          <dd className="font-semibold" data-testid="owed-withdrawable">
            <Money cents={withdrawable} />
          </dd>
        </div>
      </dl>
      {owed.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : (
        outstanding.length > 0 && (
          <ul aria-label="What you owe" className="flex flex-col divide-y divide-border">
            {outstanding.map((item) => (
              <OwedItem key={item.id} item={item} />
            ))}
          </ul>
        )
      )}
      {historyLink && (
        <Link
          to={WALLET_PATHS.history}
          className="self-start font-semibold text-brand text-sm hover:underline"
        >
          See each correction and pay-down in your history
        </Link>
      )}
    </section>
  );
}
