import { type NewsItemView, newsTopic, type SportId } from '@kennel/core';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { HttpClient } from '../../shared/api/index.ts';
import { type NewsPage, newsQueryOptions } from '../../shared/api/sports.ts';
import { type LiveTopicMessage, useLiveTopic } from '../../shared/realtime/index.ts';
import { type FeedFilters, newsFilter } from './news-filters.ts';

/** Whether a pushed item belongs in the list as filtered (injury news is told apart by the server). */
function matches(item: NewsItemView, filters: FeedFilters): boolean {
  if (filters.teamId && !item.teams.some((team) => team.id === filters.teamId)) {
    if (!item.players.some((player) => player.team?.id === filters.teamId)) return false;
  }
  if (filters.playerId && !item.players.some((player) => player.id === filters.playerId)) return false;
  return true;
}

/**
 * Holds items pushed on `news:<sport>` aside, so the list does not jump under the reader; `show`
 * puts them on top (or reloads the first page when only the server can filter them, as for injuries).
 */
export function useLiveNews(
  http: HttpClient,
  sportId: SportId,
  filters: FeedFilters,
  loadedIds: ReadonlySet<string>,
) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<NewsItemView[]>([]);
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const filterKey = JSON.stringify(filters);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new sport or filter starts a new list.
  useEffect(() => {
    setWaiting([]);
    setFreshIds(new Set());
  }, [sportId, filterKey]);

  const onMessage = useCallback(
    ({ type, data: item }: LiveTopicMessage<NewsItemView>) => {
      if (type !== 'news' || item.sport_id !== sportId || !matches(item, filters)) return;
      setWaiting((held) => (held.some((other) => other.id === item.id) ? held : [item, ...held]));
    },
    [sportId, filters],
  );
  // After a reconnect, items may have been missed: the feed reloads from the newest.
  const onResync = useCallback(
    () =>
      void queryClient.invalidateQueries({
        queryKey: newsQueryOptions(http, newsFilter(sportId, filters)).queryKey,
      }),
    [queryClient, http, sportId, filters],
  );
  useLiveTopic<NewsItemView>(newsTopic(sportId), onMessage, onResync);

  const unseen = waiting.filter((item) => !loadedIds.has(item.id));

  const show = useCallback(() => {
    const options = newsQueryOptions(http, newsFilter(sportId, filters));
    if (filters.kind === 'injuries') {
      void queryClient.resetQueries({ queryKey: options.queryKey });
    } else {
      const newest = [...unseen].sort((a, b) => b.published_at.localeCompare(a.published_at));
      queryClient.setQueryData<InfiniteData<NewsPage, string>>(options.queryKey, (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, data: [...newest, ...first!.data] }, ...rest] };
      });
    }
    setFreshIds(new Set(unseen.map((item) => item.id)));
    setWaiting([]);
  }, [http, sportId, filters, queryClient, unseen]);

  return { count: unseen.length, show, freshIds };
}
