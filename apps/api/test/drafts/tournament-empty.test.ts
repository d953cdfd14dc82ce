import { contestPoolAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants } from '../wallet/helpers.ts';
import { finishGame, seedNflSlate, seedNflWorld } from './fixtures.ts';
import { balanceOf, insertLockedContest } from './prize-fixtures.ts';

// A tournament no one played (RULES.md, Tournaments): with no team to advance its round is never
// formed, nothing waits for it, and the contest closes with nothing to pay once its games are over.

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-12-01T09:00:00Z'),
});
const db = () => testApp.current.database.handle.db;
const prizes = () => testApp.current.app.walletModule.bestBallPrizes;
let week1: string;
let week2: string;

beforeAll(async () => {
  await seedNflWorld(db());
  week1 = await seedNflSlate(db(), 'empty-w1', '2026-11-22T18:00:00Z');
  week2 = await seedNflSlate(db(), 'empty-w2', '2026-11-29T18:00:00Z');
  await insertLockedContest(db(), 'empty', 'empty-w1', [{ rankFrom: 1, rankTo: 1, amountCents: 1_000 }]);
  await db().execute(
    sql`insert into contest_slates (contest_id, slate_id, round) values ('empty', 'empty-w2', 1)`,
  );
  await db().execute(
    sql`insert into contest_rounds (contest_id, round, advance, group_size) values ('empty', 1, 1, 2)`,
  );
});

const status = async () =>
  (await selectRows<{ status: string }>(db(), sql`select status from contests where id = 'empty'`))[0]
    ?.status;

describe('a tournament no one entered', () => {
  it('forms no round, again and again, and settles with nothing to pay', async () => {
    await finishGame(db(), week1, {});
    expect(await prizes().advanceRounds()).toBe(0);
    expect(await prizes().advanceRounds()).toBe(0);
    // Its round's week is still to play.
    expect(await prizes().settleReady()).toBe(0);
    await finishGame(db(), week2, {});
    expect(await prizes().advanceRounds()).toBe(0);
    expect(await prizes().settleReady()).toBe(1);
    expect(await status()).toBe('closed');
    expect(await prizes().settleReady()).toBe(0);
    expect(await prizes().advanceRounds()).toBe(0);
    const groups = await selectRows(db(), sql`select 1 from contest_groups where contest_id = 'empty'`);
    expect(groups).toEqual([]);
    expect(await balanceOf(db(), contestPoolAccount('empty'))).toBe(0);
    await expectLedgerInvariants(db());
  });
});
