import { type GameSummary, gameTopic, type SportsbookBet } from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { sportsbookQueryKeys } from '../../shared/api/sportsbook.ts';
import { LIVE_REFETCH_THROTTLE_MS, throttle, useLiveTopics } from '../../shared/realtime/index.ts';
import { storeGamePush } from '../../shared/sports/index.ts';

const settles = (game: GameSummary) => game.status !== 'final' && game.status !== 'cancelled';

/**
 * Keeps open bets current while they are on screen: each leg's game is followed on its
 * `game:<id>` topic (the legs show the pushed score and clock at once), and a push reloads the
 * open bets (throttled: a scoring play's burst is one reload) for the props' totals so far and the
 * cash out offers, which move with the game.
 */
export function useLiveBets(bets: readonly SportsbookBet[]): void {
  const queryClient = useQueryClient();
  const topics = useMemo(
    () =>
      [
        ...new Set(
          bets
            .filter((bet) => bet.state === 'open')
            .flatMap((bet) => bet.games.filter(settles).map((game) => gameTopic(game.id))),
        ),
      ].sort(),
    [bets],
  );
  const refresh = useMemo(
    () =>
      throttle(
        () => void queryClient.invalidateQueries({ queryKey: sportsbookQueryKeys.betList('open') }),
        LIVE_REFETCH_THROTTLE_MS,
      ),
    [queryClient],
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  useLiveTopics<GameSummary>(
    topics,
    (message) => {
      if (message.type === 'game') storeGamePush(queryClient, message.data);
      refresh.call();
    },
    () => refresh.call(),
  );
}
