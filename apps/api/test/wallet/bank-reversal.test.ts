import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { enter, insertContest } from '../contests/fixtures.ts';
import {
  bankDeposit,
  depositByCard,
  expectLedgerInvariants,
  newKey,
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

/** What registration records for a player who signed up with a promo code. */
async function signedUpWith(db: Database, player: Player, promoCode: string) {
  await db.execute(
    sql`update users set promo_code_id = (select id from promo_codes where lower(code) = lower(${promoCode}))
        where id = ${player.id}`,
  );
}

async function grantsOf(db: Database, player: Player): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from promo_grants where user_id = ${player.id}`,
  );
  return row?.n ?? 0;
}

async function openReviews(db: Database, player: Player): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from account_reviews where user_id = ${player.id} and resolved_at is null`,
  );
  return row?.n ?? 0;
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

  it('takes back the first-deposit match the returned deposit earned, and it never expires later', async () => {
    const { app, config, database } = testApp.current;
    const db = database.handle.db;
    const player = await verifiedPlayer();
    await signedUpWith(db, player, 'WELCOME100');
    const depositId = await bankDeposit(app, player, 6_000); // the match: 100% up to $100
    expect(await walletOf(player)).toMatchObject({ cash_cents: 6_000, promo_cents: 6_000 });

    await notifyBank(app, config.bankWebhookSecret, { depositId, amountCents: 6_000, status: 'failed' });
    await notifyBank(app, config.bankWebhookSecret, { depositId, amountCents: 6_000, status: 'failed' });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 0, promo_cents: 0 });
    expect(await grantsOf(db, player)).toBe(0);
    expect(await openReviews(db, player)).toBe(0);
    await expectLedgerInvariants(db);
  });

  it('holds the account when the match was already played, taking back only the cash', async () => {
    const { app, config, database } = testApp.current;
    const db = database.handle.db;
    const player = await verifiedPlayer();
    await signedUpWith(db, player, 'WELCOME100');
    const depositId = await bankDeposit(app, player, 5_000);
    const contest = await insertContest(db, new Date(), { seats: 12, maxPerUser: 20 });
    // $10 of the match in play (promo credit spent: the player chose it).
    expect((await enter(player, contest.id, 2, newKey(), { use_promo: true })).statusCode).toBe(201);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 5_000, promo_cents: 4_000 });

    await notifyBank(app, config.bankWebhookSecret, { depositId, amountCents: 5_000, status: 'failed' });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 0, promo_cents: 4_000 });
    expect(await openReviews(db, player)).toBe(1);
    expect((await enter(player, contest.id, 1)).json()).toMatchObject({ api_code: 'account_under_review' });
    await expectLedgerInvariants(db);
  });

  it('puts no more money into play while the account is held, and still takes a deposit', async () => {
    const { app, config, database } = testApp.current;
    const db = database.handle.db;
    const player = await verifiedPlayer();
    const depositId = await bankDeposit(app, player, 5_000);
    const contest = await insertContest(db, new Date(), { seats: 12, maxPerUser: 20 });
    expect((await enter(player, contest.id, 8)).statusCode).toBe(201); // $40 of the $50 in play

    await notifyBank(app, config.bankWebhookSecret, { depositId, amountCents: 5_000, status: 'failed' });
    // The $10 left cannot cover the $50 taken back: the account is held, nothing is taken yet.
    expect(await walletOf(player)).toMatchObject({ cash_cents: 10_00 });
    const refused = await enter(player, contest.id, 1);
    expect(refused.json()).toMatchObject({ api_code: 'account_under_review', status: 403 });
    // Money in is how a shortfall may be made good: a card deposit goes through, and the hold stays.
    expect((await depositByCard(app, player, 20_00)).statusCode).toBe(201);
    expect((await enter(player, contest.id, 1)).json()).toMatchObject({ api_code: 'account_under_review' });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 30_00 });
    await expectLedgerInvariants(db);
  });
});
