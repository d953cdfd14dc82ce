import { LIMIT_TYPE_INFO, type LimitWire } from '@kennel/core';
import { useState } from 'react';
import { Badge, Button, cn, formatMoney, Money } from '../../../shared/ui/index.ts';
import { LimitForm } from './limit-form.tsx';
import { PendingChange } from './pending-change.tsx';

/** How much of a windowed limit is used, as a bar and in words. */
export function LimitUsage({ limit }: { limit: LimitWire }) {
  if (limit.amount_cents === null || limit.used_cents === null || limit.remaining_cents === null) return null;
  const share = limit.amount_cents === 0 ? 1 : Math.min(1, limit.used_cents / limit.amount_cents);
  return (
    <div className="flex flex-col gap-1.5" data-testid="limit-usage">
      <div
        role="progressbar"
        aria-label={`${LIMIT_TYPE_INFO[limit.type].label} used`}
        aria-valuemin={0}
        aria-valuemax={limit.amount_cents}
        aria-valuenow={Math.min(limit.used_cents, limit.amount_cents)}
        aria-valuetext={`${formatMoney(limit.used_cents)} used of ${formatMoney(limit.amount_cents)}`}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn(
            'h-full rounded-full',
            share >= 1 ? 'bg-danger' : share >= 0.8 ? 'bg-warning' : 'bg-brand',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="flex justify-between gap-2 text-muted text-xs tabular-nums">
        <span>
          <Money cents={limit.used_cents} /> used
        </span>
        <span>
          <Money cents={limit.remaining_cents} className="font-semibold text-text" /> left
        </span>
      </p>
    </div>
  );
}

/** One limit, a row of its group's card: what is in force, what it leaves now, any waiting raise, and the way to change it. */
export function LimitCard({ limit }: { limit: LimitWire }) {
  const [editing, setEditing] = useState(false);
  const info = LIMIT_TYPE_INFO[limit.type];
  const set = limit.amount_cents !== null;
  return (
    <section
      data-testid={`limit-${limit.type}`}
      aria-labelledby={`limit-${limit.type}-title`}
      className="flex flex-col gap-4 p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={`limit-${limit.type}-title`} className="font-bold text-base tracking-tight">
            {info.label}
          </h3>
          <p className="text-pretty text-muted text-sm">{info.description}</p>
        </div>
        {set ? (
          <span data-testid="limit-amount" className="shrink-0 font-extrabold text-lg tracking-tight">
            <Money cents={limit.amount_cents ?? 0} />
          </span>
        ) : (
          <Badge tone="neutral" className="shrink-0">
            No limit
          </Badge>
        )}
      </div>
      <LimitUsage limit={limit} />
      {limit.pending && <PendingChange limit={limit} pending={limit.pending} />}
      {editing ? (
        <LimitForm limit={limit} label={info.label} onDone={() => setEditing(false)} />
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {set ? 'Change limit' : 'Set a limit'}
          </Button>
        </div>
      )}
    </section>
  );
}
