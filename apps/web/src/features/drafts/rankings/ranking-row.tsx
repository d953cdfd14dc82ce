import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import { memo } from 'react';
import { cn } from '../../../shared/ui/index.ts';
import { fullName, type RankedPlayer } from './ranking-model.ts';

/** Every row is this tall, so the virtual list can place rows without measuring them. */
export const ROW_PX = 64;

/** Phone: handle, rank, player, ADP, arrows. Desktop adds position, team and "vs ADP" columns. */
export const ROW_GRID =
  'grid grid-cols-[2rem_2.75rem_minmax(0,1fr)_3.5rem_2rem] items-center gap-x-1.5 sm:grid-cols-[2.5rem_3.5rem_minmax(0,1fr)_3.5rem_4rem_4rem_4.5rem_4.5rem] sm:gap-x-3';

/**
 * Focuses a player's rank button; the row mounts once the virtual list has scrolled to it, so this
 * looks again for a few frames.
 */
export function focusRankButton(playerId: string, framesLeft = 10) {
  const button = document.querySelector<HTMLElement>(
    `li[data-player-id="${globalThis.CSS.escape(playerId)}"] [data-rank-button]`,
  );
  if (button) button.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusRankButton(playerId, framesLeft - 1));
}

export interface RowActions {
  onMove: (id: string, rank: number) => void;
  onAskRank: (row: RankedPlayer) => void;
}

function VsAdp({ value, className }: { value: number; className?: string }) {
  const label = value === 0 ? 'Same as ADP' : value > 0 ? `${value} ahead of ADP` : `${-value} behind ADP`;
  return (
    <span
      className={cn(
        'text-xs tabular-nums',
        value > 0 ? 'text-success' : value < 0 ? 'text-danger' : 'text-muted',
        className,
      )}
      title={label}
    >
      <span aria-hidden="true">{value === 0 ? '±0' : value > 0 ? `+${value}` : `−${-value}`}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

type RowProps = RowActions & {
  row: RankedPlayer;
  total: number;
  /** Drag and the arrows need the whole list on screen: off while a search or filter is on. */
  reorderable: boolean;
  reducedMotion: boolean;
};

/** One ranked player; memoised, so a move re-renders only the rows whose rank or place changed. */
export const RankingRow = memo(
  function RankingRow({ row, total, reorderable, reducedMotion, onMove, onAskRank }: RowProps) {
    const name = fullName(row.player);
    const sortable = useSortable({
      id: row.id,
      disabled: !reorderable,
      ...(reducedMotion ? { transition: null } : {}),
    });
    const dragging = sortable.isDragging;
    return (
      <li
        ref={sortable.setNodeRef}
        data-player-id={row.id}
        data-rank={row.rank}
        data-dragging={dragging || undefined}
        className={cn(
          ROW_GRID,
          'relative border-b bg-surface px-2 sm:px-4',
          dragging ? 'z-10 rounded-xl border-brand shadow-raised ring-2 ring-brand/40' : 'border-border',
        )}
        // Fixed height: the virtual list positions rows by index.
        style={{
          height: ROW_PX,
          transform: CSS.Translate.toString(sortable.transform),
          transition: sortable.transition,
        }}
      >
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Drag ${name}`}
          aria-roledescription="sortable player"
          aria-describedby={sortable.attributes['aria-describedby']}
          disabled={!reorderable}
          className={cn(
            'flex size-9 touch-manipulation items-center justify-center rounded-lg text-muted',
            'hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-30',
            reorderable && (dragging ? 'cursor-grabbing' : 'cursor-grab'),
          )}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          data-rank-button
          onClick={() => onAskRank(row)}
          // The rank shown is in the name as a word of its own: a parenthesis would hide it (WCAG 2.5.3).
          aria-label={`Move ${name} to a rank, now ${row.rank}`}
          title="Move to rank…"
          className="h-9 rounded-lg border border-transparent font-bold text-text tabular-nums hover:border-border-strong hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {row.rank}
        </button>
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-sm text-text">{name}</span>
          <span className="truncate text-muted text-xs sm:hidden">
            {row.player.position} · {row.player.team?.abbreviation ?? 'FA'}{' '}
            <VsAdp value={row.vsAdp} className="ml-1" />
          </span>
        </div>
        <span className="hidden font-semibold text-muted text-xs sm:block">{row.player.position}</span>
        <span className="hidden text-muted text-xs sm:block">{row.player.team?.abbreviation ?? 'FA'}</span>
        <span className="text-right text-sm tabular-nums">
          <span className="sr-only">ADP </span>
          {row.adp.toFixed(1)}
        </span>
        <VsAdp value={row.vsAdp} className="hidden text-right sm:block" />
        <div className="flex flex-col items-center sm:flex-row sm:justify-end sm:gap-1">
          <button
            type="button"
            aria-label={`Move ${name} up`}
            disabled={!reorderable || row.rank === 1}
            onClick={() => onMove(row.id, row.rank - 1)}
            className="flex h-7 w-8 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-30 sm:size-8"
          >
            <ChevronUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={`Move ${name} down`}
            disabled={!reorderable || row.rank === total}
            onClick={() => onMove(row.id, row.rank + 1)}
            className="flex h-7 w-8 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-30 sm:size-8"
          >
            <ChevronDown aria-hidden="true" className="size-4" />
          </button>
        </div>
      </li>
    );
  },
  // The list rebuilds its row objects on every move; a row whose player and rank held still skips.
  (before, after) =>
    before.row.rank === after.row.rank &&
    before.row.player === after.row.player &&
    before.row.vsAdp === after.row.vsAdp &&
    before.total === after.total &&
    before.reorderable === after.reorderable &&
    before.reducedMotion === after.reducedMotion &&
    before.onMove === after.onMove &&
    before.onAskRank === after.onAskRank,
);
