import { z } from 'zod';
import { CONTEST_ENTRY_STATES, CONTEST_STATUSES, DRAFT_SPEEDS, DRAFT_STATUSES } from '../drafts/model.ts';
import { SPORT_IDS } from '../sports/catalog.ts';
import { MAX_ENTRIES_PER_REQUEST } from './contests-topic.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';
import { usePromoField } from './use-promo.ts';

export { contestsLobbyTopic, MAX_ENTRIES_PER_REQUEST } from './contests-topic.ts';

/**
 * Wire contracts of the best ball lobby (RULES.md, Best ball drafts; PRODUCT.md, Best ball): the
 * contests of a sport and slate, one contest's details, and buying entries. Money travels in cents.
 */

export const prizeTierSchema = z
  .object({
    /** Ranks rank_from..rank_to (inclusive) each win amount_cents. */
    rank_from: z.number().int().positive(),
    rank_to: z.number().int().positive(),
    amount_cents: z.number().int().nonnegative(),
  })
  .meta({ id: 'PrizeTier' });
export type PrizeTierWire = z.infer<typeof prizeTierSchema>;

/** A lobby card. */
export const contestSummarySchema = z
  .object({
    id: z.string(),
    sport_id: z.enum(SPORT_IDS),
    slate_id: z.string(),
    /** Contests of one style (fee, size, rounds, speed) across slates share it (exposure groups by it). */
    style_id: z.string(),
    name: z.string(),
    entry_fee_cents: z.number().int().nonnegative(),
    /** What the prize table pays in all. */
    prize_pool_cents: z.number().int().nonnegative(),
    prizes: z.array(prizeTierSchema),
    /** Draft size: seats per draft (2–12). */
    seats: z.number().int().min(2).max(12),
    rounds: z.number().int().positive(),
    speed: z.enum(DRAFT_SPEEDS),
    pick_clock_ms: z.number().int().positive(),
    /** Entries taken so far (pooled or seated; refunded ones do not count). */
    entries: z.number().int().nonnegative(),
    entry_cap: z.number().int().positive(),
    max_per_user: z.number().int().positive(),
    /** The signed-in player's live entries in this contest; null for a guest. */
    my_entries: z.number().int().nonnegative().nullable(),
    /** The slate's first game: every draft finishes by then (picks still to make are autopicked). */
    locks_at: timestampField,
    /**
     * The last moment to enter (seats × rounds × a third of the pick clock before the lock, so a
     * draft starting then still fits); entries still waiting for a draft then are refunded.
     */
    entries_close_at: timestampField,
    status: z.enum(CONTEST_STATUSES),
    /** Bots take empty seats after a short wait (the simulated world). */
    bots_allowed: z.boolean(),
  })
  .meta({ id: 'ContestSummary' });
export type ContestSummary = z.infer<typeof contestSummarySchema>;

/** One of the player's entries: waiting in the pool, seated in a draft, or refunded. */
export const contestEntrySchema = z
  .object({
    id: z.string(),
    contest_id: z.string(),
    state: z.enum(CONTEST_ENTRY_STATES),
    fee_cents: z.number().int().nonnegative(),
    /** Set once seated. */
    draft_id: z.string().nullable(),
    /** 1-based seat (snake order) once seated. */
    seat: z.number().int().positive().nullable(),
    draft_status: z.enum(DRAFT_STATUSES).nullable(),
    created_at: timestampField,
    refunded_at: timestampField.nullable(),
  })
  .meta({ id: 'ContestEntry' });
export type ContestEntry = z.infer<typeof contestEntrySchema>;

export const contestDetailSchema = contestSummarySchema
  .extend({
    /** The rules as short paragraphs, in order (roster, scoring period, clock, refunds). */
    rules: z.array(z.string()),
    /** The starting lineup every team is scored with (e.g. QB, RB, RB, WR, WR, WR, TE, FLEX). */
    starters: z.array(z.string()),
    /** The signed-in player's entries in this contest, newest first; empty for a guest. */
    my_entry_list: z.array(contestEntrySchema),
  })
  .meta({ id: 'ContestDetail' });
