import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect } from 'react';
import { OVERSCAN_ROWS, type PoolWindowProps, ROW_HEIGHT, SERVER_ROWS } from './player-pool.tsx';

// The pool's virtual list, in its own chunk: the room's first screen draws its first rows without it
// (player-pool.tsx), so TanStack Virtual (about 10 KB gzipped) loads beside it, not before it (issue 25).
// It draws nothing: it says which rows the pool draws, so the rows the first screen drew stay.

/** The draftable players near the pool's scrolled view (hundreds of rows), reported to the pool. */
export const PoolWindowRows = memo(function PoolWindowRows({
  count,
  scrollRef,
  scrollToRow,
  onRange,
}: PoolWindowProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    // Its first range is the first rows as they were drawn before its code came in, then it measures.
    initialRect: { width: 0, height: SERVER_ROWS * ROW_HEIGHT },
  });
  useEffect(() => {
    scrollToRow.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });
    return () => {
      scrollToRow.current = null;
    };
  }, [virtualizer, scrollToRow]);
  const drawn = virtualizer.getVirtualItems();
  const first = drawn[0]?.index ?? 0;
  const last = drawn.at(-1)?.index ?? -1;
  // Before the browser paints: the pool draws these rows in the same frame.
  useLayoutEffect(() => onRange({ first, last }), [onRange, first, last]);
  return null;
});
