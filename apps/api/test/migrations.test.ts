import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/platform/db/database.ts';
import { MIGRATIONS_FOLDER } from '../src/platform/db/migrations.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import * as schema from '../src/platform/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

async function migrationCount(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  return journal.entries.length;
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count);
}

async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await selectRows<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Every table the Drizzle schema declares: the migrations must create exactly these. */
const declaredTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** A users row with every required column; only email and username vary. */
const insertUser = (email: string, username: string) => sql`
  insert into users (email, username, password_hash, date_of_birth, state, terms_version, terms_accepted_at, referral_code)
  values (${email}, ${username}, '!no-password', '1990-01-01', 'NJ', '2026-11-01', now(), ${`R${username}`})`;

describe('migrations', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
  });

  it('apply once when two instances migrate the same empty database at the same time', async () => {
    database = await createTestDatabase({ migrate: false });
    const first = database.handle;
    const second = await database.openAnotherHandle();

    await expect(Promise.all([first.migrate(), second.migrate()])).resolves.toBeDefined();

    expect(await appliedMigrations(first)).toBe(await migrationCount());
    expect(await publicTables(second)).toEqual(declaredTables);
  });

  it('do nothing when the database is already up to date', async () => {
    database = await createTestDatabase();
    await database.handle.migrate();
    expect(await appliedMigrations(database.handle)).toBe(await migrationCount());
  });

  it('release the lock, so a later instance can migrate too', async () => {
    database = await createTestDatabase();
    const later = await database.openAnotherHandle();
    await later.migrate();
    const [held] = await selectRows<{ count: number }>(
      later.db,
      sql`select count(*)::int as count from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(Number(held?.count)).toBe(0);
  });

  it('enforce unique emails and usernames whatever their letter case', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await db.execute(insertUser('rex@kennel.example', 'Rex'));
    await expect(db.execute(insertUser('REX@kennel.example', 'rex2'))).rejects.toThrow();
    await expect(db.execute(insertUser('other@kennel.example', 'REX'))).rejects.toThrow();
  });
});
