import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  type Modifier,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { fullName, type RankedPlayer } from './ranking-model.ts';
import { RankingRow, ROW_GRID, ROW_PX, type RowActions } from './ranking-row.tsx';

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const screenReaderInstructions = {
  draggable:
    'To move a player, press space or enter to pick them up, the arrow keys to move, space or enter to drop, escape to cancel. The rank button moves a player to any rank.',
};

/** prefers-reduced-motion: rows jump instead of sliding, and keyboard moves scroll at once. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** The list's distance from the top of the document, which the window virtualiser counts from. */
function useDocumentTop(element: React.RefObject<HTMLElement | null>) {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const next = node.getBoundingClientRect().top + window.scrollY;
    setTop((held) => (held === next ? held : next));
  });
  return top;
}

export interface RankingListHandle {
  /** Brings a row of the shown list into view (after "move to rank"). */
  scrollToRow: (index: number) => void;
}

type RankingListProps = RowActions & {
  /** The shown rows: the whole list, or what a search or filter keeps. */
  rows: readonly RankedPlayer[];
  total: number;
  reorderable: boolean;
};

/**
 * The ranking as a sortable list. Only rows near the viewport are in the DOM (a slate has hundreds
 * of players), dragging included: picking a row up renders nothing new, autoscroll mounts rows as
 * it goes (they register as drop targets and are measured as they come), and the dragged row stays.
 */
export const RankingList = forwardRef<RankingListHandle, RankingListProps>(function RankingList(
  { rows, total, reorderable, onMove, onAskRank },
  ref,
) {
  const list = useRef<HTMLOListElement>(null);
  const top = useDocumentTop(list);
  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = activeId === null ? -1 : rows.findIndex((row) => row.id === activeId);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_PX,
    overscan: 10,
    scrollMargin: top,
    getItemKey: (index) => rows[index]?.id ?? index,
    // The dragged row stays in the DOM however far the list scrolls, and so does every row between
    // it and the viewport (the padding above and below the rows assumes one unbroken run).
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.length === 0) return indexes;
      const start = Math.min(indexes[0]!, activeIndex);
      const end = Math.max(indexes[indexes.length - 1]!, activeIndex);
      return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
    },
  });
  useImperativeHandle(ref, () => ({
    scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: 'center' }),
  }));

  const reducedMotion = useReducedMotion();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A press and hold picks a row up on touch screens, so a swipe over the handles still scrolls.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      scrollBehavior: reducedMotion ? 'auto' : 'smooth',
    }),
  );

  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const nameOf = (id: string | number) => {
    const row = byId.get(String(id));
    return row ? fullName(row.player) : 'The player';
  };
  const rankOf = (id: string | number) => byId.get(String(id))?.rank ?? 0;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} at rank ${rankOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over rank ${rankOf(over.id)}.`
        : `${nameOf(active.id)} is off the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at rank ${rankOf(over.id)}.`
        : `${nameOf(active.id)} stays at rank ${rankOf(active.id)}.`,
    onDragCancel: ({ active }) => `Move cancelled. ${nameOf(active.id)} stays at rank ${rankOf(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over || active.id === over.id) return;
    onMove(String(active.id), rankOf(over.id));
  };

  const virtual = virtualizer.getVirtualItems();
  const shown = virtual.map((item) => rows[item.index]).filter((row) => row !== undefined);
  const padTop = virtual.length === 0 ? 0 : virtual[0]!.start - virtualizer.options.scrollMargin;
  const padBottom = virtual.length === 0 ? 0 : virtualizer.getTotalSize() - virtual[virtual.length - 1]!.end;

  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface">
      <div
        aria-hidden="true"
        className={`${ROW_GRID} border-border border-b bg-surface-2 px-2 py-2 font-semibold text-[11px] text-muted uppercase tracking-wider sm:px-4`}
      >
        <span />
        <span className="text-center">Rank</span>
        <span>Player</span>
        <span className="hidden sm:block">Pos</span>
        <span className="hidden sm:block">Team</span>
        <span className="text-right">ADP</span>
        <span className="hidden text-right sm:block">vs ADP</span>
        <span className="hidden text-right sm:block">Move</span>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        // Rows mount while a drag autoscrolls: measure them as they come.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragStart={({ active }) => setActiveId(String(active.id))}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!reorderable}>
          <ol
            ref={list}
            aria-label="Your rankings"
            data-testid="ranking-list"
            style={{ paddingTop: padTop, paddingBottom: padBottom }}
          >
            {shown.map((row) => (
              <RankingRow
                key={row.id}
                row={row}
                total={total}
                reorderable={reorderable}
                reducedMotion={reducedMotion}
                onMove={onMove}
                onAskRank={onAskRank}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
});
