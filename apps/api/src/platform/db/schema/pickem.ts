import {
  PICKEM_CHOICES,
  PICKEM_ENTRY_RESULTS,
  PICKEM_ENTRY_STATES,
  PICKEM_ENTRY_TYPES,
  PICKEM_LINE_RULINGS,
  PICKEM_LINE_TIMINGS,
  PICKEM_PROP_KINDS,
  PICKEM_PROP_STATUSES,
  type PickemChoice,
  type PickResult,
  SPORT_IDS,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, instant, oneOf, textEnum } from './columns.ts';
import { operators } from './operators.ts';
import { users } from './users.ts';

/**
 * Pick'em (RULES.md, Pick'em). A prop is the stable question; each priced version of it is a line
 * with its own id, kept forever so an entry's picks always name the line they were made on. Entries
 * are house-banked: the fee moves from the player to the house through the wallet, and settlement
 * pays from the house; every settlement version is kept so a correction reverses and re-posts.
 */

/** One option of a line as stored (its id is `<line id>.<choice>`). */
export interface StoredPickemOption {
  id: string;
  choice: PickemChoice;
  multiplierHundredths: number;
}

export const pickemProps = pgTable(
  'pickem_props',
  {
    /** Deterministic from what it asks (`hl:pre:<game>:<player>:<stat>`), so the line maker is idempotent. */
    id: text('id').primaryKey(),
    kind: textEnum('kind', PICKEM_PROP_KINDS).notNull(),
    timing: textEnum('timing', PICKEM_LINE_TIMINGS).notNull(),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    stat: text('stat').notNull(),
    /** One player (higher/lower) or two (rivals: the first gets the handicap). */
    playerIds: text('player_ids').array().notNull(),
    /** The game of each player, in the same order. */
    gameIds: text('game_ids').array().notNull(),
    teamIds: text('team_ids').array().notNull(),
    status: textEnum('status', PICKEM_PROP_STATUSES).notNull(),
    currentLineId: text('current_line_id').notNull(),
    /** An in-game prop suspended around a scoring play reopens (re-priced) after this instant. */
    suspendedUntil: instant('suspended_until'),
    /** Counts line changes; a new line id each time. */
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('pickem_props_board_idx').on(table.status, table.sportId, table.kind, table.timing),
    index('pickem_props_games_idx').using('gin', table.gameIds),
    oneOf('pickem_props_kind_check', table.kind, PICKEM_PROP_KINDS),
    oneOf('pickem_props_timing_check', table.timing, PICKEM_LINE_TIMINGS),
    oneOf('pickem_props_sport_check', table.sportId, SPORT_IDS),
    oneOf('pickem_props_status_check', table.status, PICKEM_PROP_STATUSES),
  ],
);

export const pickemLines = pgTable(
  'pickem_lines',
  {
    id: text('id').primaryKey(),
    propId: text('prop_id')
      .notNull()
      .references(() => pickemProps.id),
    /** Higher/lower: the line (x.5 or whole). Rivals: the handicap added to the first player. */
    statValue: doublePrecision('stat_value').notNull(),
    options: jsonb('options').$type<StoredPickemOption[]>().notNull(),
    /**
     * In-game lines: the player's stat so far when the line was priced. An entry is taken on the
     * line only while the stat is still that (a stat that moved re-prices it: a new line).
     */
    pricedOn: doublePrecision('priced_on'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('pickem_lines_prop_idx').on(table.propId, table.createdAt)],
);

export const pickemEntries = pgTable(
  'pickem_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: textEnum('type', PICKEM_ENTRY_TYPES).notNull(),
    state: textEnum('state', PICKEM_ENTRY_STATES).notNull(),
    result: textEnum('result', PICKEM_ENTRY_RESULTS),
    feeCents: cents('fee_cents').notNull(),
    /** All picks hit, at submission, capped. */
    maxPayoutCents: cents('max_payout_cents').notNull(),
    /** The current settlement's payout (refunds included); null while open. */
    payoutCents: cents('payout_cents'),
    /** The ledger transfer that took the fee. */
    feeTransferId: uuid('fee_transfer_id').notNull(),
    sportIds: text('sport_ids').array().notNull(),
    slateIds: text('slate_ids').array().notNull(),
    gameIds: text('game_ids').array().notNull(),
    /** The earliest game start: cancellable only before it, and the entry is live after it. */
    firstGameStartsAt: instant('first_game_starts_at').notNull(),
    createdAt: instant('created_at').notNull(),
    cancelledAt: instant('cancelled_at'),
    settledAt: instant('settled_at'),
    /** 0 while open; each settlement (a correction re-settles) adds one. */
    settlementVersion: integer('settlement_version').notNull().default(0),
    /** The version of the payout schedule that priced it (schedule_versions): it settles by that one. */
    payoutScheduleVersion: integer('payout_schedule_version').notNull().default(1),
  },
  (table) => [
    index('pickem_entries_user_idx').on(table.userId, table.createdAt),
    index('pickem_entries_open_idx').on(table.firstGameStartsAt).where(sql`${table.state} = 'open'`),
    oneOf('pickem_entries_type_check', table.type, PICKEM_ENTRY_TYPES),
    oneOf('pickem_entries_state_check', table.state, PICKEM_ENTRY_STATES),
    oneOf('pickem_entries_result_check', table.result, PICKEM_ENTRY_RESULTS),
  ],
);

