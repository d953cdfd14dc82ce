import { z } from 'zod';
import { DRAFT_SPEEDS, DRAFT_STATUSES, PICK_SOURCES } from '../drafts/model.ts';
import { SPORT_IDS } from '../sports/catalog.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/**
 * Wire contracts of the draft room (RULES.md, Best ball drafts; PRODUCT.md, Best ball): a draft's
 * full state, its player pool, picks, the queue and the autopick toggle, and the live deltas on
 * `draft:<draftId>`. The server owns the clock: `deadline_at` is on the server's clock and
 * `server_now` lets a client correct for its own clock's skew.
 */

const idSchema = z.string().min(1).max(200);
const draftIdSchema = z.uuid();
/** A slate's draftable pool is a few hundred players; a queue names each at most once. */
export const MAX_QUEUED_PLAYERS = 500;

export const draftContestSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    sport_id: z.enum(SPORT_IDS),
    slate_id: z.string(),
    style_id: z.string(),
    entry_fee_cents: z.number().int().nonnegative(),
    speed: z.enum(DRAFT_SPEEDS),
  })
  .meta({ id: 'DraftContest' });
export type DraftContest = z.infer<typeof draftContestSchema>;

/** A seat: its player (or bot), and whether the autopick drafts for it. */
export const draftSeatSchema = z
  .object({
    seat: z.number().int().positive(),
    /** The player's username, or the bot's name. */
    name: z.string(),
    is_bot: z.boolean(),
    /** The signed-in player holds this seat. */
    is_you: z.boolean(),
    /** The autopick drafts for this seat at once when it is on the clock (bots always). */
    autopick: z.boolean(),
    /** Switched to autopick because its clock ran out; cleared when the player picks, edits the queue or toggles autopick. */
    timed_out: z.boolean(),
  })
  .meta({ id: 'DraftSeat' });
export type DraftSeat = z.infer<typeof draftSeatSchema>;

/** A seat's autopick state as deltas carry it (who "you" are is not broadcast). */
export const draftSeatChangeSchema = draftSeatSchema.pick({ seat: true, autopick: true, timed_out: true });
export type DraftSeatChange = z.infer<typeof draftSeatChangeSchema>;

export const draftPickSchema = z
  .object({
    pick_number: z.number().int().positive(),
    round: z.number().int().positive(),
    seat: z.number().int().positive(),
    player_id: z.string(),
    player_name: z.string(),
    position: z.string(),
    /** The player's team abbreviation; null for a free agent. */
    team: z.string().nullable(),
    /** user: the player picked; queue/rankings/adp: the autopick and the list it used; bot: a bot. */
    source: z.enum(PICK_SOURCES),
    made_at: timestampField,
  })
  .meta({ id: 'DraftPick' });
export type DraftPick = z.infer<typeof draftPickSchema>;

export const draftRosterSchema = z
  .object({
    seat: z.number().int().positive(),
    /** The seat's picks in pick order. */
    pick_numbers: z.array(z.number().int().positive()),
    /** Starting-slot positions still open (RULES.md rosters): what the ADP autopick drafts for. */
    needs: z.array(z.string()),
  })
  .meta({ id: 'DraftRoster' });
export type DraftRoster = z.infer<typeof draftRosterSchema>;

