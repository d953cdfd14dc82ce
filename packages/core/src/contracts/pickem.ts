import { z } from 'zod';
import { PICK_TIMINGS } from '../pick-timing.ts';
import {
  PICKEM_CHOICES,
  PICKEM_ENTRY_RESULTS,
  PICKEM_ENTRY_STATUSES,
  PICKEM_LINE_TIMINGS,
  PICKEM_PROP_KINDS,
  PICKEM_PROP_STATUSES,
} from '../pickem/model.ts';
import { payoutScheduleSchema } from '../pickem/payout-schedule.ts';
import { MAX_PICKS, PICKEM_ENTRY_TYPES } from '../pickem/payouts.ts';
import { PICK_RESULTS } from '../pickem/settlement.ts';
import { SPORT_IDS } from '../sports/catalog.ts';
import type { Endpoint } from './endpoint.ts';
import { PICKEM_BOARD_MAX_LIMIT, PICKEM_BOARD_MAX_PROPS } from './pickem-topic.ts';
import { gameSummarySchema, playerSummarySchema } from './sports.ts';
import { timestampField } from './timestamp-field.ts';
import { usePromoField } from './use-promo.ts';

/**
 * Wire contracts of pick'em (RULES.md, Pick'em; PRODUCT.md, Pick'em and Live and results): the
 * board's lines, entries, their settlement, and the aggregate results. Multipliers travel in
 * hundredths (105 = 1.05×) and money in cents, so no float touches a price.
 */

const idSchema = z.string().min(1).max(200);

export const pickemOptionSchema = z
  .object({
    /** The option id a pick names: `<line id>.<choice>`. */
    id: z.string(),
    choice: z.enum(PICKEM_CHOICES),
    /** 100 = 1.00×; above 100 a boost, below a discount. */
    multiplier_hundredths: z.number().int().positive(),
  })
  .meta({ id: 'PickemOption' });
export type PickemOption = z.infer<typeof pickemOptionSchema>;

/** One player a line is about, in one game, with what they have so far (null before the game). */
export const pickemSubjectSchema = z
  .object({
    player_id: z.string(),
    game_id: z.string(),
    team_id: z.string(),
    current_value: z.number().nullable(),
  })
  .meta({ id: 'PickemSubject' });
export type PickemSubject = z.infer<typeof pickemSubjectSchema>;

/**
 * A priced line. Higher/lower: one subject, `stat_value` is the line (x.5 or whole). Rivals: two
 * subjects, `stat_value` is the handicap added to the first subject's value (A +2.5 vs B).
 */
export const pickemLineSchema = z
  .object({
    /** Changes whenever the stat value or a multiplier changes. */
    id: z.string(),
    /** Stable for the question (player, game, stat, timing); what `invalid_options` names as prop_id. */
    prop_id: z.string(),
    kind: z.enum(PICKEM_PROP_KINDS),
    timing: z.enum(PICKEM_LINE_TIMINGS),
    status: z.enum(PICKEM_PROP_STATUSES),
    sport_id: z.enum(SPORT_IDS),
    stat: z.string(),
    stat_label: z.string(),
    stat_value: z.number(),
    subjects: z.array(pickemSubjectSchema).min(1).max(2),
    options: z.array(pickemOptionSchema).length(2),
    updated_at: timestampField,
  })
  .meta({ id: 'PickemLine' });
export type PickemLine = z.infer<typeof pickemLineSchema>;

export {
  PICKEM_BOARD_MAX_LIMIT,
  PICKEM_BOARD_MAX_PROPS,
  PICKEM_BOARD_PAGE_LINES,
  pickemLinesTopic,
} from './pickem-topic.ts';

export const pickemBoardQuerySchema = z
  .object({
    kind: z.enum(PICKEM_PROP_KINDS).default('higher_lower'),
    /** The page's pick-timing tab: all, pre-game or in-game. */
    timing: z.enum(PICK_TIMINGS).default('all'),
    /** A sport, or every sport when absent (the board's "home" tab). */
    sport: z.enum(SPORT_IDS).optional(),
    /** One game's lines only. */
    game: idSchema.optional(),
    /**
     * Only these props' current lines, comma-separated (what a slip restored on another tab asks
     * for, so it never reads a whole board for its picks).
     */
    props: z
      .string()
      .max(4_000)
      .regex(
        new RegExp(`^[^,]{1,200}(,[^,]{1,200}){0,${PICKEM_BOARD_MAX_PROPS - 1}}$`),
        `up to ${PICKEM_BOARD_MAX_PROPS} prop ids, comma-separated`,
      )
      .optional(),
    /**
     * Lines per page; the answer's `next_cursor` asks for the next. Absent: every line in one answer
     * (tools and tests; the web board always pages).
     */
    limit: z.coerce.number().int().min(1).max(PICKEM_BOARD_MAX_LIMIT).optional(),
    /** The previous page's `next_cursor` (needs `limit`). */
    cursor: idSchema.optional(),
  })
  .refine((query) => query.cursor === undefined || query.limit !== undefined, {
    message: 'a cursor pages by a limit: send the limit too',
    path: ['cursor'],
  });
