import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { insertLockedContest } from '../drafts/prize-fixtures.ts';

/** A settled best ball contest without teams (its slate has no games), for calls that need one to exist. */
export async function emptySettledContest(db: Database, id: string) {
  await db.execute(sql`insert into slates (id, sport_id, name, starts_at, provider)
    values (${`${id}-slate`}, 'nfl', ${`Slate ${id}`}, '2026-11-22T18:00:00Z', 'test')
    on conflict (id) do nothing`);
  await insertLockedContest(db, id, `${id}-slate`, [{ rankFrom: 1, rankTo: 1, amountCents: 1_000 }]);
  await db.execute(sql`update contests set status = 'closed', settled_seq = 0 where id = ${id}`);
  return id;
}

/** Every ledger transfer so far: a call that moves no money adds none. */
export async function transferCount(db: Database) {
  const [row] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from transfers`);
  return Number(row?.count);
}
