import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import { sqlStateOf } from '../src/platform/db/sql-errors.ts';
import { inTransaction } from '../src/platform/db/transaction.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

/** Resolves once `parties` callers have arrived; later arrivals pass at once. */
function barrier(parties: number) {
  let arrived = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived >= parties) open();
    return opened;
  };
}

/** Reads the total, waits for the other transaction to read it too, then writes the next entry. */
async function appendAfterReading(tx: Database, label: string, bothRead: () => Promise<void>) {
  await tx.execute(sql`set transaction isolation level serializable`);
  const [row] = await selectRows<{ total: number }>(tx, sql`select count(*)::int as total from entries_test`);
  await bothRead();
  await tx.execute(sql`insert into entries_test (label, seen) values (${label}, ${row?.total ?? 0})`);
}

describe('two serializable transactions that read what the other writes', () => {
  let database: TestDatabase;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = database.handle.db;
    second = (await database.openAnotherHandle()).db;
    await first.execute(sql`create table entries_test (label text not null, seen integer not null)`);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('fail one of them with a serialisation failure when nothing retries', async () => {
    const bothRead = barrier(2);
    const outcomes = await Promise.allSettled([
      first.transaction((tx) => appendAfterReading(tx, 'a', bothRead)),
      second.transaction((tx) => appendAfterReading(tx, 'b', bothRead)),
    ]);
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(failures.map(sqlStateOf)).toEqual(['40001']);
  });

  it('both commit through the retrying transaction, the loser having read the winner’s entry', async () => {
    await first.execute(sql`delete from entries_test`);
    const bothRead = barrier(2);
    await Promise.all([
      inTransaction(first, (tx) => appendAfterReading(tx, 'a', bothRead)),
      inTransaction(second, (tx) => appendAfterReading(tx, 'b', bothRead)),
    ]);
    const rows = await selectRows<{ seen: number }>(first, sql`select seen from entries_test order by seen`);
    expect(rows.map((row) => row.seen)).toEqual([0, 1]);
  });
});
