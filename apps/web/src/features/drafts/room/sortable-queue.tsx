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
import type { PoolRow } from './pool-filter.ts';
import { QueueList, QueueRow, type QueueRowProps } from './queue-row.tsx';
import type { Queue } from './use-queue.ts';

// dnd-kit (about 14 KB gzipped) loads with a queue that has players, not with the room's first screen.

function SortableQueueRow(props: Omit<QueueRowProps, 'drag'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.row.player_id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <QueueRow
      {...props}
      drag={{ setNodeRef, setActivatorNodeRef, attributes, listeners, style, isDragging }}
    />
  );
}

/** The queued players, reordered by dragging (mouse, touch after a press, keyboard) or the arrows. */
export function SortableQueue({
  queue,
  rows,
  rowsById,
}: {
  queue: Queue;
  rows: PoolRow[];
  rowsById: ReadonlyMap<string, PoolRow>;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A short press first, so a finger scrolling the list does not start a drag.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={rows.map((row) => row.player_id)} strategy={verticalListSortingStrategy}>
        <QueueList>
          {rows.map((row, index) => (
            <SortableQueueRow key={row.player_id} row={row} index={index} count={rows.length} queue={queue} />
          ))}
        </QueueList>
      </SortableContext>
    </DndContext>
  );
}
