import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { expectLedgerInvariants, walletOf } from '../wallet/helpers.ts';
import { enter, entryRows, fundedPlayer, insertContest, poolBalance } from './fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({
  clock: time.clock,
  settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '1000000' },
});
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

describe('entries racing on PostgreSQL', () => {
  it('never pass the cap or a player’s max, and every fee taken matches an entry', async () => {
    const contest = await insertContest(db(), time.now(), { seats: 3, entryCap: 10, maxPerUser: 3 });
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(app(), 50_00)));
    const attempts = players.flatMap((player) => [
      ...[1, 1, 1].map((quantity) => ({ player, quantity })),
      { player, quantity: 2 },
    ]);
    const answers = await Promise.all(
      attempts.map(async ({ player, quantity }) => ({
        quantity,
        response: await enter(player, contest.id, quantity),
      })),
    );
    for (const { response } of answers) {
      expect([201, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 409) expect(response.body).toMatch(/contest_full|contest_entry_limit/);
    }
    const bought = answers
      .filter(({ response }) => response.statusCode === 201)
      .reduce((sum, { quantity }) => sum + quantity, 0);
    const rows = await entryRows(db(), contest.id);
    expect(rows).toHaveLength(bought);
    expect(bought).toBeLessThanOrEqual(10);
    // Every player could still afford and wanted more: the cap was reached, or one short of it
    // when only pairs were left to try.
    expect(bought).toBeGreaterThanOrEqual(9);
    for (const player of players) {
      const mine = rows.filter((row) => row.user_id === player.id).length;
      expect(mine).toBeLessThanOrEqual(3);
      expect((await walletOf(player)).cash_cents).toBe(50_00 - mine * 500);
    }
    expect(await poolBalance(db(), contest.id)).toBe(bought * 500);
    for (const draftId of new Set(rows.map((row) => row.draft_id).filter((id) => id !== null))) {
      const seated = rows.filter((row) => row.draft_id === draftId);
      expect(seated.map((row) => row.seat).sort()).toEqual([1, 2, 3]);
      // A player's entries share a draft only once the contest is full and no other player's
      // entry can come (seating.ts); before that, every draft seats three players.
      if (bought < 10) expect(new Set(seated.map((row) => row.user_id)).size).toBe(3);
    }
    await expectLedgerInvariants(db());
  });

  it('take no more fees than the balance covers', async () => {
    const contest = await insertContest(db(), time.now(), { seats: 12, entryCap: 100, maxPerUser: 20 });
    const player = await fundedPlayer(app(), 20_00);
    const answers = await Promise.all(Array.from({ length: 8 }, () => enter(player, contest.id, 1)));
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(4);
    for (const refused of answers.filter((response) => response.statusCode !== 201)) {
      expect(refused.body).toContain('insufficient_funds');
    }
    expect((await walletOf(player)).cash_cents).toBe(0);
    expect(await poolBalance(db(), contest.id)).toBe(20_00);
    await expectLedgerInvariants(db());
  });
});
