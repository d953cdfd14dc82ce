import { randomUUID } from 'node:crypto';
import {
  cents,
  LIMIT_TYPE_INFO,
  LIMIT_TYPES,
  LIMIT_WINDOW_MS,
  type LimitPeriod,
  type LimitType,
  type VerificationStatus,
} from '@kennel/core';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { runPrepared } from '../../platform/db/prepared.ts';
import { selectRows } from '../../platform/db/rows.ts';
import {
  type PlayRestrictionRow,
  playRestrictions,
  type ResponsibleGamingLimitRow,
  responsibleGamingLimits,
} from '../../platform/db/schema/responsible-gaming.ts';

/** Support has not marked the accounts `a` and `b` (SQL expressions) as two people (distinct_people). */
const notMarkedDistinct = (a: string, b: string) => `not exists (select 1 from distinct_people marked
      where marked.user_id = least(${a}, ${b}) and marked.other_user_id = greatest(${a}, ${b}))`;

/**
 * `other` is verified as the same person as `me` (two aliases of identity_verifications): the date of
 * birth, and the legal name as migration 0039's key (accents, spaces and marks dropped, lowered).
 * Two SSNs the provider matched whose last 4 digits differ (their keyed digests, under one key
 * version) are two people who share a name and a birthday; where either SSN is unknown (approved by
 * document, verified before migration 0041 kept it, or digested under another key) they are held as
 * one: wrongly pausing a namesake is undone by support (who mark the two accounts as two people),
 * wrongly letting an excluded person play is not.
 */
export const sameIdentity = (me: string, other: string) => `${other}.date_of_birth = ${me}.date_of_birth
    and person_name_key(${other}.legal_first_name, ${other}.legal_last_name)
      = person_name_key(${me}.legal_first_name, ${me}.legal_last_name)
    and ${other}.status = 'approved'
    and (${other}.ssn_last4_digest is null or ${me}.ssn_last4_digest is null
      or ${other}.ssn_last4_digest = ${me}.ssn_last4_digest
      or split_part(${other}.ssn_last4_digest, '.', 1) <> split_part(${me}.ssn_last4_digest, '.', 1))`;

/** `sameIdentity`, unless support marked the two accounts as two people. */
const samePerson = (me: string, other: string) => `${sameIdentity(me, other)}
    and (${other}.user_id = ${me}.user_id or ${notMarkedDistinct(`${me}.user_id`, `${other}.user_id`)})`;

/**
 * The accounts of the person playing as `user` (an SQL expression): theirs, and every other account
 * verified as the same person (`samePerson`). A time-out or self-exclusion is the person's: one taken
 * on an account holds on each, so a second account (or the name spelt another way) is no way round it.
 */
const SAME_PERSON_ACCOUNTS = `select :user union
  select other.user_id from identity_verifications me
  join identity_verifications other on ${samePerson('me', 'other')}
  where me.user_id = :user and me.status = 'approved'`;

const SHARED_NOT_DISTINCT = notMarkedDistinct('mine.user_id', 'shared.user_id');

/**
 * The accounts of the people who signed in on a browser `user` signed in on (a known device: its
 * cookie, kept a year), and those people's other verified accounts. Before verification an account
 * has no name to match, so the device is what ties a new account to an excluded person.
 */
const DEVICE_SHARING_ACCOUNTS = `select shared.user_id from known_devices mine
  join known_devices shared on shared.device_id_hash = mine.device_id_hash and shared.user_id <> mine.user_id
    and ${SHARED_NOT_DISTINCT}
  where mine.user_id = :user
  union all
  select other.user_id from known_devices mine
  join known_devices shared on shared.device_id_hash = mine.device_id_hash and shared.user_id <> mine.user_id
    and ${SHARED_NOT_DISTINCT}
  join identity_verifications me on me.user_id = shared.user_id and me.status = 'approved'
  join identity_verifications other on ${samePerson('me', 'other')}
  where mine.user_id = :user`;

/**
 * For an account verified as a person: the accounts never verified that share a browser with it and
 * were signed up with the birth date it was verified with (sign-up asks for no name). An excluded
 * person who never verified has only their sign-up details to be known by; verifying a second account
 * as themselves on the same browser must not lift the hold, so a match is the person's own.
 */
