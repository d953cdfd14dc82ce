import { formatDateTime, LIMIT_TYPE_INFO, type LimitWire, type RestrictionWire } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { Gauge, PauseCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import {
  depositLimitsInForce,
  responsibleGamingQueryOptions,
} from '../../../shared/api/responsible-gaming.ts';
import { cn, Money } from '../../../shared/ui/index.ts';

/** Where the player's limits are, from a page of the web or of the app's webview. */
export function limitsPath(webview: boolean): string {
  return webview ? '/m/responsible-gaming-limits/deposit' : '/account/responsible-gaming';
}

const PERIOD_NAMES = { daily: 'Daily limit', weekly: 'Weekly limit', monthly: 'Monthly limit' } as const;

function LimitLine({ limit }: { limit: LimitWire }) {
  const period = LIMIT_TYPE_INFO[limit.type].period;
  const amount = limit.amount_cents ?? 0;
  const left = limit.remaining_cents ?? amount;
  const share = amount === 0 ? 1 : Math.min(1, (amount - left) / amount);
  return (
    <li className="flex flex-col gap-1.5">
      <p className="flex flex-wrap justify-between gap-x-2 text-sm">
        <span className="text-muted">
          {period ? PERIOD_NAMES[period] : LIMIT_TYPE_INFO[limit.type].label}
        </span>
        <span data-testid={`deposit-limit-${limit.type}`}>
          <Money cents={left} className="font-semibold text-text" /> left of <Money cents={amount} />
        </span>
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div
          className={cn(
            'h-full rounded-full',
            left === 0 ? 'bg-danger' : share >= 0.8 ? 'bg-warning' : 'bg-brand',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </li>
  );
}

/** A time-out or exclusion in force: said before the player fills in a deposit that would be refused. */
function PausedNote({ restriction, webview }: { restriction: RestrictionWire; webview: boolean }) {
  const until = restriction.ends_at ? `until ${formatDateTime(restriction.ends_at)}` : 'permanently';
  return (
    <div
      role="status"
      data-testid="deposits-paused"
      className="flex items-start gap-3 rounded-2xl border border-warning/40 bg-warning/10 p-4 text-sm"
    >
      <PauseCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <p className="text-pretty text-text/85">
        <span className="font-semibold text-text">
          {restriction.kind === 'time_out' ? "You're on a break" : "You've excluded yourself"}
        </span>{' '}
        {until}: deposits are paused. You can still withdraw.{' '}
        <Link
          to={limitsPath(webview)}
          className="font-semibold text-brand underline-offset-2 hover:underline"
        >
          Your limits
        </Link>
      </p>
    </div>
  );
}

/** What each deposit limit the player set leaves now; nothing when none is set (or it cannot load). */
export function DepositLimits({ webview }: { webview: boolean }) {
  const http = useHttpClient();
  const state = useQuery(responsibleGamingQueryOptions(http));
  const limits = depositLimitsInForce(state.data);
  const restriction = state.data?.restriction;
  if (restriction) return <PausedNote restriction={restriction} webview={webview} />;
  if (limits.length === 0) return null;
  return (
    <section
      aria-labelledby="deposit-limits-title"
      data-testid="deposit-limits"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="deposit-limits-title" className="flex items-center gap-2 font-bold text-sm">
          <Gauge aria-hidden="true" className="size-4 text-brand" />
          Your deposit limits
        </h2>
        <Link
          to={limitsPath(webview)}
          className="font-semibold text-brand text-xs underline-offset-2 hover:underline"
        >
          Manage limits
        </Link>
      </div>
      <ul className="flex flex-col gap-3">
        {limits.map((limit) => (
          <LimitLine key={limit.type} limit={limit} />
        ))}
      </ul>
    </section>
  );
}
