import { CONTEST_ENDPOINTS, CONTEST_ENTRIES_CHANGED } from '@kennel/core';
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { PlayerLocation } from '../location/service.ts';
import type { ContestsService } from './service.ts';

const { contests: lobby, contest, enterContest } = CONTEST_ENDPOINTS;

export interface ContestRouteOptions {
  contests: ContestsService;
  /** Locates the player for a paid action, before its money transaction opens (as deposits do). */
  locate: (request: FastifyRequest, userId: string) => Promise<PlayerLocation>;
  realtime: RealtimeHub;
}

export function contestRoutes(app: App, { contests, locate, realtime }: ContestRouteOptions) {
  // Waiting entries and open drafts: on connect, and after every change (bought, seated, refunded).
  realtime.publishSnapshots(CONTEST_ENTRIES_CHANGED, (userId) => contests.snapshot(userId));

  // Guests see the lobby too; a signed-in player also sees their own entry counts.
  route(app, lobby, async ({ request, reply, query }) => {
    await optionalUser(request, reply);
    return contests.list(query, request.user?.id ?? null);
  });

  route(app, contest, async ({ request, reply, params }) => {
    await optionalUser(request, reply);
    return contests.get(params.contestId, request.user?.id ?? null);
  });

  route(app, enterContest, async ({ request, user, params, body, run }) => {
    const location = await locate(request, user.id);
    return contests.enter({
      userId: user.id,
      contestId: params.contestId,
      quantity: body.quantity,
      usePromo: body.use_promo,
      location,
      save: run.save,
    });
  });
}
