import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noRefillProvider } from '../../src/features/sports/provider.ts';
import { createStatIngest } from '../../src/features/sports/stat-ingest.ts';
import { createWorldStore } from '../../src/features/sports/world-store.ts';
import type { DatabaseHandle } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { gameStream, nextGameId, sportsWorldFixture } from '../support/sports-world.ts';

// Two API processes deliver the same events at once: each is applied exactly once.

let database: TestDatabase;
let other: DatabaseHandle;
const now = new Date('2026-11-27T18:30:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.openAnotherHandle();
  await createWorldStore({ db: database.handle.db, clock: () => now }).upsertWorld(sportsWorldFixture());
});
afterAll(() => database.destroy());

describe('two processes applying the same stream at once', () => {
  it('apply every event once between them, in every game', async () => {
    const streams = (['nfl', 'nba', 'mlb', 'nhl', 'soccer'] as const).map((sport) => gameStream(sport, 30));
    const events = streams.flat();
    const ingest = (db: DatabaseHandle['db']) =>
      createStatIngest({ db, clock: () => now, provider: noRefillProvider, publish: () => {} });
    // Each process gets the events in its own order, in small deliveries, as two feed consumers would.
    const deliver = async (db: DatabaseHandle['db'], order: typeof events) => {
      const results = [];
      const run = ingest(db);
      for (let i = 0; i < order.length; i += 4) results.push(await run.apply(order.slice(i, i + 4)));
      return results;
    };
    const [first, second] = await Promise.all([
      deliver(database.handle.db, events),
      deliver(other.db, [...events].reverse()),
    ]);
    const all = [...first, ...second];
    const applied = all.reduce((sum, result) => sum + result.applied, 0);
    expect(applied).toBe(events.length);
    // Every delivered event is accounted for: applied, seen before, or held behind a gap.
    const accounted = all.reduce(
      (sum, result) => sum + result.applied + result.duplicates + result.waiting,
      0,
    );
    expect(accounted).toBe(events.length * 2);
    const [stored] = await selectRows<{ n: number }>(
      database.handle.db,
      sql`select count(*)::int as n from stat_events`,
    );
    expect(stored?.n).toBe(events.length);
    for (const sport of ['nfl', 'soccer'] as const) {
      const [game] = await selectRows<{
        status: string;
        seq: number;
        home_score: number;
        away_score: number;
      }>(
        database.handle.db,
        sql`select status, seq, home_score, away_score from games where id = ${nextGameId(sport)}`,
      );
      expect(game).toEqual({ status: 'final', seq: 32, home_score: 15, away_score: 15 });
    }
  });
});
