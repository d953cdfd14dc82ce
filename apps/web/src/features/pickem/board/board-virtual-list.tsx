import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type BoardListProps, columnsFor } from './board-list.tsx';

// The board's virtual list (ADR 0023), in its own chunk: the first screen is the server's grid
// (board-list.tsx), so TanStack Virtual (about 10 KB gzipped) loads beside it, not before it (issue 25).

/** A card's height before it is measured (a player with two lines, on a phone). */
const ESTIMATED_ROW_PX = 200;
const GAP_PX = 12;
/** Rows from the end at which the next page is asked for, so it arrives before the player gets there. */
const ROWS_BEFORE_END = 8;

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

export function VirtualList<Item>({ items, keyOf, renderItem, onNearEnd }: BoardListProps<Item>) {
  const list = useRef<HTMLDivElement>(null);
  const { columns, top } = useListGeometry(list);
  const rows = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ESTIMATED_ROW_PX + GAP_PX,
    overscan: 3,
    scrollMargin: top,
    // The window's size from the start: with none, the first commit drew a row or two and the
    // virtualizer drew the screen again at once when it measured the window (a second long commit).
    initialRect:
      typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
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
