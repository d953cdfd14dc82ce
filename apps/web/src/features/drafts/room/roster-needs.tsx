import { BEST_BALL_ROSTERS, type DraftState, openStartingSlots } from '@kennel/core';
import { CircleCheck } from 'lucide-react';
import { PositionTag } from './position-tag.tsx';
import { picksOfSeat } from './positions.ts';

export type RosterStatus =
  | { kind: 'complete'; players: number }
  | { kind: 'starters-filled'; picksLeft: number }
  | { kind: 'needs'; slots: { name: string; positions: readonly string[] }[]; picksLeft: number };

/**
 * Where a seat's roster stands: every round drafted; every starting slot filled with picks still to
 * come (depth); or the starting slots still open (RULES.md rosters), each by its name ("FLEX").
 */
export function rosterStatus(draft: DraftState, seat: number): RosterStatus {
  const picks = picksOfSeat(draft, seat);
  const picksLeft = Math.max(0, draft.rounds - picks.length);
  if (picksLeft === 0) return { kind: 'complete', players: picks.length };
  const shape = BEST_BALL_ROSTERS[draft.contest.sport_id];
  const open = shape
    ? openStartingSlots(
        shape,
        picks.map((pick) => pick.position),
      )
    : [];
  if (open.length === 0) return { kind: 'starters-filled', picksLeft };
  // In the lineup's own order (QB, RB, RB, ... FLEX), not the assignment order.
  const order = shape?.starters ?? [];
  const slots = order.filter((slot) => {
    const index = open.indexOf(slot);
    if (index < 0) return false;
    open.splice(index, 1);
    return true;
  });
  return { kind: 'needs', slots, picksLeft };
}

const picksLeftText = (count: number) => `${count} ${count === 1 ? 'pick' : 'picks'} to go`;

/** One line under the roster picker: what the seat still needs, or that it needs nothing more. */
export function RosterNeeds({ draft, seat, yours }: { draft: DraftState; seat: number; yours: boolean }) {
  const status = rosterStatus(draft, seat);
  if (status.kind === 'complete')
    return (
      <p className="flex items-center gap-1.5 text-sm" data-testid="roster-needs">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
        <span>
          <span className="font-semibold">Roster complete</span>
          <span className="text-muted"> · {status.players} players drafted</span>
        </span>
      </p>
    );
  if (status.kind === 'starters-filled')
    return (
      <p className="flex items-center gap-1.5 text-sm" data-testid="roster-needs">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
        <span>
          <span className="font-semibold">Starting lineup covered</span>
          <span className="text-muted"> · {picksLeftText(status.picksLeft)} for depth</span>
        </span>
      </p>
    );
  return (
    <p className="text-muted text-sm" data-testid="roster-needs">
      {yours ? 'You still need' : 'Still needs'}:{' '}
      <span className="inline-flex flex-wrap gap-1 align-middle">
        {status.slots.map((slot, index) =>
          slot.positions.length === 1 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot repeats (RB, RB)
            <PositionTag key={index} position={slot.name} />
          ) : (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot repeats (FLEX, FLEX)
              key={index}
              className="rounded-md bg-surface-2 px-1.5 font-semibold text-text text-xs leading-5"
            >
              {slot.name} ({slot.positions.join('/')})
            </span>
          ),
        )}
      </span>
      <span> · {picksLeftText(status.picksLeft)}</span>
    </p>
  );
}