/** Everything a (re)connecting client needs; then it applies deltas with a higher `version`. */
export const draftStateSchema = z
  .object({
    id: z.string(),
    contest: draftContestSchema,
    status: z.enum(DRAFT_STATUSES),
    seat_count: z.number().int().positive(),
    rounds: z.number().int().positive(),
    pick_clock_ms: z.number().int().positive(),
    /** The pick on the clock; seat_count × rounds + 1 once complete. */
    current_pick: z.number().int().positive(),
    /** The seat on the clock; null unless drafting. */
    on_the_clock_seat: z.number().int().positive().nullable(),
    /** When the pick on the clock expires (server clock); null unless drafting. */
    deadline_at: timestampField.nullable(),
    /**
     * The slate's first game: the draft finishes by then. Clocks shorten as it nears so the picks
     * left fit, and any pick still to make at this instant is autopicked.
     */
    closes_at: timestampField,
    server_now: timestampField,
    seats: z.array(draftSeatSchema),
    picks: z.array(draftPickSchema),
    rosters: z.array(draftRosterSchema),
    /** The signed-in player's queue (player ids, in order) for their first seat here; empty when none. */
    your_queue: z.array(z.string()),
    started_at: timestampField.nullable(),
    completed_at: timestampField.nullable(),
    /** Bumped by every public change; each delta carries the version it brings the draft to. */
    version: z.number().int().nonnegative(),
  })
  .meta({ id: 'DraftState' });
export type DraftState = z.infer<typeof draftStateSchema>;

/** A row of `/draft`: the player's drafts, the ones on the clock for them first, then by deadline. */
export const draftListItemSchema = z
  .object({
    id: z.string(),
    contest: draftContestSchema,
    status: z.enum(DRAFT_STATUSES),
    seat_count: z.number().int().positive(),
    rounds: z.number().int().positive(),
    current_pick: z.number().int().positive(),
    on_the_clock_seat: z.number().int().positive().nullable(),
    deadline_at: timestampField.nullable(),
    /** The player's seats in this draft (usually one). */
    your_seats: z.array(z.number().int().positive()),
    /** One of the player's seats is on the clock. */
    on_the_clock_is_you: z.boolean(),
    /** Picks until the player's next turn (0: on the clock); null when they have none left. */
    picks_until_your_turn: z.number().int().nonnegative().nullable(),
    version: z.number().int().nonnegative(),
  })
  .meta({ id: 'DraftListItem' });
export type DraftListItem = z.infer<typeof draftListItemSchema>;

