import { gameTopic, type PickemEntry, type SportId } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useHttpClient } from '../../shared/api/index.ts';
import { pickemEntriesQueryOptions } from '../../shared/api/pickem.ts';
import { LIVE_REFETCH_THROTTLE_MS, throttle, useLiveTopics } from '../../shared/realtime/index.ts';
import { useServerClockOffset } from '../../shared/sports/server-clock.ts';

export { LIVE_REFETCH_THROTTLE_MS, throttle } from '../../shared/realtime/index.ts';

/**
 * The two lists are fetched apart, so for a moment an entry that just went live can be in both: an
 * entry never goes back from live to upcoming, so the live one wins.
 */
export function liveAndUpcoming(live: readonly PickemEntry[], upcoming: readonly PickemEntry[]) {
  const liveIds = new Set(live.map((entry) => entry.id));
  return { live: [...live], upcoming: upcoming.filter((entry) => !liveIds.has(entry.id)) };
}

/**
 * The player's live and upcoming entries for the scope, kept current: every push on `game:<id>` of
 * one of their games refetches them (throttled), since the entry carries each pick's stat so far.
 */
export function useLiveEntries(scope: { sport?: SportId; slate?: string }) {
  const http = useHttpClient();
  const live = useQuery(pickemEntriesQueryOptions(http, { ...scope, status: 'live' }));
  const upcoming = useQuery(pickemEntriesQueryOptions(http, { ...scope, status: 'upcoming' }));
  const sections = useMemo(
    () => liveAndUpcoming(live.data?.entries ?? [], upcoming.data?.entries ?? []),
    [live.data, upcoming.data],
  );
  const entries: PickemEntry[] = useMemo(() => [...sections.live, ...sections.upcoming], [sections]);
  const topics = useMemo(
    () => [...new Set(entries.flatMap((entry) => entry.games.map((game) => gameTopic(game.id))))].sort(),
    [entries],
  );

  const refetchers = useRef({ live: live.refetch, upcoming: upcoming.refetch });
  refetchers.current = { live: live.refetch, upcoming: upcoming.refetch };
  const refresh = useMemo(
    () =>
      throttle(() => {
        void refetchers.current.live();
        void refetchers.current.upcoming();
      }, LIVE_REFETCH_THROTTLE_MS),
    [],
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  useLiveTopics(
    topics,
    () => refresh.call(),
    () => refresh.call(),
  );

  // Cancel windows count down on the server's clock: a phone whose clock is off sees the true time left.
  const clockOffsetMs = useServerClockOffset(upcoming.data?.server_now, upcoming.dataUpdatedAt);

  return {
    live: sections.live,
    upcoming: sections.upcoming,
    clockOffsetMs,
    pending: live.isPending || upcoming.isPending,
    error: live.error ?? upcoming.error,
    retry: () => {
      void live.refetch();
      void upcoming.refetch();
    },
  };
}