export type PickemBoardQuery = z.infer<typeof pickemBoardQuerySchema>;

/** How many lines the board has in one sport, or one game, for its tabs and "more" prompts. */
export const pickemBoardCountSchema = z.object({
  sport_id: z.enum(SPORT_IDS),
  /** Absent on a sport's row. */
  game_id: z.string().optional(),
  lines: z.number().int().nonnegative(),
});
export type PickemBoardCount = z.infer<typeof pickemBoardCountSchema>;

/** The open (and suspended) lines, with the players and games they name, each listed once. */
export const pickemBoardSchema = z
  .object({
    lines: z.array(pickemLineSchema),
    players: z.array(playerSummarySchema),
    games: z.array(gameSummarySchema),
    as_of: timestampField,
    /** The payout schedule entries are priced by now, for the slip's preview (it may change between boards). */
    payout_schedule: payoutScheduleSchema.optional(),
    /** Its version: the slip sends it back, and an entry priced by another answers 422 pickem_payouts_changed. */
    payout_schedule_version: z.number().int().positive().optional(),
    /** With `limit`: the cursor of the next page, null on the last. */
    next_cursor: z.string().nullable().optional(),
    /**
     * With `limit`, on the first page only: the whole board's line count by sport and by game (in
     * the board's order), so the page can show what is there before it is loaded.
     */
    counts: z
      .object({
        lines: z.number().int().nonnegative(),
        sports: z.array(pickemBoardCountSchema),
        games: z.array(pickemBoardCountSchema),
      })
      .optional(),
  })
  .meta({ id: 'PickemBoard' });
export type PickemBoard = z.infer<typeof pickemBoardSchema>;

/** A pick as the slip sends it: the option and the line it showed (RULES.md, Line changed on submit). */
export const pickemPickRequestSchema = z.object({
  option_id: idSchema,
  line_id: idSchema,
  prop_id: idSchema,
});

export const pickemEntryRequestSchema = z.object({
  type: z.enum(PICKEM_ENTRY_TYPES),
  /** The fee range ($1 to $1,000, lower by state or limits) is a rule: `pickem_entry_not_allowed`. */
  fee_cents: z.number().int().min(1).max(100_000_000),
  /** Rule breaches (2–8 picks, two teams, one pick per player) answer `pickem_entry_not_allowed`. */
  picks: z
    .array(pickemPickRequestSchema)
    .min(1)
    .max(MAX_PICKS + 4),
  /** The player's choice (RULES.md, Money): promo credit before cash only when true. */
  use_promo: usePromoField,
  /**
   * The payout schedule version the slip showed (the board's `payout_schedule_version`): when a
   * newer one is in force, nothing is charged and the answer is 422 `pickem_payouts_changed`.
   */
  payout_schedule_version: z.number().int().positive().optional(),
});
export type PickemEntryRequest = z.infer<typeof pickemEntryRequestSchema>;

export const pickemPickSchema = z
  .object({
    option_id: z.string(),
    line_id: z.string(),
    prop_id: z.string(),
    kind: z.enum(PICKEM_PROP_KINDS),
    timing: z.enum(PICKEM_LINE_TIMINGS),
    choice: z.enum(PICKEM_CHOICES),
    stat: z.string(),
    stat_label: z.string(),
    stat_value: z.number(),
    multiplier_hundredths: z.number().int().positive(),
    subjects: z.array(pickemSubjectSchema).min(1).max(2),
    /** null until graded. */
    result: z.enum(PICK_RESULTS).nullable(),
  })
  .meta({ id: 'PickemPick' });
export type PickemPick = z.infer<typeof pickemPickSchema>;

export const pickemEntrySchema = z
  .object({
    id: z.string(),
    type: z.enum(PICKEM_ENTRY_TYPES),
    status: z.enum(PICKEM_ENTRY_STATUSES),
    /** Set once settled. */
    result: z.enum(PICKEM_ENTRY_RESULTS).nullable(),
    fee_cents: z.number().int(),
    /** What the entry pays if every pick hits, at submission (capped). */
    max_payout_cents: z.number().int(),
    /** What it paid (settled), refunds included; null before. */
    payout_cents: z.number().int().nullable(),
    sport_ids: z.array(z.enum(SPORT_IDS)),
    slate_ids: z.array(z.string()),
    created_at: timestampField,
    /** Until when Cancel is offered; null once it no longer can be. */
    cancellable_until: timestampField.nullable(),
    settled_at: timestampField.nullable(),
    picks: z.array(pickemPickSchema),
    players: z.array(playerSummarySchema),
    games: z.array(gameSummarySchema),
  })
  .meta({ id: 'PickemEntry' });
export type PickemEntry = z.infer<typeof pickemEntrySchema>;

