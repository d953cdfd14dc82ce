import { cn } from '../../../shared/ui/index.ts';

/** Entries filled against the cap, as a bar with the counts in words beside it. */
export function FillBar({ entries, cap, className }: { entries: number; cap: number; className?: string }) {
  const share = cap > 0 ? Math.min(1, entries / cap) : 0;
  const left = Math.max(0, cap - entries);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="font-semibold text-text tabular-nums" data-testid="entries-filled">
          {entries.toLocaleString('en-US')} / {cap.toLocaleString('en-US')} entries
        </span>
        <span className="text-muted tabular-nums">
          {left === 0 ? 'Full' : `${left.toLocaleString('en-US')} left`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Entries filled"
        aria-valuemin={0}
        aria-valuemax={cap}
        aria-valuenow={entries}
        aria-valuetext={`${entries} of ${cap} entries filled`}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn(
            'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-500',
            share >= 1 ? 'bg-danger' : share >= 0.8 ? 'bg-warning' : 'bg-brand',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
