import { z } from 'zod';
import { errorResponses } from '../../../platform/http/openapi.ts';
import type { App } from '../../../platform/http/server.ts';
import type { BestBallScoring } from './scoring-job.ts';

/**
 * For e2e journeys: score completed drafts now (the job runs once a minute), after the journey has
 * played the slate's games to the end. Registered only with KENNEL_TEST_ROUTES=true.
 */
export function bestBallTestRoutes(app: App, { scoring }: { scoring: BestBallScoring }) {
  app.post(
    '/v1/test/best-ball/score',
    {
      schema: {
        summary: "TEST ONLY: writes completed drafts' best ball points and ranks now.",
        body: z.object({}).nullish(),
        response: { 200: z.object({ data: z.object({ changed: z.number().int() }) }), ...errorResponses },
      },
    },
    async () => ({ data: { changed: await scoring.scoreLive() } }),
  );
}
