import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import {
  bankDeposit,
  expectLedgerInvariants,
  notifyBank,
  type Player,
  postWithKey,
  signIn,
  verifyIdentity,
  walletOf,
  withdrawalConfirmationToken,
} from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });

async function verifiedPlayer(): Promise<Player> {
  const player = await signIn(testApp.current.app);
  expect((await verifyIdentity(player)).json().data.status).toBe('approved');
  return player;
}

async function payoutMethodOf(player: Player): Promise<string> {
  return (await player.browser.get('/v1/payout-methods')).json().data[0].id;
}

describe('a bank that reports "failed" after "succeeded"', () => {
  it('takes the credit back in the ledger when the cash still covers it', async () => {
    const { app, config, database } = testApp.current;
    const player = await verifiedPlayer();
    const kept = await bankDeposit(app, player, 2_000);
    const returned = await bankDeposit(app, player, 5_000);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 7_000, lifetime_deposit_cents: 7_000 });

    const takeBack = { depositId: returned, amountCents: 5_000, status: 'failed' as const };
    await notifyBank(app, config.bankWebhookSecret, takeBack);
    await notifyBank(app, config.bankWebhookSecret, takeBack); // a second report changes nothing
    expect(await walletOf(player)).toMatchObject({ cash_cents: 2_000, lifetime_deposit_cents: 2_000 });
    expect((await player.browser.get(`/v1/deposits/${returned}`)).json().data.status).toBe('failed');
    expect((await player.browser.get(`/v1/deposits/${kept}`)).json().data.status).toBe('succeeded');
    const history = (await player.browser.get('/v1/transactions')).json().data as { amount_cents: number }[];
    expect(history.map((row) => row.amount_cents)).toContain(-5_000);
    await expectLedgerInvariants(database.handle.db);
  });

  it('holds the account for review, never a negative balance, when the cash was already withdrawn', async () => {
    const { app, config, database } = testApp.current;
    const player = await verifiedPlayer();
    const depositId = await bankDeposit(app, player, 5_000);
    const methodId = await payoutMethodOf(player);
    expect(
      (await postWithKey(player, '/v1/withdrawals', { amount_cents: 4_000, payment_method_id: methodId }))
        .statusCode,
    ).toBe(201);
    const token = await withdrawalConfirmationToken(database.handle.db, player);
    // A second withdrawal asked before the bank's report, still waiting for its link.
    expect(
      (await postWithKey(player, '/v1/withdrawals', { amount_cents: 1_000, payment_method_id: methodId }))
        .statusCode,
    ).toBe(201);

    await notifyBank(app, config.bankWebhookSecret, { depositId, amountCents: 5_000, status: 'failed' });
    const wallet = await walletOf(player);
    expect(wallet.cash_cents).toBeGreaterThanOrEqual(0);
    const [review] = await selectRows<{ shortfall_cents: string | number; resolved_at: string | null }>(
      database.handle.db,
      sql`select shortfall_cents, resolved_at from account_reviews where user_id = ${player.id}`,
    );
    expect(review).toMatchObject({ resolved_at: null });
    expect(Number(review?.shortfall_cents)).toBe(5_000);
    // Nothing leaves the account while it is under review.
    expect((await postWithKey(player, '/v1/withdrawals/confirm', { token })).json()).toMatchObject({
      api_code: 'account_under_review',
      status: 403,
    });
    expect(
      (
        await postWithKey(player, '/v1/withdrawals', { amount_cents: 1_000, payment_method_id: methodId })
      ).json(),
    ).toMatchObject({ api_code: 'account_under_review' });
    await expectLedgerInvariants(database.handle.db);
  });
});
