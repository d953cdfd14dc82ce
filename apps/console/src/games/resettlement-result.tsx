import type { ContestResettlement } from '@kennel/core';
import { formatCents } from '../ui.tsx';

/** What a re-settlement changed: each moved prize, and the money paid, taken back and still owed. */
export function ResettlementResult({ result }: { result: ContestResettlement }) {
  if (result.changed.length === 0) {
    return (
      <p role="status" className="rounded-xl bg-surface-2 px-3 py-2 text-sm text-muted">
        Nothing changed: every prize in {result.name} already matches the current stats. No money moved.
      </p>
    );
  }
  const count = result.changed.length;
  return (
    <div role="status" className="space-y-2 rounded-xl border border-border bg-bg p-3">
      <p className="text-sm font-semibold text-success">
        Re-settled {result.name}: {count} {count === 1 ? 'prize' : 'prizes'} changed.
      </p>
      <p className="text-sm text-muted">
        {formatCents(result.paid_cents)} paid · {formatCents(result.taken_back_cents)} taken back
        {result.owed_cents > 0 ? ` · ${formatCents(result.owed_cents)} still owed back` : ''}
      </p>
      <ul className="divide-y divide-border text-sm">
        {result.changed.map((entry) => (
          <li key={entry.entry_id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-1.5">
            <span className="font-medium">{entry.username}</span>
            <span className="text-xs text-muted">{entry.rank === null ? 'unranked' : `#${entry.rank}`}</span>
            <span className="ml-auto tabular-nums">
              <span className="text-muted line-through">{formatCents(entry.previous_prize_cents)}</span> →{' '}
              <span className="font-semibold">{formatCents(entry.prize_cents)}</span>
            </span>
            {entry.owed_cents > 0 ? (
              <span className="basis-full text-xs text-warning">
                {formatCents(entry.owed_cents)} owed back: taken once their balance holds it, never overdrawn.
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
