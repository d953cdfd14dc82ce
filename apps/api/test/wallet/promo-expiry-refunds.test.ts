import { randomUUID } from 'node:crypto';
import { cents } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { HOUSE_POT, type StakeSettlement } from '../../src/features/wallet/stakes/index.ts';
import { useTestApp } from '../app.ts';
import { enter, insertContest } from '../contests/fixtures.ts';
import { depositByCard, expectLedgerInvariants, newKey, type Player, signIn } from './helpers.ts';

const DAY_MS = 86_400_000;
const DAY_0 = Date.parse('2026-06-01T09:00:00.000Z');
let now = new Date(DAY_0);
const onDay = (day: number) => {
  now = new Date(DAY_0 + day * DAY_MS);
};
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: () => now });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const wallet = () => app().walletModule.wallet;

/** Day 0: a first deposit of $40 with the 100% match: $40 cash and $40 promo credit, expiring on day 60. */
async function matchedPlayer(): Promise<Player> {
  onDay(0);
  const player = await signIn(app());
  const deposit = await depositByCard(app(), player, 40_00, { promo_code: 'WELCOME100' });
  expect(deposit.statusCode, deposit.body).toBe(201);
  expect(await wallet().getWallet(player.id)).toMatchObject({ cash_cents: 40_00, promo_cents: 40_00 });
  return player;
}

/** A $40 sportsbook stake taken from the promo credit (as a bet is). */
async function promoStake(player: Player): Promise<string> {
  const stakeId = randomUUID();
  await wallet().inTransaction(({ stakes }) =>
    stakes.take({
      game: 'sportsbook',
      stakeId,
      userId: player.id,
      pot: HOUSE_POT,
      amountCents: 40_00,
      usePromo: true,
      description: 'Single',
    }),
  );
  expect(await wallet().getWallet(player.id)).toMatchObject({ cash_cents: 40_00, promo_cents: 0 });
  return stakeId;
}

/** Day 60: the expiry run finds nothing to expire (the promo is in play) and marks the grant handled. */
async function expiryRunWhileInPlay(player: Player) {
  onDay(60);
  await app().walletModule.worker.runOnce();
  expect(await wallet().getWallet(player.id)).toMatchObject({ cash_cents: 40_00, promo_cents: 0 });
}

async function expiredCents(player: Player): Promise<number[]> {
  const session = await signIn(app(), player.username);
  const rows = (await session.browser.get('/v1/transactions?type=promo_expiry')).json().data as {
    amount_cents: number;
  }[];
  return rows.map((row) => row.amount_cents);
}

/** What comes back stays expired, and later runs change nothing. */
async function expectExpiredForGood(player: Player) {
  expect(await wallet().getWallet(player.id)).toMatchObject({ cash_cents: 40_00, promo_cents: 0 });
  expect(await expiredCents(player)).toEqual([-40_00]);
  onDay(63);
  await app().walletModule.worker.runOnce();
  expect(await wallet().getWallet(player.id)).toMatchObject({ cash_cents: 40_00, promo_cents: 0 });
  await expectLedgerInvariants(db());
}

const voided = (stakeId: string, settlement: number): StakeSettlement => ({
  game: 'sportsbook',
  stakeId,
  round: { settlement },
  pays: 'refund',
  description: 'Single void',
});

describe('promo credit a refund returns after its expiry', () => {
  it('expires at once when a best ball entry paid with it is refunded after the expiry run (a draft that never filled)', async () => {
    const player = await matchedPlayer();
    onDay(58);
    const contest = await insertContest(db(), now, {
      entryFeeCents: cents(40_00),
      seats: 3,
      locksAt: new Date(DAY_0 + 61 * DAY_MS),
    });
    // Sessions from day 0 have long ended: the player logs in again.
    const entered = await enter(await signIn(app(), player.username), contest.id, 1, newKey(), {
      use_promo: true,
    });
    expect(entered.statusCode, entered.body).toBe(201);
    expect(await wallet().getWallet(player.id)).toMatchObject({ cash_cents: 40_00, promo_cents: 0 });
    await expiryRunWhileInPlay(player);

    onDay(62);
    // Entries closed with the draft still short of players: the pooled entry is refunded.
    await app().walletModule.contests.lockDue();
    await expectExpiredForGood(player);
  });

  it('expires at once when a bet paid with it is voided after the expiry run', async () => {
    const player = await matchedPlayer();
    onDay(58);
    const stakeId = await promoStake(player);
    await expiryRunWhileInPlay(player);

    onDay(62);
    await wallet().inTransaction(({ stakes }) => stakes.settle([voided(stakeId, 1)]));
    await expectExpiredForGood(player);
  });

  it('expires at once when a correction re-settles a lost bet as void after the expiry run', async () => {
    const player = await matchedPlayer();
    onDay(58);
    const stakeId = await promoStake(player);
    await wallet().inTransaction(({ stakes }) =>
      stakes.settle([{ ...voided(stakeId, 1), pays: 'nothing', description: 'Single lost' }]),
    );
    await expiryRunWhileInPlay(player);

    onDay(62);
    await wallet().inTransaction(({ stakes }) =>
      stakes.resettle([
        { settlement: voided(stakeId, 2), previous: { settlement: 1 }, reversalDescription: 'Corrected' },
      ]),
    );
    await expectExpiredForGood(player);
  });

  it('stays spendable when it comes back before its expiry, and expires with the rest on the day', async () => {
    const player = await matchedPlayer();
    onDay(10);
    const stakeId = await promoStake(player);
    onDay(12);
    await wallet().inTransaction(({ stakes }) =>
      stakes.refund({ game: 'sportsbook', stakeId, description: 'Refund' }),
    );
    expect(await wallet().getWallet(player.id)).toMatchObject({ cash_cents: 40_00, promo_cents: 40_00 });
    expect(await expiredCents(player)).toEqual([]);

    onDay(60);
    await app().walletModule.worker.runOnce();
    await expectExpiredForGood(player);
  });
});
