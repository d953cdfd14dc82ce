import type { ReactNode } from 'react';
import { Loadable, type LoadableProps, LoadMore } from '../../shared/ui/index.ts';

/** The settled entries' query, page by page (TanStack's infinite query has these). */
export interface SettledPages {
  isPending: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface ResultListProps extends Pick<LoadableProps, 'empty' | 'skeletonHeight'> {
  /** Names the list for screen readers ("Pick'em results"). */
  heading: string;
  results: SettledPages;
  /** The result cards, keyed. */
  children: () => ReactNode;
}

/**
 * A game's finished entries: loading, error and empty states, then the cards two across on wide
 * screens, with "Load more" while pages remain.
 */
export function ResultList({ heading, results, empty, skeletonHeight, children }: ResultListProps) {
  return (
    <Loadable
      pending={results.isPending}
      error={results.error}
      onRetry={() => void results.refetch()}
      what="Your results"
      skeletonHeight={skeletonHeight}
      empty={empty}
    >
      {() => (
        <div className="flex flex-col gap-4">
          <h2 className="sr-only">{heading}</h2>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">{children()}</div>
          <LoadMore
            more={results.hasNextPage}
            loading={results.isFetchingNextPage}
            load={() => void results.fetchNextPage()}
          />
        </div>
      )}
    </Loadable>
  );
}
