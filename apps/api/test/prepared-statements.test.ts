import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { runPrepared } from '../src/platform/db/prepared.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import { sqlStateOf } from '../src/platform/db/sql-errors.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { countingDatabase } from './statements.ts';

// runPrepared sends its statement to `pg` itself on PostgreSQL (not through Drizzle's prepared
// query): its rows, its failures and its logging must be what they are through Drizzle, on both drivers.
let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});

afterAll(async () => {
  await database.destroy();
});

const TYPES = `select '2026-11-28T12:00:00.123Z'::timestamptz as at, '2026-11-28'::date as day,
  '1 day'::interval as span, array['2026-11-28T12:00:00Z'::timestamptz] as ats, 12::bigint as big,
  7::int as small, 1.5::numeric as amount, '{"a":[1]}'::jsonb as doc, true as yes, $1::text as given`;

describe('a named prepared statement (runPrepared)', () => {
  it('answers the rows Drizzle answers for the same statement (timestamps, dates and intervals as sent)', async () => {
    const prepared = await runPrepared(db, 'test_prepared_types', TYPES, ['x']);
    const throughDrizzle = await selectRows(db, sql.raw(TYPES.replace('$1::text', "'x'::text")));
    expect(prepared).toEqual(throughDrizzle);
    // Twice on one name: the second run uses the statement the first prepared.
    expect(await runPrepared(db, 'test_prepared_types', TYPES, ['x'])).toEqual(prepared);
  });

  it('fails with Drizzle’s error, its SQLSTATE readable', async () => {
    const failure = await runPrepared(db, 'test_prepared_fails', 'select 1 / $1::int', [0]).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect(sqlStateOf(failure)).toBe('22012');
  });

  it('is told to the database’s logger (statement counts see it), inside a transaction too', async () => {
    const logged: string[] = [];
    const counted = countingDatabase(db, (query) => logged.push(query));
    await runPrepared(counted, 'test_prepared_logged', 'select $1::int as n', [1]);
    const inside = await counted.transaction((tx) =>
      runPrepared(tx, 'test_prepared_logged', 'select $1::int as n', [2]),
    );
    expect(inside).toEqual([{ n: 2 }]);
    expect(logged).toEqual(['select $1::int as n', 'select $1::int as n']);
  });
});
