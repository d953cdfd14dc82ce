import type { DraftState } from '@kennel/core';
import { Bell, BellOff, Grid3x3 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, buttonClasses, cn, IconButton } from '../../../shared/ui/index.ts';
import { pickText } from '../common/format.ts';
import { ClosingNote } from './closing-note.tsx';
import { DraftClock } from './draft-clock.tsx';
import { isYourTurn, roundAndPick, yourSeats } from './draft-state.ts';
import { ShortcutsHelp } from './shortcuts-help.tsx';
import { useAutopick } from './use-autopick.ts';
import { useYourTurnAlert } from './use-your-turn-alert.ts';

export interface RoomHeaderProps {
  draft: DraftState;
  clockOffsetMs: number;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
}

/** Contest, round and pick, who is on the clock, the clock, autopick and sound toggles, the board link. */
export function RoomHeader({ draft, clockOffsetMs, muted, onMutedChange }: RoomHeaderProps) {
  const autopick = useAutopick(draft.id);
  const yours = yourSeats(draft);
  const autopickOn = yours.some((seat) => seat.autopick);
  const timedOut = yours.some((seat) => seat.timed_out);
  const yourTurn = isYourTurn(draft);
  // Here, not in the room: the flash's start and end redraw the header, not the whole room (its
  // start was a render of every row and roster right after the room hydrated, the player on the clock).
  const flashing = useYourTurnAlert(yourTurn, draft.current_pick, muted, draft.contest.name);
  const onClock = draft.seats.find((seat) => seat.seat === draft.on_the_clock_seat);
  const { round } = roundAndPick(draft.current_pick, draft.seat_count);
  return (
    <header
      className={cn(
        'sticky top-[calc(4rem+1px)] z-20 -mx-4 flex flex-col gap-2 border-b px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-4 lg:static',
        yourTurn ? 'border-brand bg-brand/5' : 'border-border bg-bg/95',
        // Without motion the flash is a ring, not a tint: a tint under the header's muted text
        // dropped its contrast below 4.5:1 in the dark theme for as long as it showed.
        flashing && 'motion-safe:animate-line-flash motion-reduce:ring-2 motion-reduce:ring-accent',
      )}
    >
      <div className="flex items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col">
          {/* Whole: which of the player's drafts this is shows only at the end ("· Sprint $5.00"). */}
          <p data-contest-name className="font-semibold text-muted text-xs uppercase tracking-wider">
            {draft.contest.name}
          </p>
          <h1 className="truncate font-extrabold text-lg tracking-tight sm:text-xl">
            {yourTurn ? 'Your pick!' : onClock ? `${onClock.name} is on the clock` : 'Draft'}
          </h1>
          <p className="text-muted text-sm tabular-nums">
            Round {round} of {draft.rounds} · Pick {pickText(draft.current_pick, draft.seat_count)}
          </p>
        </div>
        <DraftClock deadlineAt={draft.deadline_at} clockOffsetMs={clockOffsetMs} yourTurn={yourTurn} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex cursor-pointer items-center gap-2 font-semibold text-sm">
          <input
            type="checkbox"
            role="switch"
            aria-checked={autopickOn}
            className="peer sr-only"
            checked={autopickOn}
            disabled={autopick.isPending || yours.length === 0}
            onChange={(event) => autopick.mutate(event.target.checked)}
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-10 rounded-full bg-border-strong transition-colors after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-surface after:shadow after:transition-transform peer-checked:bg-brand peer-checked:after:translate-x-4 peer-focus-visible:ring-2 peer-focus-visible:ring-focus"
          />
          Autopick
        </label>
        {timedOut && (
          <Badge tone="warning">Timed out: the autopick drafts for you until you pick or toggle it</Badge>
        )}
        <ClosingNote draft={draft} />
        <div className="ml-auto flex items-center gap-1">
          <IconButton
            size="sm"
            label={muted ? 'Turn the your-pick sound on' : 'Mute the your-pick sound'}
            aria-pressed={muted}
            icon={muted ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
            onClick={() => onMutedChange(!muted)}
          />
          <ShortcutsHelp />
          <Link
            to={`/draft-board/${encodeURIComponent(draft.id)}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Grid3x3 aria-hidden="true" />
            Board
          </Link>
        </div>
      </div>
    </header>
  );
}
