import type { NewsItemView, PlayerSummary, SportId, TeamSummary } from '@kennel/core';
import { teamName } from '@kennel/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowUp, Newspaper, SearchX, X } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useHttpClient } from '../../shared/api/index.ts';
import { newsQueryOptions } from '../../shared/api/sports.ts';
import { TeamAvatar, useNow } from '../../shared/sports/index.ts';
import { Button, EmptyState, Skeleton, SkeletonText, Tabs } from '../../shared/ui/index.ts';
import { type FeedFilters, newsFilter } from './news-filters.ts';
import { NewsItemCard } from './news-item-card.tsx';
import { PlayerSearch } from './player-search.tsx';
import { StatusWatch } from './status-watch.tsx';
import { useLiveNews } from './use-live-news.ts';

export type NewsListProps = {
  sportId: SportId;
  filters: FeedFilters;
  onFiltersChange: (next: FeedFilters) => void;
  onOpenPlayer: (player: PlayerSummary) => void;
};

function FilterChip({ label, avatar, onClear }: { label: string; avatar?: ReactNode; onClear: () => void }) {
  return (
    <span className="inline-flex h-8 items-center gap-1.5 rounded-full bg-brand/12 pr-1 pl-1.5 font-semibold text-brand text-xs">
      {avatar}
      {label}
      <button
        type="button"
        onClick={onClear}
        aria-label={`Clear ${label}`}
        className="flex size-6 items-center justify-center rounded-full hover:bg-brand/15"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </span>
  );
}

/** Who a team or player filter names, read from the items it matched (or the one picked). */
function filterNames(items: readonly NewsItemView[], filters: FeedFilters, picked: PlayerSummary | null) {
  const team = filters.teamId
    ? (items
        .flatMap((item) => [...item.teams, ...item.players.flatMap((p) => (p.team ? [p.team] : []))])
        .find((candidate) => candidate.id === filters.teamId) ?? null)
    : null;
  const player = filters.playerId
    ? ((picked?.id === filters.playerId
        ? picked
        : items.flatMap((item) => item.players).find((candidate) => candidate.id === filters.playerId)) ??
      null)
    : null;
  return { team, player };
}

/** The feed itself: filters, the "new updates" pill, the items newest first and "Load more". */
export function NewsList({ sportId, filters, onFiltersChange, onOpenPlayer }: NewsListProps) {
  const http = useHttpClient();
  const now = useNow();
  const [picked, setPicked] = useState<PlayerSummary | null>(null);
  const news = useInfiniteQuery(newsQueryOptions(http, newsFilter(sportId, filters)));
  const items = useMemo(() => news.data?.pages.flatMap((page) => page.data) ?? [], [news.data]);
  const loadedIds = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const live = useLiveNews(http, sportId, filters, loadedIds);
  const names = filterNames(items, filters, picked);
  const filtered = Boolean(filters.teamId || filters.playerId || filters.kind === 'injuries');

  const pickTeam = (team: TeamSummary) =>
    onFiltersChange({ ...filters, teamId: team.id, playerId: undefined });
  const pickPlayer = (player: PlayerSummary) => {
    setPicked(player);
    onFiltersChange({ ...filters, playerId: player.id, teamId: undefined });
  };

  let body: ReactNode;
  if (news.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-5 w-4/5" />
            <SkeletonText lines={2} />
            <div className="flex gap-2">
              <Skeleton radius="2xl" className="h-11 w-40" />
              <Skeleton radius="full" className="h-6 w-20 self-center" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (news.isError) {
    body = (
      <EmptyState
        icon={<Newspaper aria-hidden="true" />}
        title="The news did not load"
        body="Check your connection and try again."
        action={<Button onClick={() => void news.refetch()}>Try again</Button>}
      />
    );
  } else if (items.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title="No news matches these filters"
        body="Try all news, or another team or player."
        action={
          <Button variant="secondary" onClick={() => onFiltersChange({ kind: 'all' })}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Newspaper aria-hidden="true" />}
        title="No news yet"
        body="Injury reports, lineup moves and status changes will show here the moment they break."
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <ol aria-label="News" className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <NewsItemCard
                item={item}
                now={now}
                fresh={live.freshIds.has(item.id)}
                onOpenPlayer={onOpenPlayer}
                onPickTeam={pickTeam}
              />
            </li>
          ))}
        </ol>
        {news.hasNextPage ? (
          <Button
            variant="secondary"
            fullWidth
            loading={news.isFetchingNextPage}
            onClick={() => void news.fetchNextPage()}
          >
            Load more
          </Button>
        ) : (
          <p className="py-2 text-center text-muted text-xs">You’re all caught up.</p>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px] lg:items-start">
      <section aria-label="News feed" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Tabs
            label="Kind of news"
            value={filters.kind}
            onValueChange={(kind) => onFiltersChange({ ...filters, kind: kind as FeedFilters['kind'] })}
            items={[
              { value: 'all', label: 'All news' },
              { value: 'injuries', label: 'Injuries' },
            ]}
          />
          <div className="sm:w-72">
            <PlayerSearch sportId={sportId} onPick={pickPlayer} />
          </div>
        </div>
        {(filters.teamId || filters.playerId) && (
          <div className="flex flex-wrap items-center gap-2">
            {filters.teamId && (
              <FilterChip
                label={names.team ? teamName(names.team) : 'Team'}
                avatar={names.team ? <TeamAvatar team={names.team} size="2xs" /> : undefined}
                onClear={() => onFiltersChange({ ...filters, teamId: undefined })}
              />
            )}
            {filters.playerId && (
              <FilterChip
                label={names.player ? `${names.player.first_name} ${names.player.last_name}` : 'Player'}
                onClear={() => onFiltersChange({ ...filters, playerId: undefined })}
              />
            )}
          </div>
        )}
        {live.count > 0 && (
          <div className="sticky top-3 z-10 flex justify-center">
            <button
              type="button"
              onClick={() => {
                live.show();
                window.scrollTo?.({ top: 0, behavior: 'smooth' });
              }}
              className="flex h-9 items-center gap-1.5 rounded-full bg-brand px-4 font-bold text-brand-contrast text-sm shadow-raised transition-transform hover:scale-[1.03]"
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              {live.count} new {live.count === 1 ? 'update' : 'updates'}
            </button>
          </div>
        )}
        {body}
      </section>
      <div className="sticky top-20 hidden lg:block">
        <StatusWatch items={items} onOpenPlayer={onOpenPlayer} />
      </div>
    </div>
  );
}