export type ContestDetail = z.infer<typeof contestDetailSchema>;

export const contestsQuerySchema = z.object({
  sport: z.enum(SPORT_IDS).optional(),
  slate: z.string().min(1).max(200).optional(),
  /** Open contests only unless asked otherwise. */
  status: z.enum(CONTEST_STATUSES).default('open'),
});
export type ContestsQuery = z.infer<typeof contestsQuerySchema>;

export const contestsSchema = z
  .object({ contests: z.array(contestSummarySchema), as_of: timestampField })
  .meta({ id: 'Contests' });
export type Contests = z.infer<typeof contestsSchema>;

const contestParams = z.object({ contestId: z.string().min(1).max(200) });

export const contestEntryRequestSchema = z.object({
  quantity: z.number().int().min(1).max(MAX_ENTRIES_PER_REQUEST),
  /** The player's choice (RULES.md, Money): promo credit before cash only when true. */
  use_promo: usePromoField,
});
export type ContestEntryRequest = z.infer<typeof contestEntryRequestSchema>;

/** The entries bought (seated at once when they filled a draft), with the contest as it now stands. */
export const contestEntryResultSchema = z
  .object({ contest: contestSummarySchema, entries: z.array(contestEntrySchema) })
  .meta({ id: 'ContestEntryResult' });
export type ContestEntryResult = z.infer<typeof contestEntryResultSchema>;

export const CONTEST_ENDPOINTS = {
  contests: {
    method: 'GET',
    path: '/v1/contests',
    summary: 'The lobby: best ball contests by sport and slate (with your entry counts when signed in)',
    auth: false,
    idempotent: false,
    query: contestsQuerySchema,
    status: 200,
    response: contestsSchema,
  },
  contest: {
    method: 'GET',
    path: '/v1/contests/:contestId',
    summary: 'One best ball contest: prize table, rules, and your entries in it',
    auth: false,
    idempotent: false,
    params: contestParams,
    status: 200,
    response: contestDetailSchema,
  },
  enterContest: {
    method: 'POST',
    path: '/v1/contests/:contestId/entries',
    summary:
      'Buy entries in a contest (Idempotency-Key): each fee taken at once, each entry pooled until a draft fills',
    auth: true,
    idempotent: true,
    paidAction: 'entry',
    playerBudget: 'entries',
    params: contestParams,
    body: contestEntryRequestSchema,
    status: 201,
    response: contestEntryResultSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** The player's contest entries changed (bought, seated in a draft, refunded): a per-player event. */
export const CONTEST_ENTRIES_CHANGED = 'contests.entries_changed';

/**
 * The per-player snapshot pushed on connect and after every change: entries still waiting for a
 * draft, and the player's drafts not yet complete (a new one means "your draft filled").
 */
export const contestEntriesSnapshotSchema = z.object({
  type: z.literal('contest_entries'),
  data: z.object({
    pooled: z.number().int().nonnegative(),
    drafts: z.array(
      z.object({
        draft_id: z.string(),
        contest_id: z.string(),
        status: z.enum(DRAFT_STATUSES),
      }),
    ),
  }),
});
export type ContestEntriesSnapshot = z.infer<typeof contestEntriesSnapshotSchema>;

/**
 * Server to client on `contests:<sport>`, after the commit that changed them: each contest's new
 * entry count and status (the cards' "entries filled" move live; a locked or full contest leaves
 * the open list). Per-player counts (`my_entries`) are not broadcast; the buyer's own answer has them.
 */
export const liveContestsMessageSchema = z.object({
  type: z.literal('contests'),
  topic: z.string(),
  data: z.object({
    contests: z.array(
      z.object({
        id: z.string(),
        slate_id: z.string(),
        entries: z.number().int().nonnegative(),
        status: z.enum(CONTEST_STATUSES),
      }),
    ),
  }),
});
export type LiveContestsMessage = z.infer<typeof liveContestsMessageSchema>;
