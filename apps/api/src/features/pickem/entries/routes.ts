import { PICKEM_ENDPOINTS, PICKEM_ENTRIES_CHANGED } from '@kennel/core';
import type { FastifyRequest } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import type { RealtimeHub } from '../../../platform/realtime/hub.ts';
import type { PlayerLocation } from '../../location/service.ts';
import type { PickemEntries } from './service.ts';

const { submitPickemEntry, pickemEntries, pickemEntry, cancelPickemEntry } = PICKEM_ENDPOINTS;

export interface PickemEntryRouteOptions {
  entries: PickemEntries;
  /** Locates the player for a paid action, before its money transaction opens (as deposits do). */
  locate: (request: FastifyRequest, userId: string) => Promise<PlayerLocation>;
  realtime: RealtimeHub;
}

export function pickemEntryRoutes(app: App, { entries, locate, realtime }: PickemEntryRouteOptions) {
  // The navigation's counts and the settled-entry toasts: on connect, and after every change.
  realtime.publishSnapshots(PICKEM_ENTRIES_CHANGED, (userId) => entries.snapshot(userId));

  route(app, submitPickemEntry, async ({ request, user, body, run }) => {
    const location = await locate(request, user.id);
    return entries.submit({ userId: user.id, request: body, location, save: run.save });
  });

  route(app, pickemEntries, async ({ user, query }) =>
    entries.list({
      userId: user.id,
      status: query.status,
      sportId: query.sport,
      slateId: query.slate,
      cursor: query.cursor,
      limit: query.limit,
    }),
  );

  route(app, pickemEntry, async ({ user, params }) => entries.get(user.id, params.entryId));

  route(app, cancelPickemEntry, async ({ user, params, run }) =>
    entries.cancel(user.id, params.entryId, run.save),
  );
}
