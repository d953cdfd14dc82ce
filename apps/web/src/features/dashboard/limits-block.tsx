import { formatMonthDayTime, LIMIT_TYPE_INFO, type LimitWire, type RestrictionWire } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useHttpClient } from '../../shared/api/index.ts';
import { responsibleGamingQueryOptions } from '../../shared/api/responsible-gaming.ts';
import { buttonClasses, CompactEmpty, cn, formatMoney, Loadable } from '../../shared/ui/index.ts';
import { DashboardBlock } from './dashboard-block.tsx';

const LIMITS_PATH = '/account/responsible-gaming';

/** Every limit the player has set with what it leaves now, and any break in force. */
export function LimitsBlock() {
  const http = useHttpClient();
  const state = useQuery(responsibleGamingQueryOptions(http));
  const set = (state.data?.limits ?? []).filter((limit) => limit.amount_cents !== null);
  return (
    <DashboardBlock title="Your limits" link={{ to: LIMITS_PATH, label: 'Manage' }}>
      <Loadable
        compact
        pending={state.isPending}
        error={state.error}
        onRetry={() => void state.refetch()}
        what="Your limits"
      >
        {() => (
          <div className="flex flex-col gap-3">
            {state.data?.restriction && <RestrictionLine restriction={state.data.restriction} />}
            {set.length === 0 ? (
              <CompactEmpty
                action={
                  <Link to={LIMITS_PATH} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
                    <ShieldCheck aria-hidden="true" />
                    Set a limit
                  </Link>
                }
              >
                No limits set. Deposit, spend and entry fee limits help you play within your budget.
              </CompactEmpty>
            ) : (
              <ul className="flex flex-col gap-3">
                {set.map((limit) => (
                  <LimitLine key={limit.type} limit={limit} />
                ))}
              </ul>
            )}
          </div>
        )}
      </Loadable>
    </DashboardBlock>
  );
}

function RestrictionLine({ restriction }: { restriction: RestrictionWire }) {
  const what = restriction.kind === 'time_out' ? 'You are on a time-out' : 'You have excluded yourself';
  const until = restriction.ends_at ? ` until ${formatMonthDayTime(restriction.ends_at)}` : ' for good';
  return (
    <p role="status" className="rounded-xl border border-warning/40 bg-warning/8 p-3 font-semibold text-sm">
      {what}
      {until}.
    </p>
  );
}

function LimitLine({ limit }: { limit: LimitWire }) {
  const amount = limit.amount_cents ?? 0;
  const label = LIMIT_TYPE_INFO[limit.type].label;
  if (limit.used_cents === null)
    return (
      <li className="flex justify-between gap-2 text-sm" data-testid="dashboard-limit">
        <span>{label}</span>
        <span className="font-semibold">{formatMoney(amount)}</span>
      </li>
    );
  const share = amount > 0 ? Math.min(1, limit.used_cents / amount) : 1;
  return (
    <li className="flex flex-col gap-1 text-sm" data-testid="dashboard-limit">
      <div className="flex justify-between gap-2">
        <span>{label}</span>
        <span className="text-muted">
          <span className="font-semibold text-text">{formatMoney(limit.remaining_cents ?? 0)}</span> left of{' '}
          {formatMoney(amount)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} used`}
        aria-valuemin={0}
        aria-valuemax={amount}
        aria-valuenow={limit.used_cents}
        className="h-1.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn(
            'h-full rounded-full',
            share >= 1 ? 'bg-danger' : share >= 0.8 ? 'bg-warning' : 'bg-brand',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </li>
  );
}