const DEVICE_SIGN_UP_MATCHES = `select shared.user_id from known_devices mine
  join known_devices shared on shared.device_id_hash = mine.device_id_hash and shared.user_id <> mine.user_id
    and ${SHARED_NOT_DISTINCT}
  join identity_verifications me on me.user_id = mine.user_id and me.status = 'approved'
  join users signed_up on signed_up.id = shared.user_id and signed_up.date_of_birth = me.date_of_birth
  where mine.user_id = :user
    and not exists (select 1 from identity_verifications theirs
      where theirs.user_id = shared.user_id and theirs.status = 'approved')`;

const withUser = (text: string, userId: string): SQL =>
  sql.join(
    text.split(':user').map((part) => sql.raw(part)),
    sql`${userId}::uuid`,
  );
const samePersonAccountsSql = (userId: string): SQL => withUser(SAME_PERSON_ACCOUNTS, userId);

// Read before each draft pick and on the overview: a named prepared statement (made once per connection).
const RESTRICTIONS_IN_FORCE = `select id, user_id, kind, duration, started_at, ends_at from play_restrictions
  where user_id in (${SAME_PERSON_ACCOUNTS.replaceAll(':user', '$1::uuid')}) and (ends_at is null or ends_at > $2::timestamptz)`;

interface RestrictionDbRow {
  id: string;
  user_id: string;
  kind: PlayRestrictionRow['kind'];
  duration: PlayRestrictionRow['duration'];
  started_at: string | Date;
  ends_at: string | Date | null;
  through_device?: boolean;
  /** For a restriction held through a device: the held account's own verification status (null: none). */
  verification_status?: VerificationStatus | null;
}

/**
 * A time-out or exclusion in force: the person's own, or (`throughDevice`) one held through a shared
 * device, with the held account's verification status (`heldVerification`: what it can do next).
 */
export type RestrictionInForce = PlayRestrictionRow & {
  throughDevice: boolean;
  heldVerification: VerificationStatus | null;
};

/** A time-out or exclusion as read by SQL (a prepared statement's row, or JSON's), as the rules take it. */
function restrictionOf(row: RestrictionDbRow): RestrictionInForce {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    duration: row.duration,
    startedAt: new Date(row.started_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    throughDevice: row.through_device === true,
    heldVerification: row.verification_status ?? null,
  };
}

/** What a player used in one rolling window, and when the oldest counted amount leaves it. */
export interface WindowUsage {
  usedCents: number;
  /** The moment the oldest amount still counted was moved; null when nothing counts. */
  oldestAt: Date | null;
}

export type Usage = Record<LimitPeriod, WindowUsage>;

export type LimitWrite = Omit<ResponsibleGamingLimitRow, 'userId' | 'type'>;

const PERIODS = Object.keys(LIMIT_WINDOW_MS) as LimitPeriod[];

interface MovementRow {
  [key: string]: unknown;
  amount: string | number;
  at: Date | string;
}

/** The wallet's count of what the player spent (entry fees and stakes, less refunds) since a moment. */
export type SpendSince = (userId: string, since: Date) => Promise<{ amountCents: number; at: Date }[]>;

/** The same count as SQL rows (amount, at), for a query that reads it with other facts. */
export type SpendMovements = (userId: string, since: Date) => SQL;

/**
 * Spend the limits count over the longest window, from the wallet's counts (the transfer kinds
 * declared as spend). Run under the player's money lock by a decision, like `depositUsage`.
 */
export async function spendUsage(spendSince: SpendSince, userId: string, now: Date): Promise<Usage> {
  const since = new Date(now.getTime() - LIMIT_WINDOW_MS.monthly);
  const rows = await spendSince(userId, since);
  return usageOf(
    rows.map((row) => ({ amount: row.amountCents, at: row.at })),
    now,
  );
}

/**
 * Sums signed movements per rolling window: an amount moved at `at` counts while now − window < at
 * (core's countsInWindow), so it leaves the window at exactly at + window. Nothing committed is left
 * out for being stamped after `now`: another API process's clock may run a little ahead of this one's.
 */
function usageOf(rows: readonly MovementRow[], now: Date): Usage {
  const usage = {} as Usage;
  for (const period of PERIODS) {
    const start = now.getTime() - LIMIT_WINDOW_MS[period];
    let used = 0;
    let oldest: number | null = null;
    for (const row of rows) {
      const at = new Date(row.at).getTime();
      if (at <= start) continue;
      used += Number(row.amount);
      if (Number(row.amount) > 0 && (oldest === null || at < oldest)) oldest = at;
    }
    usage[period] = { usedCents: Math.max(0, used), oldestAt: oldest === null ? null : new Date(oldest) };
  }
  return usage;
}

