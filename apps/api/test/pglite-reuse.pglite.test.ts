import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/platform/db/database.ts';
import { lendPgliteDatabase } from './pglite-reuse.ts';

// The PGlite suite lends a database a file has finished with to the next file (pglite-reuse.ts).
// These run on both suites: lending is PGlite's whatever driver the suite tests.

async function one<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return rows[0] as T;
}

/** The database's transaction counter: a new copy of the template starts where the template stopped. */
const transactionId = async (handle: DatabaseHandle) =>
  Number((await one<{ id: string }>(handle, sql`select txid_current()::text as id`)).id);

const contents = (handle: DatabaseHandle) =>
  one<{ users: number; audit: number; promos: number; next_entry: string }>(
    handle,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from audit_events) as audit,
      (select count(*)::int from promo_codes) as promos, nextval('entries_id_seq')::text as next_entry`,
  );

describe('PGlite test databases lent again', () => {
  it('come back as the template left them, whatever the last file wrote', async () => {
    const fresh = await lendPgliteDatabase();
    const template = await contents(fresh);
    const lentAt = await transactionId(fresh);
    await fresh.db.execute(sql`insert into users (id, email, username, password_hash, date_of_birth, state,
        terms_version, terms_accepted_at, referral_code)
      values ('00000000-0000-4000-8000-000000000001', 'a@example.com', 'lent', 'x', '1990-01-01', 'NY',
        '1', now(), 'LENT')`);
    await fresh.db.execute(sql`insert into audit_events (at, user_id, actor, action, details)
      values (now(), '00000000-0000-4000-8000-000000000001', 'player', 'test.lent', '{}')`);
    await fresh.db.execute(sql`select nextval('entries_id_seq') from generate_series(1, 5)`);
    await fresh.db.execute(sql`select pg_advisory_lock(42)`);
    expect((await contents(fresh)).users).toBe(1);
    await fresh.close();

    const again = await lendPgliteDatabase();
    try {
      // The same database, not a new copy, with the template's rows again.
      expect(await transactionId(again)).toBeGreaterThan(lentAt);
      expect(await contents(again)).toEqual(template);
      const lock = await one<{ free: boolean }>(again, sql`select pg_try_advisory_lock(42) as free`);
      expect(lock.free).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('are closed, not lent, when a file changed the schema', async () => {
    const changed = await lendPgliteDatabase();
    await changed.db.execute(sql`create table stray (id int)`);
    await changed.db.execute(sql`alter table users add column stray text`);
    await changed.close();
    const next = await lendPgliteDatabase();
    try {
      const found = await one<{ table: string | null; column: number }>(
        next,
        sql`select to_regclass('public.stray')::text as table,
          (select count(*)::int from information_schema.columns where table_name = 'users' and column_name = 'stray') as column`,
      );
      expect(found).toEqual({ table: null, column: 0 });
    } finally {
      await next.close();
    }
  });

  it('refuse every query from the file that returned them', async () => {
    const returned = await lendPgliteDatabase();
    await returned.close();
    await expect(returned.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { code: '08006' } });
  });
});
