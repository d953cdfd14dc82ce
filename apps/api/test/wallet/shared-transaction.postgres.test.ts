import { randomUUID } from 'node:crypto';
import { processorClearingAccount, userCashAccount, userPromoAccount } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { PLAYER_MONEY_LOCK } from '../../src/features/wallet/ledger/movements.ts';
import { createLedgerRepo } from '../../src/features/wallet/ledger/repo.ts';
import { createWalletService, type WalletUnit } from '../../src/features/wallet/service.ts';
import { HOUSE_POT } from '../../src/features/wallet/stakes/index.ts';
import type { EventBus } from '../../src/platform/realtime/bus.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from './helpers.ts';

// PostgreSQL only: real concurrent transactions on a pool, as two API processes would share them.

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const wallet = () => testApp.current.app.walletModule.wallet;
const db = () => testApp.current.database.handle.db;
const names = (userIds: readonly string[]) =>
  userIds.flatMap((userId) => [userCashAccount(userId), userPromoAccount(userId)]);

const silentBus = {
  publish: () => undefined,
  subscribe: () => () => undefined,
  ready: async () => undefined,
  wakeOn: async () => null,
  close: async () => undefined,
} as unknown as EventBus;

async function player(cash: number): Promise<string> {
  const { id } = await signIn(testApp.current.app);
  await wallet().transfer({
    key: `shared-pg-test:${randomUUID()}`,
    kind: 'deposit',
    debit: processorClearingAccount('sandbox_card'),
    credit: userCashAccount(id),
    amountCents: cash,
    description: 'Deposit',
  });
  return id;
}

describe('shared transactions of paid actions (PostgreSQL)', () => {
  it('takes several players’ locks in one order, so two shared transactions never deadlock', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player(1_00)));
    const lockAll = (userIds: readonly string[]) =>
      db().transaction(async (tx) => {
        await createLedgerRepo(tx).lockPlayers(PLAYER_MONEY_LOCK, userIds, names(userIds));
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    const reversed = [...players].reverse();
    for (let round = 0; round < 30; round += 1) {
      // In the order asked these two would wait for each other; a deadlock would fail one of them.
      const outcomes = await Promise.allSettled([lockAll(players), lockAll(reversed)]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    }
  });

  it('lets exactly what each balance covers through, over two wallet services asking at once', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => player(20_00)));
    const services = [wallet(), createWalletService({ db: db(), clock: () => new Date(), bus: silentBus })];
    const stake = (userId: string) => (unit: WalletUnit) =>
      unit.stakes.take({
        game: 'pickem',
        stakeId: randomUUID(),
        userId,
        pot: HOUSE_POT,
        amountCents: 1_00,
        usePromo: false,
        description: 'Shared test stake',
      });
    const asks = [];
    // 11 rounds of two asks per player (one per service, in opposite orders): 22 asks, 20 covered.
    for (let round = 0; round < 11; round += 1) {
      for (const [index, service] of services.entries()) {
        const order = index === 0 ? players : [...players].reverse();
        for (const userId of order) asks.push(service.inSharedTransaction(userId, stake(userId)));
      }
    }
    const settled = await Promise.allSettled(asks);
    const refused = settled.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(2 * players.length);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'insufficient_funds' });
    }
    for (const userId of players) expect((await wallet().getWallet(userId)).cash_cents).toBe(0);
    await expectLedgerInvariants(db());
  });
});
