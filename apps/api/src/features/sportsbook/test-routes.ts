import { z } from 'zod';
import { errorResponses } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/server.ts';
import type { MarketMaker } from './markets/market-maker.ts';
import type { SportsbookSettlement } from './settlement/service.ts';

/**
 * For e2e journeys: price every game now instead of waiting for the job's runs, and settle what is
 * ready now. Registered only with KENNEL_TEST_ROUTES=true.
 */
export function sportsbookTestRoutes(
  app: App,
  { marketMaker, settlement }: { marketMaker: MarketMaker; settlement: SportsbookSettlement },
) {
  app.post(
    '/v1/test/sportsbook/markets/refresh',
    {
      schema: {
        summary:
          'TEST ONLY: prices, moves and closes sportsbook markets now, until nothing is left to price.',
        body: z.object({}).nullish(),
        response: { 200: z.object({ data: z.object({ written: z.number().int() }) }), ...errorResponses },
      },
    },
    async () => {
      let written = 0;
      for (;;) {
        const run = await marketMaker.refresh();
        written += run.written;
        if (run.decided === 0) return { data: { written } };
      }
    },
  );

  app.post(
    '/v1/test/sportsbook/settle',
    {
      schema: {
        summary: 'TEST ONLY: settles the sportsbook bets that are ready (and corrections) now.',
        body: z.object({}).nullish(),
        response: {
          200: z.object({ data: z.object({ settled: z.number().int(), resettled: z.number().int() }) }),
          ...errorResponses,
        },
      },
    },
    async () => ({
      data: { settled: await settlement.settleReady(), resettled: await settlement.regradeCorrected() },
    }),
  );
}
