import { z } from 'zod';
import { errorResponses } from '../../../platform/http/openapi.ts';
import type { App } from '../../../platform/http/server.ts';
import type { PrizeSettlement } from './service.ts';

/** KENNEL_TEST_ROUTES only: e2e settles finished contests now instead of waiting for the job. */
export function prizeTestRoutes(app: App, { settlement }: { settlement: PrizeSettlement }) {
  app.post(
    '/v1/test/best-ball/settle',
    {
      schema: {
        summary: 'TEST ONLY: pays the prizes of every best ball contest ready to settle now.',
        body: z.object({}).nullish(),
        response: {
          200: z.object({ data: z.object({ settled: z.number().int() }) }),
          ...errorResponses,
        },
      },
    },
    async () => {
      // A tournament's next round forms first, as the job does.
      await settlement.advanceRounds();
      return { data: { settled: await settlement.settleReady() } };
    },
  );
}
