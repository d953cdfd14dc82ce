import type { ReactNode } from 'react';
import { LoadMore } from '../../shared/ui/index.ts';

export interface ResultListProps {
  /** Names the list for screen readers ("Pick'em results"). */
  heading: string;
  /** The settled query's paging. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  /** The result cards, keyed. */
  children: ReactNode;
}

/** A game's finished entries as cards, two across on wide screens, with "Load more" while pages remain. */
export function ResultList({ heading, pages, children }: ResultListProps) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{heading}</h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">{children}</div>
      <LoadMore
        more={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        load={() => void pages.fetchNextPage()}
      />
    </div>
  );
}
