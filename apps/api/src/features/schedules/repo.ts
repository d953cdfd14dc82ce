import {
  type ContestStyle,
  DEFAULT_CONTEST_STYLES,
  DEFAULT_PAYOUT_SCHEDULE,
  type PayoutSchedule,
  type ScheduleKind,
} from '@kennel/core';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { operators } from '../../platform/db/schema/operators.ts';
import { scheduleVersions } from '../../platform/db/schema/schedules.ts';

/** What each kind of schedule holds. */
export interface ScheduleBodies {
  pickem_payouts: PayoutSchedule;
  contest_styles: readonly ContestStyle[];
}

const DEFAULTS: ScheduleBodies = {
  pickem_payouts: DEFAULT_PAYOUT_SCHEDULE,
  contest_styles: DEFAULT_CONTEST_STYLES,
};

export interface ScheduleVersion<K extends ScheduleKind> {
  kind: K;
  version: number;
  body: ScheduleBodies[K];
  createdAt: Date;
  createdBy: string | null;
}

// Serialises publishes of one kind, so two operators never both write version n + 1.
const SCHEDULE_LOCK = 0x5c4ed;

/** The version in force as one JSON value (`{version, body}`, null before any), for a read that carries it with others. */
export function currentScheduleSql(kind: ScheduleKind): SQL {
  return sql`(select json_build_object('version', v.version, 'body', v.body) from schedule_versions v
    where v.kind = ${kind} order by v.version desc limit 1)`;
}

/** `currentScheduleSql`'s value as the schedule in force: before any version is stored, core's defaults as version 1. */
export function scheduleFromJson<K extends ScheduleKind>(
  kind: K,
  json: unknown,
): { version: number; body: ScheduleBodies[K] } {
  const row = json as { version: number | string; body: ScheduleBodies[K] } | null;
  return row ? { version: Number(row.version), body: row.body } : { version: 1, body: DEFAULTS[kind] };
}

/** Versioned product data (`schedule_versions`): the version in force is the highest. */
export const scheduleRepo = {
  /** The version in force, read on `db` (inside a transaction: what was committed before it read). */
  async current<K extends ScheduleKind>(db: Database, kind: K): Promise<ScheduleVersion<K>> {
    const [row] = await db
      .select({
        version: scheduleVersions.version,
        body: scheduleVersions.body,
        createdAt: scheduleVersions.createdAt,
        createdBy: operators.name,
      })
      .from(scheduleVersions)
      .leftJoin(operators, eq(operators.id, scheduleVersions.operatorId))
      .where(eq(scheduleVersions.kind, kind))
      .orderBy(desc(scheduleVersions.version))
      .limit(1);
    // The migration writes version 1; a database without it prices by the same defaults.
    if (!row) return { kind, version: 1, body: DEFAULTS[kind], createdAt: new Date(0), createdBy: null };
    return {
      kind,
      version: row.version,
      body: row.body as ScheduleBodies[K],
      createdAt: row.createdAt,
      createdBy: row.createdBy,
    };
  },

  /** The given versions' bodies (settling entries priced by older ones). */
  async versions<K extends ScheduleKind>(
    db: Database,
    kind: K,
    versions: Iterable<number>,
  ): Promise<Map<number, ScheduleBodies[K]>> {
    const wanted = [...new Set(versions)];
    const found = new Map<number, ScheduleBodies[K]>();
    if (wanted.length === 0) return found;
    const rows = await db
      .select({ version: scheduleVersions.version, body: scheduleVersions.body })
      .from(scheduleVersions)
      .where(and(eq(scheduleVersions.kind, kind), inArray(scheduleVersions.version, wanted)));
    for (const row of rows) found.set(row.version, row.body as ScheduleBodies[K]);
    if (!found.has(1) && wanted.includes(1)) found.set(1, DEFAULTS[kind]);
    for (const version of wanted) {
      if (!found.has(version)) throw new Error(`${kind} schedule version ${version} is missing`);
    }
    return found;
  },

  /** Adds the next version; call inside the transaction that audits it. */
  async publish<K extends ScheduleKind>(
    tx: Database,
    kind: K,
    body: ScheduleBodies[K],
    operatorId: string,
    at: Date,
  ): Promise<number> {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK}, hashtext(${kind}))`);
    const { version } = await scheduleRepo.current(tx, kind);
    await tx.insert(scheduleVersions).values({ kind, version: version + 1, body, operatorId, createdAt: at });
    return version + 1;
  },
};
