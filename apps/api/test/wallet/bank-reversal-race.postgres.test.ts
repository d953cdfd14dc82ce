import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUSE_POT } from '../../src/features/wallet/stakes/index.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { untilLockWaiters } from '../support/lock-waits.ts';
import {
  bankDeposit,
  expectLedgerInvariants,
  notifyBank,
  signIn,
  verifyIdentity,
  walletOf,
} from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });

/** Resolves once some statement of this database waits on a lock (the bank's notice, here). */
async function someoneWaitsOnALock(): Promise<void> {
  await untilLockWaiters(testApp.current.database.handle.db);
}

describe('a returned bank deposit racing a stake', () => {
  it('reverses under the player lock: the stake first leaves a shortfall held for review, never a 4xx', async () => {
    const { app, config, database } = testApp.current;
    const player = await signIn(app);
    expect((await verifyIdentity(player)).json().data.status).toBe('approved');
    const depositId = await bankDeposit(app, player, 5_000);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 5_000 });

    // A stake holds the player's money lock while the bank's "failed" notice arrives, and commits
    // only once the notice is waiting on a lock: the cash no longer covers the deposit.
    let notice: Promise<void> | undefined;
    await app.walletModule.wallet.inTransaction(async (unit) => {
      await unit.lockPlayer(player.id);
      notice = notifyBank(app, config.bankWebhookSecret, { depositId, amountCents: 5_000, status: 'failed' });
      await someoneWaitsOnALock();
      await unit.stakes.take({
        game: 'sportsbook',
        stakeId: randomUUID(),
        userId: player.id,
        pot: HOUSE_POT,
        amountCents: 3_000,
        usePromo: false,
        description: 'Single',
      });
    });
    await notice; // answered 200 (notifyBank checks), not a refusal the bank would never resend

    expect(await walletOf(player)).toMatchObject({ cash_cents: 2_000 });
    const reviews = await selectRows<{ reason: string; shortfall_cents: string | number }>(
      database.handle.db,
      sql`select reason, shortfall_cents from account_reviews
          where user_id = ${player.id} and resolved_at is null`,
    );
    expect(reviews.map((row) => [row.reason, Number(row.shortfall_cents)])).toEqual([
      ['deposit_returned', 5_000],
    ]);
    await expectLedgerInvariants(database.handle.db);
  });
});
