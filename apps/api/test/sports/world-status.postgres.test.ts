import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldStatus } from '../../src/features/sports/world-status.ts';
import { LEADER_KEYS } from '../../src/platform/db/leader.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

// PostgreSQL only: pg_locks is the whole server's. Another database on the same server (another
// Kennel, or another test file here) holds the same advisory key for its own world.
let ours: TestDatabase;
let theirs: TestDatabase;

beforeAll(async () => {
  [ours, theirs] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});

afterAll(async () => {
  await Promise.all([ours?.destroy(), theirs?.destroy()]);
});

const producer = async () =>
  (await worldStatus(ours.handle.db, new Date(), LEADER_KEYS.worldSimulator, true)).leader;

describe("the world's status on a server shared with other databases", () => {
  it("names the producer of this database's world only", async () => {
    await theirs.handle.db.execute(sql`select pg_advisory_lock(${LEADER_KEYS.worldSimulator})`);
    expect(await producer()).toBeNull();
    await ours.handle.db.execute(sql`select pg_advisory_lock(${LEADER_KEYS.worldSimulator})`);
    expect(await producer()).toMatchObject({ pid: expect.any(Number) });
  });
});
