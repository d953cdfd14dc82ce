import type { SportId } from '@kennel/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHttpClient } from '../../shared/api/index.ts';
import { gamesQueryOptions, sportsQueryKeys } from '../../shared/api/sports.ts';
import { serverNow } from '../../shared/clock/index.ts';
import { GameChip, newerGame } from '../../shared/sports/index.ts';
import { ScrollRegion, Skeleton } from '../../shared/ui/index.ts';

/** Midnight on this device's calendar, of the day it is by the server's clock. */
function startOfToday(): string {
  const day = new Date(serverNow());
  day.setHours(0, 0, 0, 0);
  return day.toISOString();
}

/** The sport's games today (live ones follow their scores), or the next ones when today has none. */
export function GamesStrip({ sportId }: { sportId: SportId }) {
  const http = useHttpClient();
  const [from] = useState(startOfToday);
  const games = useQuery(gamesQueryOptions(http, { sport_id: sportId, from, limit: 30 }));
  const tomorrow = new Date(from).getTime() + 86_400_000;
  const all = games.data ?? [];
  const today = all.filter((game) => new Date(game.starts_at).getTime() < tomorrow);
  const shown = today.length > 0 ? today : all.slice(0, 8);
  // The chips' live copies (pushes land there), so the count follows games going live and ending.
  const current = useQueries({
    queries: today.map((game) => ({
      queryKey: sportsQueryKeys.liveGame(game.id),
      queryFn: () => game,
      initialData: game,
      staleTime: Number.POSITIVE_INFINITY,
      enabled: false,
    })),
  });
  const live = today.filter(
    (game, index) => newerGame(current[index]?.data, game)?.status === 'in_progress',
  ).length;
  if (games.isError || (games.isSuccess && shown.length === 0)) return null;

  return (
    <section aria-label={today.length > 0 ? 'Games today' : 'Next games'} className="flex flex-col gap-2.5">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-bold text-muted text-xs uppercase tracking-wider">
          {today.length > 0 || games.isPending ? 'Games today' : 'Next games'}
        </h2>
        {live > 0 && <span className="font-semibold text-danger text-xs">{live} live</span>}
      </div>
      <ScrollRegion
        label={`${today.length > 0 ? 'Games today' : 'Next games'}, scrolls sideways`}
        className="scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-2.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:scroll-px-0 sm:px-0"
      >
        {games.isPending
          ? [0, 1, 2, 3].map((slot) => (
              <Skeleton radius="2xl" key={slot} className="h-[92px] w-40 shrink-0 sm:w-44" />
            ))
          : shown.map((game) => <GameChip key={game.id} game={game} className="snap-start" />)}
      </ScrollRegion>
    </section>
  );
}
