import { isSportId, type PlayerSummary, SPORT_IDS, SPORTS, type SportId } from '@kennel/core';
import { Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { SportIcon } from '../../shared/icons/index.ts';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { PlayerCard } from '../../shared/sports/index.ts';
import { buttonClasses, EmptyState, PageHeader, Tabs } from '../../shared/ui/index.ts';
import { GamesStrip } from './games-strip.tsx';
import { type FeedFilters, filtersFromSearch, searchFromFilters } from './news-filters.ts';
import { NewsList } from './news-list.tsx';

const DEFAULT_SPORT: SportId = 'nfl';

function SportTabs({ sportId, prefix }: { sportId: string; prefix: string }) {
  return (
    <Tabs
      label="Sports"
      variant="pill"
      value={sportId}
      items={SPORT_IDS.map((sport) => ({
        value: sport,
        label: SPORTS[sport].league === 'Premier League' ? 'Soccer' : SPORTS[sport].league,
        icon: <SportIcon sport={sport} size={18} />,
        to: `${prefix}/news-feed/${sport}`,
      }))}
    />
  );
}

/** `/news-feed/:sportId?` and `/m/news-feed/:sportId`: player news from the sports data feed. */
export function NewsFeedPage() {
  useDocumentTitle('Player news');
  const { sportId } = useParams();
  const prefix = useLocation().pathname.startsWith('/m/') ? '/m' : '';
  const [search, setSearch] = useSearchParams();
  const searchKey = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same address keeps the same filters object.
  const filters = useMemo(() => filtersFromSearch(search), [searchKey]);
  const [openPlayer, setOpenPlayer] = useState<PlayerSummary | null>(null);

  if (sportId === undefined) return <Navigate replace to={`${prefix}/news-feed/${DEFAULT_SPORT}`} />;

  const header = (
    <PageHeader
      eyebrow="News"
      title="Player news"
      subtitle="Injuries, lineup moves and status changes as they break."
    />
  );
  if (!isSportId(sportId)) {
    return (
      <div data-page="news-feed" className="flex flex-col gap-5">
        {header}
        <SportTabs sportId={sportId} prefix={prefix} />
        <EmptyState
          icon={<Trophy aria-hidden="true" />}
          title="No news feed for this sport"
          body="Kennel covers the NFL, NBA, MLB, NHL and Premier League soccer."
          action={
            <Link
              to={`${prefix}/news-feed/${DEFAULT_SPORT}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              Open NFL news
            </Link>
          }
        />
      </div>
    );
  }

  const onFiltersChange = (next: FeedFilters) => setSearch(searchFromFilters(next), { replace: true });

  return (
    <div data-page="news-feed" className="flex flex-col gap-5">
      {header}
      <SportTabs sportId={sportId} prefix={prefix} />
      <GamesStrip key={`games-${sportId}`} sportId={sportId} />
      <NewsList
        key={`news-${sportId}`}
        sportId={sportId}
        filters={filters}
        onFiltersChange={onFiltersChange}
        onOpenPlayer={setOpenPlayer}
      />
      <PlayerCard
        playerId={openPlayer?.id ?? null}
        preview={openPlayer ?? undefined}
        onClose={() => setOpenPlayer(null)}
      />
    </div>
  );
}
