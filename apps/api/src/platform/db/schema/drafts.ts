import {
  CONTEST_ENTRY_STATES,
  CONTEST_STATUSES,
  DRAFT_SPEEDS,
  DRAFT_STATUSES,
  PICK_SOURCES,
  type PrizeTier,
  SPORT_IDS,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, instant, oneOf, textEnum } from './columns.ts';
import { users } from './users.ts';

/**
 * Best ball (RULES.md, Best ball drafts). Entry fees go into the contest's pool account through the
 * wallet; drafts hold the clock (the deadline of the pick on the clock) and a version every change
 * bumps, so clients apply deltas in order and a reconnect starts from the full state.
 */

export const contests = pgTable(
  'contests',
  {
    id: text('id').primaryKey(),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    slateId: text('slate_id').notNull(),
    /** Contests of one style (fee, size, rounds, speed) across slates share it: exposure groups by it. */
    styleId: text('style_id').notNull(),
    name: text('name').notNull(),
    entryFeeCents: cents('entry_fee_cents').notNull(),
    seats: integer('seats').notNull(),
    rounds: integer('rounds').notNull(),
    speed: textEnum('speed', DRAFT_SPEEDS).notNull(),
    /** The pick clock; PICK_CLOCK_MS by speed unless a setting overrides it (tests). */
    pickClockMs: integer('pick_clock_ms').notNull(),
    prizes: jsonb('prizes').$type<PrizeTier[]>().notNull(),
    entryCap: integer('entry_cap').notNull(),
    maxPerUser: integer('max_per_user').notNull(),
    /**
     * The slate's first game: every draft finishes by then (picks left are autopicked). Entries close
     * earlier, at core's `entriesCloseAt`, when entries still pooled are refunded.
     */
    locksAt: instant('locks_at').notNull(),
    status: textEnum('status', CONTEST_STATUSES).notNull(),
    /** Bots may take empty seats (the simulated world, a setting). */
    botsAllowed: boolean('bots_allowed').notNull().default(false),
    /** The version of the lobby's contest styles it was made from (schedule_versions). */
    styleVersion: integer('style_version').notNull().default(1),
    /**
     * At settlement, the sum of its scored games' stat sequences: a stat correction after it raises
     * the sum, and the prizes are settled again (drafts/prizes/resettle-contest.ts).
     */
    settledSeq: bigint('settled_seq', { mode: 'number' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('contests_lobby_idx').on(table.sportId, table.slateId, table.status),
    oneOf('contests_sport_check', table.sportId, SPORT_IDS),
    oneOf('contests_speed_check', table.speed, DRAFT_SPEEDS),
    oneOf('contests_status_check', table.status, CONTEST_STATUSES),
  ],
);

/**
 * A season-long contest's scoring periods (RULES.md, Best ball): the slates it scores besides its
 * own (the first week's). A contest without rows here scores its own slate only.
 */
export const contestSlates = pgTable(
  'contest_slates',
  {
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id),
    slateId: text('slate_id').notNull(),
    /** 0: a qualifying period; n: the period of advancement round n (a tournament). */
    round: integer('round').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.contestId, table.slateId] })],
);

/**
 * A tournament's advancement rounds (RULES.md, Tournaments): after round n − 1, the top `advance`
 * of each draft (round 1) or group advance and are grouped again in groups of `group_size`.
 */
export const contestRounds = pgTable(
  'contest_rounds',
  {
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id),
    round: integer('round').notNull(),
    advance: integer('advance').notNull(),
    groupSize: integer('group_size').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contestId, table.round] })],
);

/** The teams that advanced into a round, and the group each plays in. */
export const contestGroups = pgTable(
  'contest_groups',
  {
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id),
    round: integer('round').notNull(),
    groupNumber: integer('group_number').notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => contestEntries.id),
  },
  (table) => [
    primaryKey({ columns: [table.contestId, table.round, table.entryId] }),
    index('contest_groups_group_idx').on(table.contestId, table.round, table.groupNumber),
  ],
);

