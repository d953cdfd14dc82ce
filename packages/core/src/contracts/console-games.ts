import { z } from 'zod';
import type { ConsoleEndpoint } from './console-endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/** An operator's ruling on a pick'em line: every pick on it graded void, or at a corrected line. */
export const PICKEM_LINE_RULINGS = ['void', 'regrade'] as const;
export type PickemLineRuling = (typeof PICKEM_LINE_RULINGS)[number];

export const consoleLineSchema = z.object({
  id: z.string(),
  prop_id: z.string(),
  sport_id: z.string(),
  stat: z.string(),
  /** The players it is about, by name (two for rivals). */
  players: z.array(z.string()),
  game_ids: z.array(z.string()),
  stat_value: z.number(),
  entries: z.number().int(),
  settled_entries: z.number().int(),
  ruling: z.enum(PICKEM_LINE_RULINGS).nullable(),
  ruled_stat_value: z.number().nullable(),
  ruled_at: timestampField.nullable(),
});
export type ConsoleLine = z.infer<typeof consoleLineSchema>;

const lineId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w:.-]+$/, { error: 'That line id is not valid. Search for the line again.' });

export const lineRulingSchema = z.discriminatedUnion(
  'ruling',
  [
    z.object({ ruling: z.literal('void') }),
    z.object({
      ruling: z.literal('regrade'),
      stat_value: z
        .number({ error: 'Give the corrected line as a number.' })
        .min(-1_000, { error: 'A line is at least -1000.' })
        .max(10_000, { error: 'A line is at most 10000.' })
        .refine((value) => Number.isInteger(value * 2), { error: 'Lines are whole or half numbers.' }),
    }),
  ],
  { error: 'Choose void or regrade.' },
);

export const worldControlsSchema = z.object({ paused: z.boolean(), speed: z.number() });

export const CONSOLE_GAME_ENDPOINTS = {
  pickemLines: {
    method: 'GET',
    path: '/v1/console/pickem/lines',
    summary: "Pick'em lines players entered, by player name or line id, newest first.",
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.pickem.lines_searched',
    query: z.object({
      q: z
        .string({ error: 'Type a player name or line id.' })
        .trim()
        .min(2, { error: 'Type at least 2 characters.' })
        .max(200, { error: 'Type at most 200 characters.' }),
    }),
    status: 200,
    response: z.object({ data: z.array(consoleLineSchema) }),
  },
  rulePickemLine: {
    method: 'POST',
    path: '/v1/console/pickem/lines/:lineId/ruling',
    summary: "Voids or re-grades a pick'em line; its settled entries are settled again.",
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.pickem.line_ruled',
    rateLimitPerMinute: 30,
    params: z.object({ lineId }),
    body: lineRulingSchema,
    status: 200,
    response: z.object({
      data: consoleLineSchema.extend({ resettled_entries: z.number().int() }),
    }),
  },
  worldControls: {
    method: 'GET',
    path: '/v1/console/world',
    summary: 'Whether the simulated sports world runs, and at what speed.',
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.world.read',
    status: 200,
    response: z.object({ data: worldControlsSchema }),
  },
  setWorldPaused: {
    method: 'PUT',
    path: '/v1/console/world/paused',
    summary: 'Pauses or resumes the simulated sports world (games, news, status changes).',
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.world.paused_set',
    rateLimitPerMinute: 30,
    body: z.object({ paused: z.boolean({ error: 'Say whether the world is paused: true or false.' }) }),
    status: 200,
    response: z.object({ data: worldControlsSchema }),
  },
} as const satisfies Record<string, ConsoleEndpoint>;
