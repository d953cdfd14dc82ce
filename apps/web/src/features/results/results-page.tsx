import { PICKEM_ENDPOINTS, type PickemEntry, type SportId } from '@kennel/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CircleDollarSign } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { type HttpClient, useHttpClient } from '../../shared/api/index.ts';
import { pickemQueryKeys } from '../../shared/api/pickem.ts';
import { EntryCard } from '../../shared/pickem-entries/entry-card.tsx';
import { EntryFilters, entryScope, scopeFilter } from '../../shared/pickem-entries/entry-filters.tsx';
import { repricedNote } from '../../shared/pickem-entries/pick-progress.ts';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { type GameType, gameProductOf, gameTypeTabs } from '../../shared/products/index.ts';
import { buttonClasses, PageHeader, Tabs } from '../../shared/ui/index.ts';
import { BestBallResults } from './best-ball-results.tsx';
import { ResultBadge } from './result-badge.tsx';
import { ResultList } from './result-list.tsx';

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

function PickemResults({ filter }: { filter: ReturnType<typeof scopeFilter> }): ReactNode {
  const http = useHttpClient();
  const results = useInfiniteQuery(settledEntriesQueryOptions(http, filter));
  const entries = (results.data?.pages ?? []).flatMap((page) => page.entries);
  return (
    <ResultList
      heading="Pick'em results"
      results={results}
      empty={
        entries.length === 0 && {
          icon: <CircleDollarSign aria-hidden="true" />,
          title: 'No settled entries yet',
          body: 'Entries land here with what they paid as soon as every game in them is final.',
          action: (
            <>
              <Link to="/live/pick-em" className={buttonClasses()}>
                Follow live entries
              </Link>
              <Link to="/average-results" className={buttonClasses({ variant: 'secondary' })}>
                Average results
              </Link>
            </>
          ),
        }
      }
    >
      {() => entries.map((entry) => <SettledEntry key={entry.id} entry={entry} />)}
    </ResultList>
  );
}

type ResultsFilter = ReturnType<typeof scopeFilter>;

/** Each game's settled entries (the registry's games; one missing here fails the build). */
const RESULTS_VIEWS: Record<GameType, (props: { filter: ResultsFilter }) => ReactNode> = {
  'pick-em': PickemResults,
  'best-ball': BestBallResults,
};

/** `/results/:gameType?/:sportId?/:slateId?`: settled entries with what they paid. */
export function ResultsPage() {
  useDocumentTitle('Results');
  const scope = entryScope(useParams());
  const product = gameProductOf(scope.gameType);
  const Results = RESULTS_VIEWS[product.gameType];
  return (
    <div data-page="results" className="flex flex-col gap-5">
      <PageHeader
        eyebrow="Results"
        title="Results"
        subtitle={product.resultsSubtitle}
        actions={
          <Link to="/average-results" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Average results
          </Link>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Tabs label="Game type" value={product.gameType} items={gameTypeTabs('/results')} />
        <EntryFilters base="/results" scope={scope} when="recent" />
      </div>
      <Results filter={scopeFilter(scope)} />
    </div>
  );
}
