import { randomUUID } from 'node:crypto';
import type { PaidAction } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { contestPot, HOUSE_POT, type StakeGame } from '../../src/features/wallet/stakes/index.ts';
import { useTestApp } from '../app.ts';
import { depositByCard, expectLedgerInvariants, type Player } from '../wallet/helpers.ts';
import {
  again,
  checkedAction,
  DAY_MS,
  HOUR_MS,
  limitOf,
  ok,
  putLimit,
  signInWithPassword,
  testClock,
} from './helpers.ts';

const START = '2026-11-02T15:00:00.000Z';
const time = testClock(START);
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;
const wallet = () => app().walletModule.wallet;

/** A stake taken from the player's cash, as a game takes it. */
async function stake(player: Player, game: StakeGame, amountCents: number): Promise<string> {
  const stakeId = randomUUID();
  await wallet().inTransaction((unit) =>
    unit.stakes.take({
      game,
      stakeId,
      userId: player.id,
      pot: game === 'sportsbook' ? HOUSE_POT : contestPot(randomUUID()),
      amountCents,
      usePromo: false,
      description: 'Stake',
    }),
  );
  return stakeId;
}

const refund = (game: StakeGame, stakeId: string) =>
  wallet().inTransaction((unit) => unit.stakes.refund({ game, stakeId, description: 'Refund' }));

const checked = (player: Player, action: PaidAction) => checkedAction(app(), player, action);

const entry = (amountCents: number): PaidAction => ({
  type: 'entry',
  product: 'pickem_house',
  amountCents,
  quantity: 1,
});

describe('a refund under a spend limit', () => {
  // A refund gives back its stake: it takes that stake out of the windows the stake counted in, not
  // out of today's. Counted when it was paid, a bet of yesterday evening pushed this morning let the
  // player stake twice their daily limit before the evening, and a best ball entry refunded at its
  // contest's lock, weeks after it was bought, did the same to a monthly limit.
  it.each<StakeGame>(['sportsbook', 'best_ball', 'pickem'])(
    'of a %s stake taken before the window does not make room in it',
    async (game) => {
      time.set(START);
      let player = await signInWithPassword(app());
      expect((await depositByCard(app(), player, 200_00)).statusCode).toBe(201);
      ok(await putLimit(player, 'spend_daily', 50_00));
      const yesterdays = await stake(player, game, 50_00);

      time.set(new Date(Date.parse(START) + DAY_MS + HOUR_MS));
      await refund(game, yesterdays);
      await stake(player, game, 50_00);
      player = await again(app(), player);
      expect(await limitOf(player, 'spend_daily')).toMatchObject({ used_cents: 50_00, remaining_cents: 0 });
      expect(await checked(player, entry(1_00))).toMatch(/^spend_limit_exceeded:/);
      // The week holds yesterday's stake and its refund, and today's stake.
      expect((await limitOf(player, 'spend_weekly')).used_cents).toBe(50_00);
      await expectLedgerInvariants(testApp.current.database.handle.db);
    },
  );

  it('taken inside the window still makes room in it (a cancel)', async () => {
    time.set(START);
    let player = await signInWithPassword(app());
    expect((await depositByCard(app(), player, 200_00)).statusCode).toBe(201);
    ok(await putLimit(player, 'spend_daily', 50_00));
    const stakeId = await stake(player, 'pickem', 50_00);
    expect(await checked(player, entry(1_00))).toMatch(/^spend_limit_exceeded:/);
    time.set(new Date(Date.parse(START) + 60_000));
    await refund('pickem', stakeId);
    player = await again(app(), player);
    expect(await limitOf(player, 'spend_daily')).toMatchObject({ used_cents: 0, remaining_cents: 50_00 });
    expect(await checked(player, entry(50_00))).toBe('ok');
  });
});
