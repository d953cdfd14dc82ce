import type {
  PickemChoice,
  PickemEntryResult,
  PickemEntryState,
  PickemEntryType,
  PickemLineTiming,
  PickemPropKind,
  PickemPropStatus,
  PickResult,
  SportId,
} from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { StoredPickemOption } from '../../../platform/db/schema/pickem.ts';

/** Rows of pick'em entries as the entries feature reads them, and the SQL pieces its reads share. */

/** A JSON-encoded parameter read back as text[], the same on both drivers. */
export const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export const date = (value: Date | string) => new Date(value);
const centsOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** A prop with its current line, as an entry is decided against it. */
export interface CurrentProp {
  propId: string;
  kind: PickemPropKind;
  timing: PickemLineTiming;
  sportId: SportId;
  stat: string;
  playerIds: string[];
  gameIds: string[];
  teamIds: string[];
  status: PickemPropStatus;
  lineId: string;
  statValue: number;
  /** In-game lines: the player's stat so far the line was priced on (null for the others). */
  pricedOn: number | null;
  options: StoredPickemOption[];
}

export interface GameClock {
  id: string;
  status: string;
  startsAt: Date;
  /** The slates the game is on (read with the entry's props only). */
  slateIds: string[];
}

export interface EntryRow {
  id: string;
  userId: string;
  type: PickemEntryType;
  state: PickemEntryState;
  result: PickemEntryResult | null;
  feeCents: number;
  maxPayoutCents: number;
  payoutCents: number | null;
  feeTransferId: string;
  sportIds: SportId[];
  slateIds: string[];
  gameIds: string[];
  firstGameStartsAt: Date;
  createdAt: Date;
  settledAt: Date | null;
}

export interface PickRow {
  entryId: string;
  position: number;
  propId: string;
  lineId: string;
  optionId: string;
  choice: PickemChoice;
  multiplierHundredths: number;
  statValue: number;
  playerIds: string[];
  gameIds: string[];
  teamIds: string[];
  result: PickResult | null;
  kind: PickemPropKind;
  timing: PickemLineTiming;
  sportId: SportId;
  stat: string;
}

export type NewEntry = Omit<EntryRow, 'result' | 'payoutCents' | 'settledAt' | 'state'> & {
  /** The payout schedule version that priced it (its settlement pays by the same one). */
  payoutScheduleVersion: number;
};
export type NewPick = Omit<PickRow, 'entryId' | 'result' | 'kind' | 'timing' | 'sportId' | 'stat'>;

export const ENTRY_COLUMNS = sql.raw(
  `e.id, e.user_id, e.type, e.state, e.result, e.fee_cents, e.max_payout_cents, e.payout_cents,
   e.fee_transfer_id, e.sport_ids, e.slate_ids, e.game_ids, e.first_game_starts_at, e.created_at, e.settled_at`,
);

export function entryFromRow(row: Record<string, unknown>): EntryRow {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    type: row.type as PickemEntryType,
    state: row.state as PickemEntryState,
    result: row.result as PickemEntryResult | null,
    feeCents: Number(row.fee_cents),
    maxPayoutCents: Number(row.max_payout_cents),
    payoutCents: centsOrNull(row.payout_cents as string | number | null),
    feeTransferId: row.fee_transfer_id as string,
    sportIds: row.sport_ids as SportId[],
    slateIds: row.slate_ids as string[],
    gameIds: row.game_ids as string[],
    firstGameStartsAt: date(row.first_game_starts_at as string),
    createdAt: date(row.created_at as string),
    settledAt: row.settled_at === null ? null : date(row.settled_at as string),
  };
}

/** Which entries a list shows: the player's, filtered, newest first, after the cursor's entry. */
export interface EntryFilter {
  userId: string;
  /** The wire status, decided from the entry's state and its games at `now`. */
  status?: 'upcoming' | 'live' | 'settled' | 'cancelled' | undefined;
  sportId?: SportId | undefined;
  slateId?: string | undefined;
  cursor?: string | undefined;
  limit: number;
  now: Date;
}

/** An open entry is live once a game of it started by the clock or by its status; upcoming before. */
export function startedSql(now: Date): SQL {
  return sql`(e.first_game_starts_at <= ${now.toISOString()}::timestamptz
    or exists (select 1 from games g where g.id = any(e.game_ids) and g.status <> 'scheduled'))`;
}
