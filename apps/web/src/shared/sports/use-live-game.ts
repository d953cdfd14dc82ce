import type { GameSummary } from '@kennel/core';
import { gameTopic } from '@kennel/core/contracts/sports-topic';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sportsQueryKeys } from '../api/sports.ts';
import { type LiveTopicMessage, useLiveTopic } from '../realtime/index.ts';

/** Keeps the newer of two summaries: pushes and refetches can arrive in any order. */
export function newerGame(a: GameSummary | undefined, b: GameSummary | undefined): GameSummary | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.version > a.version ? b : a;
}

/** Writes a pushed summary into the cache unless the cache already holds a newer version. */
export function storeGamePush(queryClient: QueryClient, game: GameSummary): void {
  queryClient.setQueryData<GameSummary>(sportsQueryKeys.liveGame(game.id), (cached) =>
    newerGame(cached, game),
  );
}

/** Games that can still change on screen: a correction can follow a final, so only cancelled ones rest. */
export function followsLive(game: GameSummary): boolean {
  return game.status !== 'cancelled';
}

/**
 * The game as it is now: the summary the page fetched, replaced by any newer one pushed on
 * `game:<id>` while `live`, so score and clock move without a reload.
 */
export function useLiveGame(game: GameSummary, live = true): GameSummary {
  const queryClient = useQueryClient();
  const cached = useQuery({
    queryKey: sportsQueryKeys.liveGame(game.id),
    queryFn: () => game,
    initialData: game,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: false,
  }).data;
  const onMessage = useCallback(
    (message: LiveTopicMessage<GameSummary>) => {
      if (message.type === 'game') storeGamePush(queryClient, message.data);
    },
    [queryClient],
  );
  // Events may have been missed while the socket was down: the lists refetch, newest version wins.
  const onResync = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...sportsQueryKeys.all, 'games'] }),
    [queryClient],
  );
  useLiveTopic<GameSummary>(live && followsLive(game) ? gameTopic(game.id) : null, onMessage, onResync);
  return newerGame(cached, game) ?? game;
}
