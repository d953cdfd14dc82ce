import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdpRecompute } from '../../src/features/drafts/adp/recompute.ts';
import { createBestBallScoring } from '../../src/features/drafts/teams/scoring-job.ts';
import type { DatabaseHandle } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import {
  createContest,
  createDraft,
  finishGame,
  projectionOrder,
  seedNflSlate,
  seedNflWorld,
} from './fixtures.ts';

const clock = () => new Date('2026-11-24T09:00:00Z');
let database: TestDatabase;
let other: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.openAnotherHandle();
  const { db } = database.handle;
  await seedNflWorld(db);
  await seedNflSlate(db, 'two-w1', '2026-11-23T18:00:00Z');
  await createContest(db, { id: 'two-c', slateId: 'two-w1', seats: 2 });
  const pool = projectionOrder();
  for (let draft = 0; draft < 6; draft++) {
    const order = pool.map((_, index) => pool[(index + draft * 3) % pool.length]!);
    await createDraft(db, {
      contestId: 'two-c',
      status: 'complete',
      users: [null, null],
      picks: order.slice(0, 16),
    });
  }
  await finishGame(
    db,
    'two-w1-game',
    Object.fromEntries(pool.map((id, index) => [id, { receptions: index }])),
  );
});

// destroy() closes the second handle too.
afterAll(() => database.destroy());

const adpRows = () =>
  selectRows<Record<string, unknown>>(
    database.handle.db,
    sql`select player_id, adp, drafts, updated_at from player_adp order by player_id`,
  );
const entryRows = () =>
  selectRows<Record<string, unknown>>(
    database.handle.db,
    sql`select id, points, rank from contest_entries order by id`,
  );

describe('two API processes on one PostgreSQL', () => {
  it('recompute ADP and score drafts at once and end where one process alone would', async () => {
    const processes = [database.handle.db, other.db].map((db) => ({
      adp: createAdpRecompute({ db, clock }),
      scoring: createBestBallScoring({ db, clock }),
    }));
    await Promise.all(
      processes.flatMap(({ adp, scoring }) => [
        adp.recomputeSlate('nfl', 'two-w1'),
        adp.recomputeAll(),
        scoring.scoreLive(),
        scoring.scoreLive(),
      ]),
    );
    const [adpAfter, entriesAfter] = [await adpRows(), await entryRows()];
    expect(adpAfter).toHaveLength(20);
    expect(entriesAfter.every((row) => row.points !== null && row.rank !== null)).toBe(true);
    // One more run by one process changes nothing.
    await processes[0]!.adp.recomputeSlate('nfl', 'two-w1');
    expect(await processes[0]!.scoring.scoreLive()).toBe(0);
    expect(await adpRows()).toEqual(adpAfter);
    expect(await entryRows()).toEqual(entriesAfter);
  });
});
