import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHydrating } from '../../../shared/hydration/index.ts';

/** A card's height before it is measured (a player with two lines, on a phone). */
const ESTIMATED_ROW_PX = 200;
const GAP_PX = 12;
/** Rows from the end at which the next page is asked for, so it arrives before the player gets there. */
const ROWS_BEFORE_END = 8;

/** Cards per row by the list's own width: one on phones, two or three side by side on wider screens. */
export function columnsFor(width: number): number {
  if (width >= 980) return 3;
  if (width >= 600) return 2;
  return 1;
}

function useListGeometry(list: React.RefObject<HTMLDivElement | null>) {
  const [geometry, setGeometry] = useState({ columns: 1, top: 0 });
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { columns: columnsFor(rect.width), top: rect.top + window.scrollY };
      setGeometry((held) => (held.columns === next.columns && held.top === next.top ? held : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The filters above the list can change height (a wrapped chip row), moving its top.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [list]);
  return geometry;
}

interface BoardListProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Called when the rows in view come near the last one (a paged list loads its next page). */
  onNearEnd?: () => void;
}

/** Cards the server renders: a desktop's first screen (three columns, four rows), a phone's and more. */
const FIRST_SCREEN_CARDS = 12;

/**
 * The board's lines, only the rows near the viewport in the DOM (ADR 0023). The window scrolls, so a
 * phone keeps its native momentum and collapsing address bar.
 */
export function BoardList<Item>({ items, keyOf, renderItem, onNearEnd }: BoardListProps<Item>) {
  // The browser hydrates the server's first screen as it is (ADR 0046), then measures.
  if (useHydrating()) return <FirstScreen items={items} keyOf={keyOf} renderItem={renderItem} />;
  return <VirtualList items={items} keyOf={keyOf} renderItem={renderItem} onNearEnd={onNearEnd} />;
}

/**
 * The first screen's cards as the server renders them (ADR 0043), where nothing can be measured,
 * and as the browser hydrates them:
 * a grid whose columns follow the list's own width as `columnsFor` does (container queries), so the
 * virtual list that replaces it in the browser puts the same cards in the same places.
 */
function FirstScreen<Item>({
  items,
  keyOf,
  renderItem,
}: Pick<BoardListProps<Item>, 'items' | 'keyOf' | 'renderItem'>) {
  return (
    <div data-testid="board-list" className="@container w-full">
      <div className="grid gap-3 @min-[600px]:grid-cols-2 @min-[980px]:grid-cols-3">
        {items.slice(0, FIRST_SCREEN_CARDS).map((item) => (
          <div key={keyOf(item)} className="min-w-0">
            {renderItem(item)}
          </div>
        ))}
      </div>
    </div>
  );
}

function VirtualList<Item>({ items, keyOf, renderItem, onNearEnd }: BoardListProps<Item>) {
  const list = useRef<HTMLDivElement>(null);
  const { columns, top } = useListGeometry(list);
  const rows = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ESTIMATED_ROW_PX + GAP_PX,
    overscan: 3,
    scrollMargin: top,
    getItemKey: (row) => {
      const first = items[row * columns];
      return first === undefined ? row : keyOf(first);
    },
    // An element not laid out yet (or a test's DOM) measures 0: keep the estimate rather than pile rows up.
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : ESTIMATED_ROW_PX + GAP_PX;
    },
  });
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && lastShown >= rows - ROWS_BEFORE_END) onNearEnd();
  }, [onNearEnd, lastShown, rows]);
  return (
    <div
      ref={list}
      data-testid="board-list"
      data-columns={columns}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className="absolute top-0 left-0 grid w-full gap-3"
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            paddingBottom: GAP_PX,
          }}
        >
          {items.slice(row.index * columns, row.index * columns + columns).map((item) => (
            <div key={keyOf(item)} className="min-w-0">
              {renderItem(item)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
