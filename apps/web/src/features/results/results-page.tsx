import { PICKEM_ENDPOINTS, type PickemEntry, type SportId } from '@kennel/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CircleDollarSign } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { type HttpClient, useHttpClient } from '../../shared/api/index.ts';
import { pickemQueryKeys } from '../../shared/api/pickem.ts';
import { EntryCard } from '../../shared/pickem-entries/entry-card.tsx';
import { EntryFilters, entryScope, scopeFilter } from '../../shared/pickem-entries/entry-filters.tsx';
import { repricedNote } from '../../shared/pickem-entries/pick-progress.ts';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { Button, buttonClasses, EmptyState, PageHeader, Skeleton, Tabs } from '../../shared/ui/index.ts';
import { BestBallResults } from './best-ball-results.tsx';
import { ResultBadge } from './result-badge.tsx';

const GAME_TYPES = [
  { value: 'pick-em', label: 'Pick’em' },
  { value: 'best-ball', label: 'Best ball' },
] as const;

/** Settled entries, page by page; under the entries key so a settlement or correction refreshes them. */
function settledEntriesQueryOptions(http: HttpClient, filter: { sport?: SportId; slate?: string }) {
  return infiniteQueryOptions({
    queryKey: [...pickemQueryKeys.entries, 'settled-pages', filter] as const,
    queryFn: ({ signal, pageParam }) =>
      http.call(
        PICKEM_ENDPOINTS.pickemEntries,
        { query: { ...filter, status: 'settled', limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

function SettledEntry({ entry }: { entry: PickemEntry }) {
  const note = repricedNote(entry);
  return (
    <EntryCard
      entry={entry}
      badge={<ResultBadge result={entry.result} />}
      money={{ label: entry.result === 'refunded' ? 'Refunded' : 'Paid', cents: entry.payout_cents ?? 0 }}
      notice={note ? <p className="text-muted text-xs">{note}</p> : undefined}
    />
  );
}

function PickemResults({ filter }: { filter: ReturnType<typeof scopeFilter> }) {
  const http = useHttpClient();
  const results = useInfiniteQuery(settledEntriesQueryOptions(http, filter));
  if (results.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  if (results.isError) {
    return (
      <EmptyState
        title="Your results could not be loaded"
        body={results.error.message}
        action={<Button onClick={() => void results.refetch()}>Try again</Button>}
      />
    );
  }
  const entries = results.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<CircleDollarSign aria-hidden="true" />}
        title="No settled entries yet"
        body="Entries land here with what they paid as soon as every game in them is final."
        action={
          <>
            <Link to="/live/pick-em" className={buttonClasses()}>
              Follow live entries
            </Link>
            <Link to="/average-results" className={buttonClasses({ variant: 'secondary' })}>
              Average results
            </Link>
          </>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">Pick'em results</h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        {entries.map((entry) => (
          <SettledEntry key={entry.id} entry={entry} />
        ))}
      </div>
      {results.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={results.isFetchingNextPage}
          onClick={() => void results.fetchNextPage()}
        >
          {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}

/** `/results/:gameType?/:sportId?/:slateId?`: settled entries with what they paid. */
export function ResultsPage() {
  useDocumentTitle('Results');
  const scope = entryScope(useParams());
  const pickem = scope.gameType === 'pick-em';
  return (
    <div data-page="results" className="flex flex-col gap-5">
      <PageHeader
        eyebrow="Results"
        title="Results"
        subtitle={
          pickem
            ? 'Your settled entries, each pick’s final stat, and what they paid.'
            : 'Your finished best ball teams with their final points, rank and prize.'
        }
        actions={
          <Link to="/average-results" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Average results
          </Link>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Tabs
          label="Game type"
          value={scope.gameType}
          items={GAME_TYPES.map((type) => ({ ...type, to: `/results/${type.value}` }))}
        />
        <EntryFilters base="/results" scope={scope} when="recent" />
      </div>
      {pickem ? (
        <PickemResults filter={scopeFilter(scope)} />
      ) : (
        <BestBallResults filter={scopeFilter(scope)} />
      )}
    </div>
  );
}