export const pickemPicks = pgTable(
  'pickem_picks',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => pickemEntries.id),
    position: integer('position').notNull(),
    propId: text('prop_id')
      .notNull()
      .references(() => pickemProps.id),
    lineId: text('line_id')
      .notNull()
      .references(() => pickemLines.id),
    optionId: text('option_id').notNull(),
    choice: textEnum('choice', PICKEM_CHOICES).notNull(),
    multiplierHundredths: integer('multiplier_hundredths').notNull(),
    /** Copied from the line so grading needs no join. */
    statValue: doublePrecision('stat_value').notNull(),
    playerIds: text('player_ids').array().notNull(),
    gameIds: text('game_ids').array().notNull(),
    teamIds: text('team_ids').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.position] }),
    index('pickem_picks_prop_idx').on(table.propId),
    oneOf('pickem_picks_choice_check', table.choice, PICKEM_CHOICES),
  ],
);

/** A pick as a settlement graded it: its result and the final value of each player's stat (null: did not play). */
export interface SettledPick {
  result: PickResult;
  final_values: (number | null)[];
}

/** Every settlement of an entry; a correction reverses the current one's transfer and adds the next. */
export const pickemSettlements = pgTable(
  'pickem_settlements',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => pickemEntries.id),
    version: integer('version').notNull(),
    result: textEnum('result', PICKEM_ENTRY_RESULTS).notNull(),
    payoutCents: cents('payout_cents').notNull(),
    /**
     * Each pick's grade, in position order. Kept here rather than on the picks, so settling writes
     * one row per entry (not one per pick) and every version keeps the grades it paid on.
     */
    picks: jsonb('picks').$type<SettledPick[]>().notNull().default([]),
    /** The transfer that paid it (none for a lost entry). */
    payoutTransferId: uuid('payout_transfer_id'),
    /** The reversal of that transfer when a later version replaced this one. */
    reversalTransferId: uuid('reversal_transfer_id'),
    settledAt: instant('settled_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.version] }),
    oneOf('pickem_settlements_result_check', table.result, PICKEM_ENTRY_RESULTS),
  ],
);

/**
 * The stat-event sequence of each final game that settlement has graded entries at; a game whose
 * `seq` moved past it (a stat correction) has its settled entries graded again.
 */
export const pickemGradedGames = pgTable('pickem_graded_games', {
  gameId: text('game_id').primaryKey(),
  seq: integer('seq').notNull(),
  gradedAt: instant('graded_at').notNull(),
  /**
   * Settlements that recorded grading the game: a re-grade moves `seq` on only if none committed
   * since it read the row (one still in flight then may have graded on the stats before it).
   */
  gradings: integer('gradings').notNull().default(0),
});

/**
 * An operator's ruling on a line (the console's games section): `void` grades every pick on it as
 * a void, `regrade` grades them at a corrected line. Settled entries with a pick on it are graded
 * again through the correction path until `applied_at` catches up with `decided_at`.
 */
export const pickemLineRulings = pgTable(
  'pickem_line_rulings',
  {
    lineId: text('line_id')
      .primaryKey()
      .references(() => pickemLines.id),
    ruling: textEnum('ruling', PICKEM_LINE_RULINGS).notNull(),
    /** The corrected line of a `regrade`; null for a `void`. */
    statValue: doublePrecision('stat_value'),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    decidedAt: instant('decided_at').notNull(),
    appliedAt: instant('applied_at'),
  },
  (table) => [
    oneOf('pickem_line_rulings_ruling_check', table.ruling, PICKEM_LINE_RULINGS),
    check(
      'pickem_line_rulings_value_check',
      sql`(${table.ruling} = 'regrade') = (${table.statValue} is not null)`,
    ),
    index('pickem_line_rulings_unapplied_idx')
      .on(table.decidedAt)
      .where(sql`${table.appliedAt} is null or ${table.appliedAt} < ${table.decidedAt}`),
  ],
);
