import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cn, IconButton } from '../../../shared/ui/index.ts';
import { useOpenPlayerCard } from './player-card-context.ts';
import type { PoolRow } from './pool-filter.ts';
import { PositionTag } from './position-tag.tsx';
import type { Queue } from './use-queue.ts';

/** What dnd-kit's `useSortable` gives a row once the drag code has loaded (sortable-queue.tsx). */
export interface QueueRowDrag {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  style: CSSProperties;
  isDragging: boolean;
}

export interface QueueRowProps {
  row: PoolRow;
  index: number;
  count: number;
  queue: Queue;
  /** Absent until the drag code has loaded: the arrows and the remove button work meanwhile, without the handle. */
  drag?: QueueRowDrag;
}

/** One queued player: drag handle, place, name, and the arrows and remove button. */
export function QueueRow({ row, index, count, queue, drag }: QueueRowProps) {
  const openCard = useOpenPlayerCard();
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={cn(
        'flex items-center gap-1 rounded-xl border border-border bg-surface px-1.5 py-1.5',
        drag?.isDragging && 'relative z-10 shadow-lg ring-2 ring-brand',
      )}
    >
      {drag ? (
        <button
          type="button"
          ref={drag.setActivatorNodeRef}
          {...drag.attributes}
          {...drag.listeners}
          aria-label={`Drag ${row.name}, number ${index + 1} in your queue`}
          className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-surface-2 active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      ) : (
        // The handle appears with the drag code: a handle that does nothing yet would mislead.
        <span aria-hidden="true" className="size-7 shrink-0" />
      )}
      <span className="w-5 shrink-0 pr-1 text-right font-semibold text-muted text-xs tabular-nums">
        {index + 1}
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={`${row.name}: player card`}
          className="line-clamp-2 text-left font-semibold text-sm leading-tight hover:underline focus-visible:underline"
          onClick={() => openCard(row.player_id)}
        >
          {row.name}
        </button>
        <span className="flex items-center gap-1.5 whitespace-nowrap text-muted text-xs">
          <PositionTag position={row.position} />
          <span className="truncate">
            {row.team ?? 'FA'} · ADP {row.adp.toFixed(1)}
          </span>
        </span>
      </div>
      <IconButton
        size="xs"
        label={`Move ${row.name} up`}
        icon={<ArrowUp aria-hidden="true" />}
        disabled={index === 0}
        onClick={() => queue.move(index, index - 1)}
      />
      <IconButton
        size="xs"
        label={`Move ${row.name} down`}
        icon={<ArrowDown aria-hidden="true" />}
        disabled={index === count - 1}
        onClick={() => queue.move(index, index + 1)}
      />
      <IconButton
        size="xs"
        label={`Remove ${row.name} from your queue`}
        icon={<X aria-hidden="true" />}
        onClick={() => queue.remove(row.player_id)}
      />
    </li>
  );
}

/** The queue's list, the same before and after the drag code loads. */
export function QueueList({ children }: { children: ReactNode }) {
  return (
    <ol
      aria-label="Queued players"
      className="flex flex-col gap-1.5 overflow-y-auto lg:max-h-[calc(100vh-16rem)]"
    >
      {children}
    </ol>
  );
}
