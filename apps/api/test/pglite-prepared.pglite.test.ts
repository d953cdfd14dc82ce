import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import { mayChangeSchema } from '../src/platform/db/pglite-prepared.ts';
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

/** How many statements PostgreSQL holds prepared whose text has `marker` (this statement's own text does not). */
async function preparedWith(marker: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from pg_prepared_statements
        where name like 'k%' and strpos(statement, ${marker}) > 0`,
  );
  return row?.n ?? 0;
}

describe('statements kept prepared inside transactions', () => {
  it('are prepared there too, and answer what the first meeting answered', async () => {
    await handle.db.execute(sql`create table in_tx (id int primary key, name text not null unique)`);
    const answers: unknown[] = [];
    for (let n = 1; n <= 4; n++)
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into in_tx values (${n}, ${`m${n}`}) /* written_in_tx */`);
        answers.push(
          await selectRows(tx, sql`select id, name from in_tx /* read_in_tx */ where id <= ${n} order by id`),
        );
      });
    expect(answers.at(-1)).toEqual([1, 2, 3, 4].map((id) => ({ id, name: `m${id}` })));
    expect(answers[0]).toEqual([{ id: 1, name: 'm1' }]);
    expect(await preparedWith('written_in_tx')).toBe(1);
    expect(await preparedWith('read_in_tx')).toBe(1);
  });

  it('fail with their SQLSTATE and constraint, fail their transaction alone, and the connection goes on', async () => {
    for (const id of [20, 21, 22]) {
      const failure = await handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into in_tx values (${id + 100}, ${`ok${id}`}) /* before_clash */`);
          await tx.execute(sql`insert into in_tx values (${id}, 'm1') /* clash_in_tx */`);
        })
        .catch((error: unknown) => error);
      expect(sqlStateOf(failure)).toBe('23505');
      expect(violatedUniqueIndex(failure)).toBe('in_tx_name_key');
    }
    expect(await preparedWith('clash_in_tx')).toBe(1);
    // Each transaction was rolled back whole: the rows before the clash are not there.
    expect(await selectRows(handle.db, sql`select count(*)::int as n from in_tx where id > 100`)).toEqual([
      { n: 0 },
    ]);
    // A statement PostgreSQL cannot parse fails the same way at each meeting (the second is its prepare).
    for (let n = 0; n < 3; n++) {
      const failure = await handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`select no_such_column from in_tx where id = ${n}`);
        })
        .catch((error: unknown) => error);
      expect(sqlStateOf(failure)).toBe('42703');
    }
    expect(await selectRows(handle.db, sql`select count(*)::int as n from in_tx`)).toEqual([{ n: 4 }]);
  });

  it('are not let go stale by a schema change, inside a transaction or after one rolled back', async () => {
    const all = (db: Parameters<typeof selectRows>[0]) =>
      selectRows<Record<string, unknown>>(db, sql`select * from in_tx /* star_in_tx */ where id = ${1}`);
    const inTransaction = () => handle.db.transaction((tx) => all(tx));
    for (let n = 0; n < 3; n++) expect(Object.keys((await inTransaction())[0] ?? {})).toEqual(['id', 'name']);
    expect(await preparedWith('star_in_tx')).toBe(1);
    // Its result gains a column: inside a transaction, a statement planned before would fail it.
    await handle.db.execute(sql`alter table in_tx add column extra int not null default 7`);
    for (let n = 0; n < 3; n++) expect((await inTransaction())[0]).toEqual({ id: 1, name: 'm1', extra: 7 });
    // A change made and prepared for inside a transaction that is rolled back: the column is gone again.
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table in_tx add column other int not null default 8`);
        for (let n = 0; n < 3; n++) expect((await all(tx))[0]).toMatchObject({ other: 8 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    for (let n = 0; n < 3; n++) expect((await inTransaction())[0]).toEqual({ id: 1, name: 'm1', extra: 7 });
  });
});

describe('what may change the schema (forgets the prepared statements)', () => {
  it('is every statement but plain reads, writes, locks, notifications and transaction control', () => {
    for (const plain of [
      'select 1',
      '  -- a comment\n  /* another */ WITH x as (select 1) update t set a = 1',
      'insert into t values (1); commit;',
      'BEGIN',
      'ROLLBACK',
      'lock table t in share mode',
      "notify kennel, 'a'",
    ])
      expect(mayChangeSchema(plain), plain).toBe(false);
    for (const change of [
      'alter table t add column c int',
      'create table t (a int)',
      'select 1; drop table t',
      'set search_path = other',
      'discard all',
      'deallocate all',
      "do $$ begin execute 'drop table t'; end $$",
      'truncate t',
      '/* select */ create index on t (a)',
    ])
      expect(mayChangeSchema(change), change).toBe(true);
  });
});
