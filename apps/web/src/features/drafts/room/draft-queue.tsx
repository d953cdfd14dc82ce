import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, ListOrdered, X } from 'lucide-react';
import { cn, IconButton } from '../../../shared/ui/index.ts';
import type { PoolRow } from './pool-filter.ts';
import { PositionTag } from './position-tag.tsx';
import type { Queue } from './use-queue.ts';

interface QueueItemProps {
  row: PoolRow;
  index: number;
  count: number;
  queue: Queue;
}

function QueueItem({ row, index, count, queue }: QueueItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.player_id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-1 rounded-xl border border-border bg-surface px-1.5 py-1.5',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${row.name}, number ${index + 1} in your queue`}
        className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-surface-2 active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span className="w-5 shrink-0 pr-1 text-right font-semibold text-muted text-xs tabular-nums">
        {index + 1}
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="line-clamp-2 font-semibold text-sm leading-tight">{row.name}</span>
        <span className="flex items-center gap-1.5 whitespace-nowrap text-muted text-xs">
          <PositionTag position={row.position} />
          <span className="truncate">
            {row.team ?? 'FA'} · ADP {row.adp.toFixed(1)}
          </span>
        </span>
      </div>
      <IconButton
        size="sm"
        className="size-7"
        label={`Move ${row.name} up`}
        icon={<ArrowUp aria-hidden="true" />}
        disabled={index === 0}
        onClick={() => queue.move(index, index - 1)}
      />
      <IconButton
        size="sm"
        className="size-7"
        label={`Move ${row.name} down`}
        icon={<ArrowDown aria-hidden="true" />}
        disabled={index === count - 1}
        onClick={() => queue.move(index, index + 1)}
      />
      <IconButton
        size="sm"
        className="size-7"
        label={`Remove ${row.name} from your queue`}
        icon={<X aria-hidden="true" />}
        onClick={() => queue.remove(row.player_id)}
      />
    </li>
  );
}

/** The player's queue: the autopick drafts from its top. Drag (mouse, touch after a press, keyboard) or use the arrows. */
export function DraftQueue({
  queue,
  rowsById,
  className,
}: {
  queue: Queue;
  rowsById: ReadonlyMap<string, PoolRow>;
  className?: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A short press first, so a finger scrolling the list does not start a drag.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const rows = queue.queue.map((id) => rowsById.get(id)).filter((row): row is PoolRow => row !== undefined);
  // dnd-kit reads out ids by default ("sim-nfl-HOU-wr1"): say the player and the place in the queue.
  const nameOf = (id: string | number) => rowsById.get(String(id))?.name ?? 'The player';
  const placeOf = (id: string | number) => queue.queue.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, number ${placeOf(active.id)} in your queue.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over number ${placeOf(over.id)}.`
        : `${nameOf(active.id)} is off the queue.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at number ${placeOf(over.id)} in your queue.`
        : `${nameOf(active.id)} stays at number ${placeOf(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Move cancelled. ${nameOf(active.id)} stays at number ${placeOf(active.id)} in your queue.`,
  };
  const screenReaderInstructions = {
    draggable:
      'To move a queued player, press Space or Enter to pick him up, the arrow keys to move him, Space or Enter to drop him, Escape to cancel.',
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = queue.queue.indexOf(String(active.id));
    const to = queue.queue.indexOf(String(over.id));
    if (from >= 0 && to >= 0) queue.move(from, to);
  };
  return (
    <section aria-labelledby="draft-queue-title" className={cn('flex min-h-0 flex-col gap-2', className)}>
      <h2 id="draft-queue-title" className="flex items-center gap-2 font-bold text-base">
        Your queue
        <span className="rounded-full bg-surface-2 px-2 font-semibold text-muted text-xs leading-6">
          {rows.length}
        </span>
      </h2>
      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-border border-dashed px-4 py-8 text-center text-muted text-sm">
          <ListOrdered aria-hidden="true" className="size-6 text-brand" />
          <p>
            Queue players with the list button (or press q). When your clock runs out, the autopick takes the
            first one still available.
          </p>
        </div>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements, screenReaderInstructions }}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={rows.map((row) => row.player_id)} strategy={verticalListSortingStrategy}>
            <ol
              aria-label="Queued players"
              className="flex flex-col gap-1.5 overflow-y-auto lg:max-h-[calc(100vh-16rem)]"
            >
              {rows.map((row, index) => (
                <QueueItem key={row.player_id} row={row} index={index} count={rows.length} queue={queue} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
