import { SPORTS_ENDPOINTS } from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import { getGame, getSlate, listGames, listSlates, sportsOverview } from './read-games.ts';
import { decodeNewsCursor, listNews } from './read-news.ts';
import { getPlayer, listPlayers } from './read-players.ts';

const HOUR_MS = 3_600_000;

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new ApiProblem('not_found');
  return value;
}

/** The contract's id parameter (its schema is keyed by name, so the type cannot say it is there). */
function idOf(value: string | undefined): string {
  return found(value);
}

/** The public read API of the sports world (no sign-in: sports data is not personal). */
export function sportsRoutes(app: App, { db, clock }: { db: Database; clock: Clock }) {
  route(app, SPORTS_ENDPOINTS.listSports, async () => ({ data: await sportsOverview(db, clock()) }));

  route(app, SPORTS_ENDPOINTS.listSlates, async ({ query }) => ({
    data: await listSlates(db, { sportId: query.sport_id, when: query.when }),
  }));

  route(app, SPORTS_ENDPOINTS.getSlate, async ({ params }) => ({
    data: found(await getSlate(db, idOf(params.slateId))),
  }));

  route(app, SPORTS_ENDPOINTS.listGames, async ({ query }) => ({
    data: await listGames(db, {
      sportId: query.sport_id,
      slateId: query.slate_id,
      status: query.status,
      from: query.from ? new Date(query.from) : new Date(clock().getTime() - 12 * HOUR_MS),
      limit: query.limit,
    }),
  }));

  route(app, SPORTS_ENDPOINTS.getGame, async ({ params }) => ({
    data: found(await getGame(db, idOf(params.gameId))),
  }));

  route(app, SPORTS_ENDPOINTS.listPlayers, async ({ query }) => ({
    data: await listPlayers(db, {
      sportId: query.sport_id,
      teamId: query.team_id,
      q: query.q,
      limit: query.limit,
    }),
  }));

  route(app, SPORTS_ENDPOINTS.getPlayer, async ({ params }) => ({
    data: found(await getPlayer(db, idOf(params.playerId), clock())),
  }));

  route(app, SPORTS_ENDPOINTS.listNews, async ({ query }) => {
    const before = query.before === undefined ? undefined : decodeNewsCursor(query.before);
    if (query.before !== undefined && !before) {
      throw new ApiProblem('invalid_request', {
        fields: { before: 'Use the next_before of an earlier page.' },
      });
    }
    return listNews(db, {
      sportId: query.sport_id,
      playerId: query.player_id,
      teamId: query.team_id,
      kind: query.kind,
      before,
      limit: query.limit,
    });
  });
}