export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id),
    status: textEnum('status', DRAFT_STATUSES).notNull(),
    seats: integer('seats').notNull(),
    rounds: integer('rounds').notNull(),
    pickClockMs: integer('pick_clock_ms').notNull(),
    /** The pick on the clock (1-based); rounds × seats + 1 once complete. */
    currentPick: integer('current_pick').notNull().default(1),
    /** When the pick on the clock expires; null unless drafting. */
    deadlineAt: instant('deadline_at'),
    /** Bumped by every change (a seat filled, a pick, an autopick toggle); deltas carry it. */
    version: integer('version').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    startedAt: instant('started_at'),
    completedAt: instant('completed_at'),
  },
  (table) => [
    index('drafts_contest_idx').on(table.contestId, table.status),
    index('drafts_deadline_idx').on(table.deadlineAt).where(sql`${table.status} = 'drafting'`),
    oneOf('drafts_status_check', table.status, DRAFT_STATUSES),
  ],
);

export const contestEntries = pgTable(
  'contest_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id),
    /** null for a bot's seat. */
    userId: uuid('user_id').references(() => users.id),
    state: textEnum('state', CONTEST_ENTRY_STATES).notNull(),
    draftId: uuid('draft_id').references(() => drafts.id),
    /** 1-based seat in the draft (snake order), drawn at random as the draft fills. */
    seat: integer('seat'),
    /** The ledger transfer that took the fee (null for a bot). */
    feeTransferId: uuid('fee_transfer_id'),
    /** On autopick: turned on by the player, or switched on after a timed-out pick until they act. */
    autopick: boolean('autopick').notNull().default(false),
    /** Autopick was switched on because the seat's clock ran out; the player's next action clears both. */
    timedOut: boolean('timed_out').notNull().default(false),
    /** The player's queue for this draft, in order. */
    queue: text('queue').array().notNull().default(sql`'{}'::text[]`),
    /** Best ball points so far and the rank in the draft, once games are played. */
    points: doublePrecision('points'),
    rank: integer('rank'),
    /** What the entry won when its contest was settled (0 for no prize); null until then. */
    prizeCents: cents('prize_cents'),
    /** When the contest's prizes were paid; set on every drafted entry of the contest at once. */
    settledAt: instant('settled_at'),
    /** Which settlement paid `prize_cents`: 1 at settlement, one more per stat correction that moved it. */
    prizeSettlement: integer('prize_settlement').notNull().default(1),
    createdAt: instant('created_at').notNull(),
    refundedAt: instant('refunded_at'),
  },
  (table) => [
    index('contest_entries_user_idx').on(table.userId, table.createdAt),
    index('contest_entries_pool_idx')
      .on(table.contestId, table.createdAt)
      .where(sql`${table.state} = 'pooled'`),
    uniqueIndex('contest_entries_seat_idx').on(table.draftId, table.seat),
    oneOf('contest_entries_state_check', table.state, CONTEST_ENTRY_STATES),
  ],
);

export const draftPicks = pgTable(
  'draft_picks',
  {
    draftId: uuid('draft_id')
      .notNull()
      .references(() => drafts.id),
    pickNumber: integer('pick_number').notNull(),
    round: integer('round').notNull(),
    seat: integer('seat').notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => contestEntries.id),
    playerId: text('player_id').notNull(),
    source: textEnum('source', PICK_SOURCES).notNull(),
    madeAt: instant('made_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.draftId, table.pickNumber] }),
    // A player is drafted at most once per draft.
    uniqueIndex('draft_picks_player_idx').on(table.draftId, table.playerId),
    oneOf('draft_picks_source_check', table.source, PICK_SOURCES),
  ],
);

/** A player's pre-draft rankings for a slate; autopick uses them after the queue. */
export const draftRankings = pgTable(
  'draft_rankings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    slateId: text('slate_id').notNull(),
    playerIds: text('player_ids').array().notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sportId, table.slateId] }),
    oneOf('draft_rankings_sport_check', table.sportId, SPORT_IDS),
  ],
);

/** Average draft position per slate, recomputed from completed drafts by a job. */
export const playerAdp = pgTable(
  'player_adp',
  {
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    slateId: text('slate_id').notNull(),
    playerId: text('player_id').notNull(),
    adp: doublePrecision('adp').notNull(),
    /** Completed drafts the figure is over (0: seeded from projections). */
    drafts: integer('drafts').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sportId, table.slateId, table.playerId] }),
    oneOf('player_adp_sport_check', table.sportId, SPORT_IDS),
  ],
);
