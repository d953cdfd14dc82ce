import { z } from 'zod';
import type { ConsoleEndpoint } from './console-endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/** A best ball contest whose prizes were paid, as the console's Games screen lists it. */
export const consoleSettledContestSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport_id: z.string(),
  settled_at: timestampField,
  /** Players' teams settled in it (bots' seats left out). */
  entries: z.number().int(),
  prizes_cents: z.number().int(),
  /** Whether a scored game's stats changed since its prizes were last settled. */
  stats_changed: z.boolean(),
});
export type ConsoleSettledContest = z.infer<typeof consoleSettledContestSchema>;

/** One team whose prize a re-settlement moved. */
export const resettledEntrySchema = z.object({
  entry_id: z.string(),
  user_id: z.string(),
  username: z.string(),
  rank: z.number().int().nullable(),
  previous_prize_cents: z.number().int(),
  prize_cents: z.number().int(),
  /** The earlier prize the player no longer holds: owed back, taken once they do (never overdrawn). */
  owed_cents: z.number().int(),
});

/** What re-settling a contest changed: the teams whose prize moved and the money that moved. */
export const contestResettlementSchema = z.object({
  contest_id: z.string(),
  name: z.string(),
  changed: z.array(resettledEntrySchema),
  /** New prizes paid to the players. */
  paid_cents: z.number().int(),
  /** Earlier prizes taken back from the players. */
  taken_back_cents: z.number().int(),
  /** Earlier prizes still owed back by players who no longer hold them. */
  owed_cents: z.number().int(),
});
export type ContestResettlement = z.infer<typeof contestResettlementSchema>;

const contestId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w:.-]+$/, { error: 'That contest id is not valid. Copy it from the list of settled contests.' });

export const CONSOLE_CONTEST_ENDPOINTS = {
  settledContests: {
    method: 'GET',
    path: '/v1/console/contests/settled',
    summary: 'The best ball contests settled most recently, newest first.',
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.contests.settled_listed',
    status: 200,
    response: z.object({ data: z.array(consoleSettledContestSchema) }),
  },
  resettleContest: {
    method: 'POST',
    path: '/v1/console/contests/:contestId/resettle',
    summary:
      'Scores a settled best ball contest again from the current stats and settles the prizes that moved (reverse and repay); a second call moves nothing.',
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.contest.resettled',
    rateLimitPerMinute: 30,
    params: z.object({ contestId }),
    status: 200,
    response: z.object({ data: contestResettlementSchema }),
  },
} as const satisfies Record<string, ConsoleEndpoint>;
