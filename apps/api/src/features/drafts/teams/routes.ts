import { BEST_BALL_TEAMS_ENDPOINTS as E } from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import { readExposure } from './exposure.ts';
import type { LiveStandings } from './live-standings.ts';
import { getTeam, listTeams } from './read-teams.ts';

/** My drafts: the player's teams (active, completed, one) and their exposure per slate. */
export function bestBallTeamsRoutes(
  app: App,
  { db, clock, standings }: { db: Database; clock: Clock; standings?: LiveStandings },
) {
  route(app, E.listBestBallTeams, async ({ user, query }) => ({
    ...(await listTeams(db, user.id, query, standings)),
    server_now: clock().toISOString(),
  }));
  route(app, E.getBestBallTeam, async ({ user, params }) => getTeam(db, user.id, params.entryId, standings));
  route(app, E.getExposure, async ({ user, query }) =>
    readExposure(db, user.id, { slate: query.slate, contestStyle: query.contest_style }),
  );
}
