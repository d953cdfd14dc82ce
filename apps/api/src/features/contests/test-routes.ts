import { SPORT_IDS, type SportId } from '@kennel/core';
import { z } from 'zod';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { errorResponses } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/server.ts';
import type { ContestsService } from './service.ts';

export interface ContestTestRouteOptions {
  contests: ContestsService;
  makeContests: () => Promise<number>;
  /** A slow contest of the journey's own (slow-test-contest.ts); null without an upcoming slate. */
  openSlowContest: (sportId: SportId) => Promise<string | null>;
}

/**
 * For e2e journeys, which seed the world after the API starts: open the lobby's contests for the
 * new slates now (the maker job runs once a minute), and seat bots in drafts whose entries waited
 * DRAFT_BOT_WAIT_MS (the bots job runs every 2 s). Registered only with KENNEL_TEST_ROUTES=true.
 */
export function contestTestRoutes(
  app: App,
  { contests, makeContests, openSlowContest }: ContestTestRouteOptions,
) {
  app.post(
    '/v1/test/contests/make',
    {
      schema: {
        summary: "TEST ONLY: opens the lobby's contests for every upcoming slate now.",
        body: z.object({}).nullish(),
        response: { 200: z.object({ data: z.object({ made: z.number().int() }) }), ...errorResponses },
      },
    },
    async () => ({ data: { made: await makeContests() } }),
  );

  app.post(
    '/v1/test/contests/bots',
    {
      schema: {
        summary:
          'TEST ONLY: fills drafts whose entries waited DRAFT_BOT_WAIT_MS with bots now (DRAFT_BOTS only).',
        body: z.object({}).nullish(),
        response: { 200: z.object({ data: z.object({ drafts: z.number().int() }) }), ...errorResponses },
      },
    },
    async () => ({ data: { drafts: await contests.fillWithBots() } }),
  );

  app.post(
    '/v1/test/contests/slow',
    {
      schema: {
        summary:
          "TEST ONLY: opens a slow contest (the 8-hour clock) of the caller's own on the sport's latest slate.",
        body: z.object({ sport: z.enum(SPORT_IDS) }),
        response: {
          200: z.object({ data: z.object({ contest_id: z.string() }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const contestId = await openSlowContest(request.body.sport);
      if (!contestId)
        throw new ApiProblem('not_found', { detail: 'There is no upcoming slate of that sport.' });
      return { data: { contest_id: contestId } };
    },
  );
}