export const pickemEntriesQuerySchema = z.object({
  status: z.enum(PICKEM_ENTRY_STATUSES).optional(),
  sport: z.enum(SPORT_IDS).optional(),
  slate: idSchema.optional(),
  /** The last entry id of the previous page. */
  cursor: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const pickemEntriesSchema = z
  .object({
    entries: z.array(pickemEntrySchema),
    next_cursor: z.string().nullable(),
    /** The server's time when it answered: a client counts `cancellable_until` down on the server's clock. */
    server_now: timestampField,
  })
  .meta({ id: 'PickemEntries' });

const entryParams = z.object({ entryId: idSchema });

/** Aggregate results by entry type and size, from settled entries (`/average-results`). */
export const pickemAverageResultSchema = z.object({
  type: z.enum(PICKEM_ENTRY_TYPES),
  picks: z.number().int(),
  entries: z.number().int(),
  /** Entries paid more than nothing. */
  won_entries: z.number().int(),
  fees_cents: z.number().int(),
  payouts_cents: z.number().int(),
  /** won_entries / entries. */
  win_rate: z.number(),
  /** payouts / fees: 1.0 means players got back what they put in. */
  average_return: z.number(),
});
export const pickemAverageResultsSchema = z
  .object({
    rows: z.array(pickemAverageResultSchema),
    settled_entries: z.number().int(),
    as_of: timestampField,
  })
  .meta({ id: 'PickemAverageResults' });
export type PickemAverageResults = z.infer<typeof pickemAverageResultsSchema>;

export const PICKEM_ENDPOINTS = {
  pickemBoard: {
    method: 'GET',
    path: '/v1/pickem/board',
    summary: "The pick'em board: open lines by kind, timing and sport",
    auth: false,
    idempotent: false,
    query: pickemBoardQuerySchema,
    status: 200,
    response: pickemBoardSchema,
  },
  submitPickemEntry: {
    method: 'POST',
    path: '/v1/pickem/entries',
    summary: "Submit a pick'em entry (Idempotency-Key); 422 pickem_lines_changed names stale picks",
    auth: true,
    idempotent: true,
    paidAction: 'entry',
    playerBudget: 'entries',
    body: pickemEntryRequestSchema,
    status: 201,
    response: pickemEntrySchema,
  },
  pickemEntries: {
    method: 'GET',
    path: '/v1/pickem/entries',
    summary: "The player's pick'em entries, newest first",
    auth: true,
    idempotent: false,
    query: pickemEntriesQuerySchema,
    status: 200,
    response: pickemEntriesSchema,
  },
  pickemEntry: {
    method: 'GET',
    path: '/v1/pickem/entries/:entryId',
    summary: "One of the player's pick'em entries",
    auth: true,
    idempotent: false,
    params: entryParams,
    status: 200,
    response: pickemEntrySchema,
  },
  cancelPickemEntry: {
    method: 'POST',
    path: '/v1/pickem/entries/:entryId/cancel',
    summary: 'Cancel an entry within 2 minutes of submission, before its games start; the fee is refunded',
    auth: true,
    idempotent: true,
    playerBudget: 'entries',
    params: entryParams,
    status: 200,
    response: pickemEntrySchema,
  },
  pickemAverageResults: {
    method: 'GET',
    path: '/v1/pickem/average-results',
    summary: "How often pick'em entries win and their average return, by type and size",
    auth: false,
    idempotent: false,
    status: 200,
    response: pickemAverageResultsSchema,
  },
} as const satisfies Record<string, Endpoint>;

/**
 * Server to client on `pickem:<sport>`: lines that are new or changed (a new line id for the same
 * prop) or whose status changed; a `locked` line leaves the board. Players and games a client does
 * not hold yet come with it.
 */
export const livePickemLinesMessageSchema = z.object({
  type: z.literal('pickem_lines'),
  topic: z.string(),
  data: z.object({
    lines: z.array(pickemLineSchema),
    players: z.array(playerSummarySchema),
    games: z.array(gameSummarySchema),
  }),
});
export type LivePickemLinesMessage = z.infer<typeof livePickemLinesMessageSchema>;

/** The player's entries changed (submitted, cancelled, went live, settled): sent as a per-player snapshot. */
export const PICKEM_ENTRIES_CHANGED = 'pickem.entries_changed';

/**
 * The per-player snapshot pushed on connect and after every change: counts for the navigation and
 * the entries settled in the last hour, so a client can toast each one it has not seen.
 */
export const pickemEntriesSnapshotSchema = z.object({
  type: z.literal('pickem_entries'),
  data: z.object({
    upcoming: z.number().int(),
    live: z.number().int(),
    recently_settled: z.array(
      z.object({
        id: z.string(),
        result: z.enum(PICKEM_ENTRY_RESULTS),
        fee_cents: z.number().int(),
        payout_cents: z.number().int(),
        settled_at: timestampField,
      }),
    ),
  }),
});
export type PickemEntriesSnapshot = z.infer<typeof pickemEntriesSnapshotSchema>;
