import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import { sqlStateOf, violatedUniqueIndex } from '../src/platform/db/sql-errors.ts';

// The PGlite thread keeps a statement met twice prepared (platform/db/pglite-prepared.ts): what
// comes back from the third meeting on (rows, types, errors) must be what the first gave.

let handle: DatabaseHandle;
let prepares = 0;

beforeAll(async () => {
  handle = await openDatabase({ pgliteDataDir: 'memory://' });
  await handle.db.execute(
    sql`create table kept (id int primary key, name text not null unique, at timestamptz not null,
          tags text[] not null, doc jsonb not null, ok boolean not null, big bigint not null)`,
  );
});

afterAll(async () => {
  await handle.close();
});

/** The number of statements PostgreSQL has prepared on the connection (by name). */
async function preparedCount(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from pg_prepared_statements where name like 'k%'`,
  );
  return row?.n ?? 0;
}

describe('statements kept prepared on the PGlite thread', () => {
  it('answer the same rows and types the first time, once prepared, and with other values', async () => {
    const insert = (id: number) =>
      handle.db.execute(
        sql`insert into kept values (${id}, ${`n${id}`}, ${new Date(Date.UTC(2026, 10, 28, 12, id))},
              ${sql`${`{a,b${id}}`}::text[]`}, ${JSON.stringify({ id, nested: { ok: true } })}::jsonb, ${id % 2 === 0},
              ${2 ** 40 + id})`,
      );
    for (let id = 1; id <= 4; id++) await insert(id);
    const read = (from: number) =>
      selectRows<Record<string, unknown>>(
        handle.db,
        sql`select id, name, at, tags, doc, ok, big, now() >= at as past from kept where id >= ${from} order by id`,
      );
    const first = await read(1);
    const second = await read(1);
    const third = await read(1);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(first[0]).toMatchObject({
      id: 1,
      name: 'n1',
      tags: ['a', 'b1'],
      doc: { id: 1, nested: { ok: true } },
      ok: false,
    });
    expect((await read(3)).map((row) => row.id)).toEqual([3, 4]);
    // Drizzle's own queries (its row mode and parsers) through the same statements.
    const viaBuilder = () => handle.db.execute(sql`select count(*)::int as n from kept where ok = ${true}`);
    const counts = [await viaBuilder(), await viaBuilder(), await viaBuilder()].map(
      (result) => (result as unknown as { rows: { n: number }[] }).rows[0]?.n,
    );
    expect(counts).toEqual([2, 2, 2]);
    prepares = await preparedCount();
    expect(prepares).toBeGreaterThan(0);
  });

  it('fail with the SQLSTATE and the constraint, and the connection goes on', async () => {
    const clash = (id: number) =>
      handle.db
        .execute(sql`insert into kept values (${id}, 'n1', now(), '{}'::text[], '{}'::jsonb, true, 1)`)
        .catch((error: unknown) => error);
    for (const id of [10, 11, 12]) {
      const failure = await clash(id);
      expect(sqlStateOf(failure)).toBe('23505');
      expect(violatedUniqueIndex(failure)).toBe('kept_name_key');
    }
    const count = () => selectRows<{ n: number }>(handle.db, sql`select count(*)::int as n from kept`);
    expect(await count()).toEqual([{ n: 4 }]);
    expect(await count()).toEqual([{ n: 4 }]);
  });

  it('answer again after a schema change moved a statement’s result, and inside a transaction as before', async () => {
    const all = () => selectRows<Record<string, unknown>>(handle.db, sql`select * from kept where id = ${1}`);
    await all();
    await all();
    expect(Object.keys((await all())[0] ?? {})).not.toContain('extra');
    await handle.db.execute(sql`alter table kept add column extra int not null default 7`);
    expect((await all())[0]).toMatchObject({ id: 1, extra: 7 });
    expect((await all())[0]).toMatchObject({ id: 1, extra: 7 });
    await handle.db.transaction(async (tx) => {
      for (let n = 0; n < 3; n++)
        expect(
          (await selectRows<Record<string, unknown>>(tx, sql`select * from kept where id = ${1}`))[0],
        ).toMatchObject({ extra: 7 });
    });
  });
});
