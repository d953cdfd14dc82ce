import type { ReactNode } from 'react';
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

/**
 * The virtual list's code (TanStack Virtual, ~10 KB gzipped), which the first screen does not need
 * (issue 25). A failed load is asked again by the next board that mounts; the first screen stays.
 */
const virtualList = lazyPart(() => import('./board-virtual-list.tsx').then((module) => module.VirtualList));
// Asked for as soon as the board's code runs, beside the hydration of the server's first screen.
virtualList.load().catch(() => undefined);

/**
 * The board's lines, only the rows near the viewport in the DOM (ADR 0023). The window scrolls, so a
 * phone keeps its native momentum and collapsing address bar.
 */
export function BoardList<Item>({ items, keyOf, renderItem, onNearEnd }: BoardListProps<Item>) {
  const VirtualList = useLazyPart(virtualList);
  // The browser hydrates the server's first screen as it is (ADR 0046), then measures; until the
  // virtual list's code is in, the first screen stays as the server drew it.
  if (useHydrating() || !VirtualList)
    return <FirstScreen items={items} keyOf={keyOf} renderItem={renderItem} />;
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
