import { SPORTSBOOK_BETS_CHANGED, SPORTSBOOK_ENDPOINTS } from '@kennel/core';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import type { RealtimeHub } from '../../../platform/realtime/hub.ts';
import type { PlayerLocation } from '../../location/service.ts';
import type { createCashOut } from './cash-out.ts';
import { listBets } from './read-bets.ts';
import type { SportsbookBets } from './service.ts';

const { cashOutSportsbookBet, placeSportsbookBet, sportsbookBets } = SPORTSBOOK_ENDPOINTS;

export interface BetRouteOptions {
  bets: SportsbookBets;
  cashOut: ReturnType<typeof createCashOut>;
  db: Database;
  clock: Clock;
  /** Locates the player for a paid action, before its money transaction opens. */
  locate: (request: FastifyRequest, userId: string) => Promise<PlayerLocation>;
  realtime: RealtimeHub;
}

export function sportsbookBetRoutes(
  app: App,
  { bets, cashOut, db, clock, locate, realtime }: BetRouteOptions,
) {
  // The bet history refreshes on this: on connect, and after every placed or settled bet.
  realtime.publishSnapshots(SPORTSBOOK_BETS_CHANGED, (userId) => bets.snapshot(userId));

  route(app, placeSportsbookBet, async ({ request, user, body, run }) => {
    const location = await locate(request, user.id);
    return bets.place({ userId: user.id, request: body, location, save: run.save });
  });

  route(app, cashOutSportsbookBet, async ({ request, user, params, body, run }) => {
    const location = await locate(request, user.id);
    return cashOut({
      userId: user.id,
      betId: params.id,
      offerCents: body.offer_cents,
      location,
      save: run.save,
    });
  });

  route(app, sportsbookBets, async ({ user, query }) =>
    listBets(db, { userId: user.id, state: query.state, cursor: query.cursor, limit: query.limit }, clock()),
  );
}