/**
 * Deposits the limits count: pending and succeeded ones (what `createDepositRepo().committedCents`
 * counts), by the moment each was made, since `since`.
 */
const depositMovements = (userId: string, since: Date) =>
  sql`select amount_cents as amount, created_at as at from deposits
      where user_id = ${userId} and status in ('pending', 'succeeded')
        and created_at > ${since.toISOString()}::timestamptz`;

/** What a paid action's limit check reads, as one JSON value (`PaidActionFacts`). */
export interface PaidActionFactsJson {
  restrictions: Array<RestrictionDbRow & { started_at: string; ends_at: string | null }>;
  limits: Array<{
    type: LimitType;
    amount_cents: number | null;
    pending_amount_cents: number | null;
    pending_requested_at: string | null;
    pending_confirmable_at: string | null;
    updated_at: string;
  }>;
  /** The movements of the action's kind over the longest window; null when no window limit of it is set. */
  movements: Array<{ amount: number; at: string }> | null;
}

/**
 * One scalar SQL expression with everything a paid action's restriction and limit check needs
 * at `now`: the restrictions in force, the limits, and (only when a window limit of `kind` is set)
 * the movements they count. Read in the authorisation step's one query, after the money lock.
 */
export function paidActionFactsSql(
  userId: string,
  kind: 'deposit' | 'spend',
  now: Date,
  spendMovements: SpendMovements,
): SQL {
  const since = new Date(now.getTime() - LIMIT_WINDOW_MS.monthly);
  const windowTypes = LIMIT_TYPES.filter(
    (type) => LIMIT_TYPE_INFO[type].kind === kind && LIMIT_TYPE_INFO[type].period !== null,
  );
  const movements = kind === 'deposit' ? depositMovements(userId, since) : spendMovements(userId, since);
  return sql`json_build_object(
    'restrictions', ${restrictionsInForceSql(userId, now)},
    'limits', (select coalesce(json_agg(l), '[]') from (
      select type, amount_cents, pending_amount_cents, pending_requested_at, pending_confirmable_at, updated_at
      from responsible_gaming_limits where user_id = ${userId}) l),
    'movements', case when exists (
        select 1 from responsible_gaming_limits where user_id = ${userId} and amount_cents is not null
          and type in (select jsonb_array_elements_text(${JSON.stringify(windowTypes)}::jsonb)))
      then (select coalesce(json_agg(m), '[]') from (${movements}) m) end)`;
}

/**
 * The player's time-outs and exclusions in force at `now`, as one JSON array value: for a statement
 * of another feature that must decide on them after its own lock (a draft step reads them with its
 * slate's games). `restrictionsFromJson` reads the value back. An account not verified as anyone
 * also reads the self-exclusions of the people it shares a device with (`through_device`): until
 * verification says who plays on it, it may be an excluded person's second account. Once verified,
 * it holds as its own the self-exclusion of an account on its browser that was never verified and
 * was signed up with its birth date (`DEVICE_SIGN_UP_MATCHES`).
 */
export function restrictionsInForceSql(userId: string, now: Date): SQL {
  const inForce = sql`(ends_at is null or ends_at > ${now.toISOString()}::timestamptz)`;
  return sql`(select coalesce(json_agg(r), '[]') from (
      select id, user_id, kind, duration, started_at, ends_at, false as through_device,
        null::text as verification_status from play_restrictions
      where user_id in (${samePersonAccountsSql(userId)}) and ${inForce}
      union all
      select id, user_id, kind, duration, started_at, ends_at, true,
        (select status from identity_verifications where user_id = ${userId}::uuid) from play_restrictions
      where kind = 'self_exclusion' and ${inForce}
        and user_id in (${withUser(DEVICE_SHARING_ACCOUNTS, userId)})
        and not exists (select 1 from identity_verifications
          where user_id = ${userId}::uuid and status = 'approved')
      union all
      select id, user_id, kind, duration, started_at, ends_at, false, null from play_restrictions
      where kind = 'self_exclusion' and ${inForce}
        and user_id in (${withUser(DEVICE_SIGN_UP_MATCHES, userId)})) r)`;
}

/**
 * The value `restrictionsInForceSql` read, as rows (a driver may hand JSON over as text). The query
 * always answers an array: anything else (no value, because a caller did not read the facts) throws,
 * so a guard whose facts are missing refuses instead of letting the play through.
 */
