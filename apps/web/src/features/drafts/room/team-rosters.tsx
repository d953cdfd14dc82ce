import type { DraftState } from '@kennel/core';
import { useState } from 'react';
import { cn, Select } from '../../../shared/ui/index.ts';
import { pickText } from '../common/format.ts';
import { yourSeats } from './draft-state.ts';
import { PositionTag } from './position-tag.tsx';
import { picksOfSeat } from './positions.ts';
import { RosterNeeds } from './roster-needs.tsx';

/** One team's roster at a time (a seat selector), its picks colour-coded, and what it still needs. */
export function TeamRosters({ draft, className }: { draft: DraftState; className?: string }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const seat = chosen ?? yourSeats(draft)[0]?.seat ?? draft.seats[0]?.seat ?? 1;
  const owner = draft.seats.find((candidate) => candidate.seat === seat);
  const picks = picksOfSeat(draft, seat);
  return (
    <section aria-labelledby="rosters-title" className={cn('flex min-w-0 flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="rosters-title" className="font-bold text-base">
          Rosters
        </h2>
        <Select
          aria-label="Team"
          compact
          className="min-w-40"
          value={String(seat)}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {draft.seats.map((candidate) => (
            <option key={candidate.seat} value={candidate.seat}>
              {candidate.seat}. {candidate.is_you ? `${candidate.name} (you)` : candidate.name}
            </option>
          ))}
        </Select>
      </div>
      <RosterNeeds draft={draft} seat={seat} yours={owner?.is_you ?? false} />
      {picks.length === 0 ? (
        <p className="rounded-2xl border border-border border-dashed px-4 py-6 text-center text-muted text-sm">
          No players yet.
        </p>
      ) : (
        <ol aria-label={`${owner?.name ?? 'Team'}’s roster`} className="flex flex-col gap-1">
          {picks.map((pick) => (
            <li
              key={pick.pick_number}
              className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm odd:bg-surface-2/60"
            >
              <PositionTag position={pick.position} />
              <span className="min-w-0 flex-1 truncate font-semibold">{pick.player_name}</span>
              <span className="text-muted text-xs">{pick.team ?? 'FA'}</span>
              <span className="shrink-0 text-right text-muted text-xs tabular-nums">
                {pickText(pick.pick_number, draft.seat_count)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
