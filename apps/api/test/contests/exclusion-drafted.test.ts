import { userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { finishGame, nflPlayer, seedNflSlate, seedNflWorld } from '../drafts/fixtures.ts';
import { balanceOf, FEE, insertLockedContest, seatPaidDraft } from '../drafts/prize-fixtures.ts';
import { expectLedgerInvariants, type Player } from '../wallet/helpers.ts';
import { fundedPlayer } from './fixtures.ts';

// Self-exclusion refunds pending pre-game entries (RULES.md, Responsible gaming): a best ball entry
// already drafted is one until its contest's games begin. Its seat stays in the draft for no prize.

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-12-01T09:00:00Z'),
});
const db = () => testApp.current.database.handle.db;
const module = () => testApp.current.app.walletModule;
const cash = (player: Player) => balanceOf(db(), userCashAccount(player.id));

let players: Player[];
let ahead: string[];
let begun: string[];
let aheadGame: string;

beforeAll(async () => {
  await seedNflWorld(db());
  aheadGame = await seedNflSlate(db(), 'xd-ahead', '2026-12-06T18:00:00Z');
  await seedNflSlate(db(), 'xd-begun', '2026-11-30T18:00:00Z');
  players = [];
  for (let index = 0; index < 3; index += 1) players.push(await fundedPlayer(testApp.current.app, 20_00));
  const prizes = [{ rankFrom: 1, rankTo: 1, amountCents: 1_000 }];
  await insertLockedContest(db(), 'xd-ahead', 'xd-ahead', prizes);
  await insertLockedContest(db(), 'xd-begun', 'xd-begun', prizes);
  ahead = await seatPaidDraft(db(), module().wallet, 'xd-ahead', players);
  begun = await seatPaidDraft(db(), module().wallet, 'xd-begun', players);
});

async function stateOf(entryId: string) {
  const [row] = await selectRows<{ state: string }>(
    db(),
    sql`select state from contest_entries where id = ${entryId}`,
  );
  return row?.state;
}

describe('self-exclusion and drafted best ball entries', () => {
  it('refunds a drafted entry whose contest has not begun, and keeps one whose games have', async () => {
    const [excluded] = players as [Player];
    const before = await cash(excluded);
    const refunded = await module().wallet.inTransaction((unit) =>
      module().contests.refundForExclusion(unit, excluded.id),
    );
    expect(refunded).toBe(FEE);
    expect(await cash(excluded)).toBe(before + FEE);
    expect(await stateOf(ahead[0]!)).toBe('refunded');
    // Its games under way: the entry plays on.
    expect(await stateOf(begun[0]!)).toBe('seated');
    // The others' entries are theirs.
    expect(await stateOf(ahead[1]!)).toBe('seated');
    // Again: nothing more to refund.
    expect(
      await module().wallet.inTransaction((unit) => module().contests.refundForExclusion(unit, excluded.id)),
    ).toBe(0);
    await expectLedgerInvariants(db());
  });

  it('settles the contest without the refunded team: it wins nothing, the others are paid', async () => {
    const before = await Promise.all(players.map(cash));
    // Seat 1 (the refunded team) scores most.
    await finishGame(db(), aheadGame, {
      [nflPlayer(1, 0)]: { receiving_yards: 200 },
      [nflPlayer(2, 2)]: { receiving_yards: 200 },
      [nflPlayer(2, 0)]: { receiving_yards: 100 },
      [nflPlayer(1, 2)]: { receiving_yards: 100 },
    });
    await module().bestBallPrizes.settleReady();
    const after = await Promise.all(players.map(cash));
    expect(after[0]).toBe(before[0]);
    expect(after[1]! - before[1]!).toBeGreaterThan(0);
    expect(await stateOf(ahead[0]!)).toBe('refunded');
    await expectLedgerInvariants(db());
  });
});
