import { SPORTSBOOK_ENDPOINTS } from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import { readMarkets } from './read-markets.ts';

export function sportsbookMarketRoutes(app: App, { db, clock }: { db: Database; clock: Clock }) {
  route(app, SPORTSBOOK_ENDPOINTS.sportsbookMarkets, async ({ query }) =>
    readMarkets(db, query.sport, clock()),
  );
}
