import { z } from 'zod';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { errorResponses } from '../../../platform/http/openapi.ts';
import type { App } from '../../../platform/http/server.ts';
import type { LineMaker } from './line-maker.ts';

const countsSchema = z.object({
  games: z.number().int(),
  created: z.number().int(),
  repriced: z.number().int(),
  suspended: z.number().int(),
  reopened: z.number().int(),
  locked: z.number().int(),
});

/**
 * For e2e journeys and API tests: make lines now instead of waiting for the job, and move one
 * open line (a new line id) as if its price changed. Registered only with KENNEL_TEST_ROUTES=true.
 */
export function pickemLinesTestRoutes(app: App, { lineMaker }: { lineMaker: LineMaker }) {
  app.post(
    '/v1/test/pickem/lines/refresh',
    {
      schema: {
        summary: "TEST ONLY: makes, locks and re-prices pick'em lines now.",
        body: z.object({}).nullish(),
        response: { 200: z.object({ data: countsSchema }), ...errorResponses },
      },
    },
    async () => ({ data: await lineMaker.refresh() }),
  );

  app.post(
    '/v1/test/pickem/lines/move',
    {
      schema: {
        summary: "TEST ONLY: gives an open pick'em prop a new line (its value one higher) and publishes it.",
        body: z.object({ prop_id: z.string().min(1).max(200) }),
        response: {
          200: z.object({ data: z.object({ line_id: z.string(), stat_value: z.number() }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const moved = await lineMaker.move(request.body.prop_id);
      if (!moved)
        throw new ApiProblem('not_found', { detail: `No open pick'em prop "${request.body.prop_id}".` });
      return { data: moved };
    },
  );
}
