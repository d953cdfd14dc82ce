import { PICKEM_ENDPOINTS, type PickemAverageResults } from '@kennel/core';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { errorResponses } from '../../../platform/http/openapi.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import { averageResults } from '../results/average-results.ts';
import type { Settlement } from './service.ts';

const AVERAGE_RESULTS_FRESH_MS = 30_000;

export interface SettlementRouteOptions {
  db: Database;
  clock: Clock;
  settlement: Settlement;
  /** KENNEL_TEST_ROUTES: the e2e journeys settle at once instead of waiting for the job. */
  testRoutes: boolean;
}

export function settlementRoutes(app: App, { db, clock, settlement, testRoutes }: SettlementRouteOptions) {
  // A public page over every settled entry: computed at most every 30 s per process.
  let cached: { at: number; value: PickemAverageResults } | undefined;
  route(app, PICKEM_ENDPOINTS.pickemAverageResults, async () => {
    const now = clock();
    if (cached && now.getTime() - cached.at < AVERAGE_RESULTS_FRESH_MS) return cached.value;
    cached = { at: now.getTime(), value: await averageResults(db, now) };
    return cached.value;
  });

  if (!testRoutes) return;
  app.post(
    '/v1/test/pickem/settle',
    {
      schema: {
        summary: "TEST ONLY: settles every ready pick'em entry and re-settles corrected ones now.",
        body: z.object({}).nullish(),
        response: {
          200: z.object({
            data: z.object({
              settled: z.number().int(),
              resettled: z.number().int(),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async () => {
      const { settled } = await settlement.settleReady();
      const { resettled } = await settlement.regradeCorrected();
      cached = undefined;
      return { data: { settled, resettled } };
    },
  );
}
