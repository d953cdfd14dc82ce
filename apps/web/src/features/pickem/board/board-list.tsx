import { type ReactNode, type RefObject, useCallback, useRef, useState } from 'react';
import { useHydrating } from '../../../shared/hydration/index.ts';
import { lazyPart, useLazyPart } from '../../../shared/ui/index.ts';

/** Cards per row by the list's own width: one on phones, two or three side by side on wider screens. */
export function columnsFor(width: number): number {
  if (width >= 980) return 3;
  if (width >= 600) return 2;
  return 1;
}

export interface BoardListProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Called when the rows in view come near the last one (a paged list loads its next page). */
  onNearEnd?: () => void;
}

/** Cards the server renders: a desktop's first screen (three columns, four rows), a phone's and more. */
const FIRST_SCREEN_CARDS = 12;

/** The rows the virtual list says to draw, and where (board-virtual-list.tsx). */
export interface BoardWindow {
  columns: number;
  /** The first and last row drawn (those in view and the overscan). */
  firstRow: number;
  lastRow: number;
  /** Where the first row drawn starts, px from the list's top. */
  offset: number;
  /** The list's height: every row, measured or estimated. */
  height: number;
  /** Measures a row by one of its cards' boxes (each carries its row as `data-index`). */
  measureRow: (element: Element | null) => void;
}

/** What the virtual list is given: it draws nothing itself, the board draws the rows it names. */
export interface BoardWindowProps {
  list: RefObject<HTMLDivElement | null>;
  count: number;
  /** A row's key: its first card's (a row's measured height stays with its cards). */
  rowKey: (firstIndex: number) => string | number;
  onWindow: (window: BoardWindow) => void;
  onNearEnd?: () => void;
}

/**
 * The virtual list's code (TanStack Virtual, ~10 KB gzipped), which the first screen does not need
 * (issue 25). A failed load is asked again by the next board that mounts; the first screen stays.
 */
const boardWindow = lazyPart(() =>
  import('./board-virtual-list.tsx').then((module) => module.BoardWindowRows),
);
// Asked for as soon as the board's code runs, beside the hydration of the server's first screen.
boardWindow.load().catch(() => undefined);

/**
 * The board's lines, only the rows near the viewport in the DOM (ADR 0023). The window scrolls, so a
 * phone keeps its native momentum and collapsing address bar.
 *
 * One grid in every state, each card keyed by its own key: the server's first screen (ADR 0043), the
 * hydrated one (ADR 0046) and the virtual list's rows are the same elements, so when the virtual list
 * takes over, the cards already on screen stay as they are (their effects, query observers and
 * clocks too) instead of being drawn again (bench/README.md, "The board's cards kept").
 */
export function BoardList<Item>({ items, keyOf, renderItem, onNearEnd }: BoardListProps<Item>) {
  const loaded = useLazyPart(boardWindow);
  // The browser hydrates the server's first screen as it is, then measures; until the virtual list's
  // code is in, the first screen stays as the server drew it.
  const WindowRows = useHydrating() ? undefined : loaded;
  const list = useRef<HTMLDivElement>(null);
  const [reported, setReported] = useState<BoardWindow | null>(null);
  const view = WindowRows ? reported : null;
  // A new function with new items: the virtual list keys its measured rows by it.
  const rowKey = useCallback(
    (firstIndex: number) => {
      const first = items[firstIndex];
      return first === undefined ? firstIndex : keyOf(first);
    },
    [items, keyOf],
  );
  const columns = view?.columns ?? 1;
  const from = view ? view.firstRow * columns : 0;
  const drawn = view ? items.slice(from, (view.lastRow + 1) * columns) : items.slice(0, FIRST_SCREEN_CARDS);
  return (
    <div
      ref={list}
      data-testid="board-list"
      data-columns={view?.columns}
      // Its rows' places are the virtual list's: the browser's scroll anchoring moving the page as
      // rows come and go above the view would fight it.
      className="@container relative w-full [overflow-anchor:none]"
      style={view ? { height: view.height } : undefined}
    >
      {/* Columns by container queries where nothing is measured yet (as `columnsFor` counts them). */}
      <div
        className="grid gap-3 @min-[600px]:grid-cols-2 @min-[980px]:grid-cols-3"
        style={
          view
            ? {
                transform: `translateY(${view.offset}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }
            : undefined
        }
      >
        {drawn.map((item, at) => {
          const index = from + at;
          // A card stretches to its row's height, so any of a row's cards measures the row.
          return (
            <div
              key={keyOf(item)}
              className="min-w-0"
              data-index={view ? Math.floor(index / columns) : undefined}
              ref={view && index % columns === 0 ? view.measureRow : undefined}
            >
              {renderItem(item)}
            </div>
          );
        })}
      </div>
      {WindowRows && (
        <WindowRows
          list={list}
          count={items.length}
          rowKey={rowKey}
          onWindow={setReported}
          onNearEnd={onNearEnd}
        />
      )}
    </div>
  );
}
