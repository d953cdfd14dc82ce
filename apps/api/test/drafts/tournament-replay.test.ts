import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { fundedPlayer } from '../contests/fixtures.ts';
import type { Player } from '../wallet/helpers.ts';
import { finishGame, seedNflSlate, seedNflWorld } from './fixtures.ts';
import { insertLockedContest, seatPaidDraft } from './prize-fixtures.ts';

// A tournament's draw at a tied cut replays (RULES.md, Tournaments): forming a round again, with the
// same teams read back in another order from the database, draws the same groups.

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-12-01T09:00:00Z'),
});
const db = () => testApp.current.database.handle.db;
const prizes = () => testApp.current.app.walletModule.bestBallPrizes;
let entries: string[];

beforeAll(async () => {
  await seedNflWorld(db());
  const week1 = await seedNflSlate(db(), 'replay-w1', '2026-11-22T18:00:00Z');
  await seedNflSlate(db(), 'replay-w2', '2026-11-29T18:00:00Z');
  const players: Player[] = [];
  for (let index = 0; index < 6; index += 1) players.push(await fundedPlayer(testApp.current.app, 20_00));
  await insertLockedContest(db(), 'replay', 'replay-w1', [{ rankFrom: 1, rankTo: 1, amountCents: 1_000 }]);
  await db().execute(
    sql`insert into contest_slates (contest_id, slate_id, round) values ('replay', 'replay-w2', 1)`,
  );
  await db().execute(
    sql`insert into contest_rounds (contest_id, round, advance, group_size) values ('replay', 1, 1, 2)`,
  );
  const wallet = testApp.current.app.walletModule.wallet;
  entries = [
    ...(await seatPaidDraft(db(), wallet, 'replay', players.slice(0, 3))),
    ...(await seatPaidDraft(db(), wallet, 'replay', players.slice(3, 6))),
  ];
  // Nobody scores: every draft's three teams tie at the cut, and the draw picks who advances.
  await finishGame(db(), week1, {});
});

const groups = async () =>
  (
    await selectRows<{ group_number: number; entry_id: string }>(
      db(),
      sql`select group_number, entry_id from contest_groups where contest_id = 'replay' order by entry_id`,
    )
  ).map((row) => [Number(row.group_number), row.entry_id]);

describe('a tournament round formed again', () => {
  it('draws the same groups whatever order its teams are read in', async () => {
    expect(await prizes().advanceRounds()).toBe(1);
    const first = await groups();
    expect(first).toHaveLength(2);
    for (const entryId of entries) {
      // Rewriting a row moves it in the table: an unordered read returns the teams in another order.
      await db().execute(sql`update contest_entries set seat = seat where id = ${entryId}`);
      await db().execute(sql`delete from contest_groups where contest_id = 'replay'`);
      expect(await prizes().advanceRounds()).toBe(1);
      expect(await groups()).toEqual(first);
    }
  });
});
