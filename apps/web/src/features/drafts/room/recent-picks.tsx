import type { DraftState } from '@kennel/core';
import { Bot, Zap } from 'lucide-react';
import { cn } from '../../../shared/ui/index.ts';
import { roundPick } from '../common/format.ts';
import { PositionTag } from './position-tag.tsx';

const SOURCE_LABELS: Record<string, string> = {
  user: '',
  queue: 'Autopick from queue',
  rankings: 'Autopick from rankings',
  adp: 'Autopick by ADP',
  bot: 'Bot',
};

/** The latest picks, newest first: a ticker on top of the room on wide screens, a list on phones. */
export function RecentPicks({
  draft,
  limit = 12,
  className,
}: {
  draft: DraftState;
  limit?: number;
  className?: string;
}) {
  const seatName = new Map(draft.seats.map((seat) => [seat.seat, seat]));
  const recent = draft.picks.slice(-limit).reverse();
  return (
    <section aria-labelledby="recent-picks-title" className={cn('flex min-w-0 flex-col gap-2', className)}>
      <h2 id="recent-picks-title" className="font-bold text-base">
        Picks so far <span className="font-semibold text-muted text-sm">({draft.picks.length})</span>
      </h2>
      {recent.length === 0 ? (
        <p className="rounded-2xl border border-border border-dashed px-4 py-6 text-center text-muted text-sm">
          No picks yet. The first pick is on the clock.
        </p>
      ) : (
        <ol aria-label="Recent picks" className="flex flex-col gap-1.5" aria-live="polite">
          {recent.map((pick) => {
            const seat = seatName.get(pick.seat);
            const { label } = roundPick(pick.pick_number, draft.seat_count);
            const auto = SOURCE_LABELS[pick.source];
            return (
              <li
                key={pick.pick_number}
                data-testid="recent-pick"
                className={cn(
                  'flex items-center gap-2 rounded-xl border px-3 py-1.5 text-sm',
                  seat?.is_you ? 'border-brand/50 bg-brand/5' : 'border-border bg-surface',
                )}
              >
                <span className="w-11 shrink-0 font-semibold text-muted text-xs tabular-nums">{label}</span>
                <PositionTag position={pick.position} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-semibold">{pick.player_name}</span>
                  <span
                    className="flex items-center gap-1 truncate text-muted text-xs"
                    title={auto || undefined}
                  >
                    {pick.source === 'bot' ? (
                      <Bot aria-hidden="true" className="size-3.5 shrink-0" />
                    ) : auto ? (
                      <Zap aria-hidden="true" className="size-3.5 shrink-0" />
                    ) : null}
                    <span className="truncate">
                      {seat?.is_you ? 'You' : (seat?.name ?? `Seat ${pick.seat}`)}
                      {pick.team ? ` · ${pick.team}` : ''}
                      {auto && pick.source !== 'bot' ? ` · ${auto}` : ''}
                    </span>
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
