import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/platform/db/database.ts';
import { createLeadership, type Leadership } from '../src/platform/db/leader.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

const KEY = 424_242;
// pg_locks is the whole cluster's: other test files' databases hold the same key on the same server.
const THIS_DATABASE = sql`database = (select oid from pg_database where datname = current_database())`;

function follow(handle: DatabaseHandle, retryMs: number) {
  const events: string[] = [];
  const leadership: Leadership = createLeadership({
    db: handle.db,
    key: KEY,
    retryMs,
    onLead: () => {
      events.push('lead');
    },
    onLose: () => {
      events.push('lose');
    },
  });
  return { leadership, events };
}

describe('leadership', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('makes exactly one instance the leader, and another takes over when its connection dies', async () => {
    // The first instance retries slowly, the second quickly: when the leader's connection dies, the
    // second is meant to take over before the old leader is back as a follower (with equal retry
    // times the two would race for the freed lock).
    const first = follow(database.handle, 1_500);
    await vi.waitFor(() => expect(first.leadership.isLeader()).toBe(true), { timeout: 10_000 });
    if (database.driver === 'pglite') {
      // One process owns a PGlite database, so it always leads.
      await first.leadership.close();
      expect(first.events).toEqual(['lead', 'lose']);
      return;
    }
    const second = follow(await database.openAnotherHandle(), 250);
    // Give the follower several tries at the lock: it must not get it while the leader lives.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(second.leadership.isLeader()).toBe(false);
    expect(second.events).toEqual([]);

    // The leader's session ends (as when its process dies): the lock frees with it.
    await database.handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and objid = ${KEY} and granted and ${THIS_DATABASE}`,
    );
    await vi.waitFor(() => expect(second.leadership.isLeader()).toBe(true), { timeout: 10_000 });
    await vi.waitFor(() => expect(first.leadership.isLeader()).toBe(false), { timeout: 10_000 });
    expect(first.events).toEqual(['lead', 'lose']);

    // The old leader reconnects as a follower and waits; closing the new leader hands over at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(first.leadership.isLeader()).toBe(false);
    await second.leadership.close();
    expect(second.events).toEqual(['lead', 'lose']);
    await vi.waitFor(() => expect(first.leadership.isLeader()).toBe(true), { timeout: 10_000 });
    await first.leadership.close();
    const holders = await selectRows<{ n: number }>(
      database.handle.db,
      sql`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and objid = ${KEY} and ${THIS_DATABASE}`,
    );
    expect(holders[0]?.n).toBe(0);
  });
});
