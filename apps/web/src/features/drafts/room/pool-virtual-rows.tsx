import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect } from 'react';
import { OVERSCAN_ROWS, ROW_HEIGHT, SERVER_ROWS, type VirtualPoolRowsProps } from './player-pool.tsx';

// The pool's virtual list, in its own chunk: the room's first screen draws its first rows without it
// (player-pool.tsx), so TanStack Virtual (about 10 KB gzipped) loads beside it, not before it (issue 25).

/** The draftable players, only the rows near the pool's scrolled view in the DOM (hundreds of rows). */
export function VirtualPoolRows({ visible, renderRow, scrollRef, scrollToRow }: VirtualPoolRowsProps) {
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    // Its first render draws the first rows as they were drawn before its code came in, then measures.
    initialRect: { width: 0, height: SERVER_ROWS * ROW_HEIGHT },
  });
  useEffect(() => {
    scrollToRow.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });
    return () => {
      scrollToRow.current = null;
    };
  }, [virtualizer, scrollToRow]);
  return (
    <ul aria-label="Players" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => renderRow(visible[item.index]!, item.start, item.size))}
    </ul>
  );
}
