import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useState } from 'react';
import { type BoardWindowProps, columnsFor } from './board-list.tsx';

// The board's virtual list (ADR 0023), in its own chunk: the first screen is the server's grid
// (board-list.tsx), so TanStack Virtual (about 10 KB gzipped) loads beside it, not before it (issue 25).
// It draws nothing: it says which rows the board draws, so the cards the first screen drew stay.

/** A card's height before it is measured (a player with two lines, on a phone). */
const ESTIMATED_ROW_PX = 200;
const GAP_PX = 12;
/** Rows from the end at which the next page is asked for, so it arrives before the player gets there. */
const ROWS_BEFORE_END = 8;

function useListGeometry(list: BoardWindowProps['list']) {
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

/** The rows of the board near the viewport, measured as they are drawn; reported to the board. */
export const BoardWindowRows = memo(function BoardWindowRows({
  list,
  count,
  rowKey,
  onWindow,
  onNearEnd,
}: BoardWindowProps) {
  const { columns, top } = useListGeometry(list);
  const rows = Math.ceil(count / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ESTIMATED_ROW_PX + GAP_PX,
    overscan: 3,
    scrollMargin: top,
    // The window's size from the start: with none, the first commit drew a row or two and the
    // virtualizer drew the screen again at once when it measured the window (a second long commit).
    initialRect:
      typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    getItemKey: (row) => rowKey(row * columns),
    // A row is as tall as its cards (the grid stretches them), and the gap below it. An element not
    // laid out yet (or a test's DOM) measures 0: keep the estimate rather than pile rows up.
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size + GAP_PX : ESTIMATED_ROW_PX + GAP_PX;
    },
  });
  const drawn = virtualizer.getVirtualItems();
  const firstRow = drawn[0]?.index ?? 0;
  const lastRow = drawn.at(-1)?.index ?? -1;
  const offset = (drawn[0]?.start ?? top) - top;
  const height = virtualizer.getTotalSize();
  const measureRow = virtualizer.measureElement;
  // Before the browser paints: the board draws these rows in the same frame.
  useLayoutEffect(() => {
    onWindow({ columns, firstRow, lastRow, offset, height, measureRow });
  }, [onWindow, columns, firstRow, lastRow, offset, height, measureRow]);
  useEffect(() => {
    if (onNearEnd && lastRow >= rows - ROWS_BEFORE_END) onNearEnd();
  }, [onNearEnd, lastRow, rows]);
  return null;
});