export function restrictionsFromJson(value: unknown): RestrictionInForce[] {
  const rows: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(rows))
    throw new Error('The play restrictions in force were not read: refusing the play.');
  return (rows as PaidActionFactsJson['restrictions']).map(restrictionOf);
}

/** The facts as rows and usage, as the check decides on them. */
export function paidActionFactsFromJson(facts: PaidActionFactsJson, userId: string, now: Date) {
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return {
    restrictions: facts.restrictions.map(restrictionOf),
    limits: facts.limits.map(
      (row): ResponsibleGamingLimitRow => ({
        userId,
        type: row.type,
        amountCents: row.amount_cents === null ? null : cents(Number(row.amount_cents)),
        pendingAmountCents:
          row.pending_amount_cents === null ? null : cents(Number(row.pending_amount_cents)),
        pendingRequestedAt: date(row.pending_requested_at),
        pendingConfirmableAt: date(row.pending_confirmable_at),
        updatedAt: new Date(row.updated_at),
      }),
    ),
    usage: facts.movements === null ? null : usageOf(facts.movements, now),
  };
}

/** Rows of the responsible-gaming tables, and the money the limits count; no rules here. */
export function createResponsibleGamingRepo(db: Database) {
  return {
    async limits(userId: string): Promise<ResponsibleGamingLimitRow[]> {
      return db.select().from(responsibleGamingLimits).where(eq(responsibleGamingLimits.userId, userId));
    },

    async limit(userId: string, type: LimitType): Promise<ResponsibleGamingLimitRow | undefined> {
      const [row] = await db
        .select()
        .from(responsibleGamingLimits)
        .where(and(eq(responsibleGamingLimits.userId, userId), eq(responsibleGamingLimits.type, type)));
      return row;
    },

    async saveLimit(userId: string, type: LimitType, values: LimitWrite): Promise<ResponsibleGamingLimitRow> {
      const [row] = await db
        .insert(responsibleGamingLimits)
        .values({ userId, type, ...values })
        .onConflictDoUpdate({
          target: [responsibleGamingLimits.userId, responsibleGamingLimits.type],
          set: values,
        })
        .returning();
      if (!row) throw new Error(`limit ${type} of ${userId} was not saved`);
      return row;
    },

    /**
     * The player's time-outs and exclusions that have not ended at `now`. Each starts when it is
     * committed, so one stamped a moment after `now` (by a clock running ahead) is in force too.
     */
    async restrictionsInForce(userId: string, now: Date): Promise<PlayRestrictionRow[]> {
      const rows = await runPrepared<RestrictionDbRow>(
        db,
        'play_restrictions_in_force',
        RESTRICTIONS_IN_FORCE,
        [userId, now.toISOString()],
      );
      return rows.map(restrictionOf);
    },

    /** Every time-out and exclusion the player chose, newest first (the operator console's history). */
    async restrictionHistory(userId: string): Promise<PlayRestrictionRow[]> {
      return db
        .select()
        .from(playRestrictions)
        .where(eq(playRestrictions.userId, userId))
        .orderBy(desc(playRestrictions.startedAt));
    },

    /** The person's other accounts: verified as the same person as `userId` (see SAME_PERSON_ACCOUNTS). */
    async otherAccountsOfPerson(userId: string): Promise<string[]> {
      const rows = await selectRows<{ user_id: string }>(
        db,
        sql`select user_id from (${samePersonAccountsSql(userId)}) as accounts(user_id) where user_id <> ${userId}::uuid`,
      );
      return rows.map((row) => row.user_id);
    },

    async insertRestriction(row: Omit<PlayRestrictionRow, 'id'>): Promise<PlayRestrictionRow> {
      const [stored] = await db
        .insert(playRestrictions)
        .values({ id: randomUUID(), ...row })
        .returning();
      if (!stored) throw new Error('restriction was not stored');
      return stored;
    },

    /**
     * Deposits the limits count over the longest window (`depositMovements`). Run under the
     * player's money lock by a decision: every deposit committed before the lock counts, however
     * it was stamped.
     */
    async depositUsage(userId: string, now: Date): Promise<Usage> {
      const since = new Date(now.getTime() - LIMIT_WINDOW_MS.monthly);
      return usageOf(await selectRows<MovementRow>(db, depositMovements(userId, since)), now);
    },
  };
}

export type ResponsibleGamingRepo = ReturnType<typeof createResponsibleGamingRepo>;