export const draftsQuerySchema = z.object({
  /** active: filling or drafting (the default); complete: finished drafts, newest first. */
  status: z.enum(['active', 'complete']).default('active'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type DraftsQuery = z.infer<typeof draftsQuerySchema>;

export const draftsSchema = z
  .object({ drafts: z.array(draftListItemSchema), server_now: timestampField })
  .meta({ id: 'Drafts' });
export type Drafts = z.infer<typeof draftsSchema>;

export const draftPoolPlayerSchema = z
  .object({
    player_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    position: z.string(),
    /** Team abbreviation; null for a free agent. */
    team: z.string().nullable(),
    /** Average draft position over the slate's completed drafts, else the projection order. */
    adp: z.number(),
    /** Fantasy points projected over the slate. */
    projected_points: z.number(),
    /** The seat that drafted the player here; null while available. */
    drafted_by_seat: z.number().int().positive().nullable(),
    drafted_pick: z.number().int().positive().nullable(),
    /** The player's game has started: nobody can draft them any more. */
    game_started: z.boolean(),
  })
  .meta({ id: 'DraftPoolPlayer' });
export type DraftPoolPlayer = z.infer<typeof draftPoolPlayerSchema>;

/** The slate's draftable players of the draft's sport, by ADP. */
export const draftPoolSchema = z
  .object({ draft_id: z.string(), players: z.array(draftPoolPlayerSchema), version: z.number().int() })
  .meta({ id: 'DraftPool' });
export type DraftPool = z.infer<typeof draftPoolSchema>;

/**
 * A pick for the pick on the clock. Idempotent on (draft, pick number): sending the same pick again
 * answers the same pick; a different player for a pick already made answers 409 `draft_pick_made`.
 */
export const draftPickRequestSchema = z.object({
  pick_number: z.number().int().positive().max(1000),
  player_id: idSchema,
});
export type DraftPickRequest = z.infer<typeof draftPickRequestSchema>;

export const draftPickResultSchema = z.object({ pick: draftPickSchema }).meta({ id: 'DraftPickResult' });
export type DraftPickResult = z.infer<typeof draftPickResultSchema>;

/** Replaces the queue (draftable player ids, each once; drafted ones are skipped by the autopick). */
export const draftQueueRequestSchema = z.object({
  player_ids: z.array(idSchema).max(MAX_QUEUED_PLAYERS),
});
export const draftQueueSchema = z.object({ player_ids: z.array(z.string()) }).meta({ id: 'DraftQueue' });
export type DraftQueue = z.infer<typeof draftQueueSchema>;

export const draftAutopickRequestSchema = z.object({ enabled: z.boolean() });
/** The player's seats after the toggle. */
export const draftAutopickSchema = z
  .object({ seats: z.array(draftSeatChangeSchema) })
  .meta({ id: 'DraftAutopick' });
export type DraftAutopick = z.infer<typeof draftAutopickSchema>;

const draftParams = z.object({ draftId: draftIdSchema });

export const DRAFT_ENDPOINTS = {
  listDrafts: {
    method: 'GET',
    path: '/v1/drafts',
    summary: "The player's drafts, the ones on the clock for them first",
    auth: true,
    idempotent: false,
    query: draftsQuerySchema,
    status: 200,
    response: draftsSchema,
  },
  getDraft: {
    method: 'GET',
    path: '/v1/drafts/:draftId',
    summary: 'A draft room’s full state: seats, clock, every pick, rosters, version',
    auth: true,
    idempotent: false,
    params: draftParams,
    status: 200,
    response: draftStateSchema,
  },
  getDraftPool: {
    method: 'GET',
    path: '/v1/drafts/:draftId/pool',
    summary: 'The draftable players of the draft’s slate with ADP, projection and who drafted them',
    auth: true,
    idempotent: false,
    params: draftParams,
    status: 200,
    response: draftPoolSchema,
  },
  makeDraftPick: {
    method: 'POST',
    path: '/v1/drafts/:draftId/picks',
    summary: 'Pick for the pick on the clock (idempotent on the pick number)',
    auth: true,
    idempotent: false,
    params: draftParams,
    body: draftPickRequestSchema,
    status: 200,
    response: draftPickResultSchema,
  },
  setDraftQueue: {
    method: 'PUT',
    path: '/v1/drafts/:draftId/queue',
    summary: 'Replace the player’s queue in this draft',
    auth: true,
    idempotent: false,
    params: draftParams,
    body: draftQueueRequestSchema,
    status: 200,
    response: draftQueueSchema,
  },
  setDraftAutopick: {
    method: 'PUT',
    path: '/v1/drafts/:draftId/autopick',
    summary: 'Turn the autopick on or off for the player’s seats in this draft',
    auth: true,
    idempotent: false,
    params: draftParams,
    body: draftAutopickRequestSchema,
    status: 200,
    response: draftAutopickSchema,
  },
} as const satisfies Record<string, Endpoint>;

export { draftTopic } from './draft-topic.ts';

/** What changed in one committed step (a pick and the autopicks it set off, a start, a toggle). */
export const draftDeltaSchema = z
  .object({
    draft_id: z.string(),
    /** The version this delta brings the draft to: apply when it is yours + 1; a gap means refetch. */
    version: z.number().int().positive(),
    status: z.enum(DRAFT_STATUSES),
    /** The picks made in this step, in order. */
    picks: z.array(draftPickSchema),
    current_pick: z.number().int().positive(),
    on_the_clock_seat: z.number().int().positive().nullable(),
    deadline_at: timestampField.nullable(),
    server_now: timestampField,
    /** Seats whose autopick or timed-out state changed. */
    seats: z.array(draftSeatChangeSchema),
  })
  .meta({ id: 'DraftDelta' });
export type DraftDelta = z.infer<typeof draftDeltaSchema>;

/** Server to client on `draft:<draftId>`. */
export const liveDraftMessageSchema = z.object({
  type: z.literal('draft'),
  topic: z.string(),
  data: draftDeltaSchema,
});
export type LiveDraftMessage = z.infer<typeof liveDraftMessageSchema>;
