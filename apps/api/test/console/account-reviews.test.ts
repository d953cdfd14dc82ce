import { accountReviewSchema, apiErrorSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../src/platform/audit/audit-log.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import {
  depositByCard,
  expectLedgerInvariants,
  walletOf,
  withdrawalConfirmationToken,
} from '../wallet/helpers.ts';
import { type SignedInOperator, signInOperator } from './helpers.ts';
import {
  playerWithShortfall as shortfallReview,
  verifiedPlayer as verifiedPlayerOf,
  withdraw,
} from './review-helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

const playerWithShortfall = () => shortfallReview(testApp.current);
const verifiedPlayer = () => verifiedPlayerOf(app());

let finance: SignedInOperator;
let risk: SignedInOperator;
beforeAll(async () => {
  finance = await signInOperator(app(), 'finance');
  risk = await signInOperator(app(), 'risk');
});

async function openReviewOf(playerId: string) {
  const listed = await finance.browser.get('/v1/console/reviews?status=open');
  expect(listed.statusCode).toBe(200);
  const reviews = accountReviewSchema.array().parse(listed.json().data);
  return reviews.find((review) => review.player_id === playerId);
}

const actionsOf = async (playerId: string) => (await auditTrail(db(), playerId)).map((event) => event.action);

describe('account reviews in the console', () => {
  it('lists a returned deposit review and collects its shortfall only once the cash covers it', async () => {
    const { player, depositId } = await playerWithShortfall();
    const review = await openReviewOf(player.id);
    expect(review).toMatchObject({
      reason: 'deposit_returned',
      deposit_id: depositId,
      shortfall_cents: 5_000,
      cash_cents: 1_000,
      opened_by: null,
      resolution: null,
    });
    const collect = () => finance.browser.post(`/v1/console/reviews/${review!.id}/collect`);

    // 10.00 does not cover 50.00: nothing is taken, the balance never goes negative.
    expect(apiErrorSchema.parse((await collect()).json())).toMatchObject({
      api_code: 'shortfall_not_covered',
      status: 409,
    });
    expect((await walletOf(player)).cash_cents).toBe(1_000);
    // An account that owes money is not simply released.
    expect((await risk.browser.post(`/v1/console/reviews/${review!.id}/release`)).json()).toMatchObject({
      api_code: 'account_review_owes_shortfall',
    });

    expect((await depositByCard(app(), player, 5_500)).statusCode).toBe(201);
    const collected = await collect();
    expect(collected.statusCode, collected.body).toBe(200);
    expect(accountReviewSchema.parse(collected.json().data)).toMatchObject({
      resolution: 'shortfall_collected',
      resolved_by: finance.name,
      cash_cents: 1_500,
    });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 1_500 });
    expect((await player.browser.get(`/v1/deposits/${depositId}`)).json().data.status).toBe('failed');
    expect((await collect()).json()).toMatchObject({ api_code: 'account_review_resolved' });
    expect(await openReviewOf(player.id)).toBeUndefined();
    // Money may leave again.
    expect((await withdraw(player, 1_000)).statusCode).toBe(201);

    const trail = await auditTrail(db(), player.id);
    const collection = trail.find((event) => event.action === 'account_review.shortfall_collected');
    expect(collection).toMatchObject({
      operatorId: finance.id,
      details: { review_id: review!.id, deposit_id: depositId, amount_cents: 5_000 },
    });
    expect(trail.map((event) => event.action)).toContain('console.reviews.shortfall_collected');
    await expectLedgerInvariants(db());
  });

  it('collects a shortfall once when finance operators press collect at the same moment', async () => {
    const { player } = await playerWithShortfall();
    // Cash for the shortfall twice over: only the review's own lock keeps a second collection out.
    expect((await depositByCard(app(), player, 9_000)).statusCode).toBe(201);
    const review = await openReviewOf(player.id);
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => signInOperator(app(), 'finance')));
    const operators = [finance, ...others];
    const answers = await Promise.all(
      operators.map((operator) => operator.browser.post(`/v1/console/reviews/${review!.id}/collect`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(
      answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().api_code),
    ).toEqual(Array(5).fill('account_review_resolved'));
    expect((await walletOf(player)).cash_cents).toBe(5_000);
    const reversals = await selectRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from transfers where transfer_key = ${`deposit:${review!.deposit_id}:reversal`}`,
    );
    expect(Number(reversals[0]?.count)).toBe(1);
    expect(
      (await actionsOf(player.id)).filter((action) => action === 'account_review.shortfall_collected'),
    ).toHaveLength(1);
    await expectLedgerInvariants(db());
  });

  it('holds an account against withdrawals and releases it, each step audited', async () => {
    const player = await verifiedPlayer();
    expect((await depositByCard(app(), player, 3_000)).statusCode).toBe(201);

    const refused = await risk.browser.post(`/v1/console/players/${player.id}/hold`, { reason: 'because' });
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({ api_code: 'invalid_request', status: 400 });
    expect(
      (
        await risk.browser.post(`/v1/console/players/${crypto.randomUUID()}/hold`, {
          reason: 'suspected_fraud',
        })
      ).json(),
    ).toMatchObject({ api_code: 'player_not_found' });

    const held = await risk.browser.post(`/v1/console/players/${player.id}/hold`, {
      reason: 'suspected_fraud',
    });
    expect(held.statusCode, held.body).toBe(201);
    const review = accountReviewSchema.parse(held.json().data);
    expect(review).toMatchObject({ reason: 'suspected_fraud', opened_by: risk.name, shortfall_cents: 0 });
    expect((await withdraw(player, 1_000)).json()).toMatchObject({ api_code: 'account_under_review' });
    expect(
      (
        await risk.browser.post(`/v1/console/players/${player.id}/hold`, { reason: 'payment_dispute' })
      ).json(),
    ).toMatchObject({ api_code: 'account_already_held' });
    expect((await finance.browser.post(`/v1/console/reviews/${review.id}/collect`)).json()).toMatchObject({
      api_code: 'account_review_no_shortfall',
    });

    const released = await risk.browser.post(`/v1/console/reviews/${review.id}/release`);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data).toMatchObject({ resolution: 'released', resolved_by: risk.name });
    expect((await withdraw(player, 1_000)).statusCode).toBe(201);
    expect(
      (await risk.browser.post(`/v1/console/reviews/${crypto.randomUUID()}/release`)).json(),
    ).toMatchObject({ api_code: 'account_review_not_found' });

    const trail = await auditTrail(db(), player.id);
    expect(trail.filter((event) => event.operatorId !== null).map((event) => event.action)).toEqual([
      'account_review.opened',
      'console.reviews.held',
      // The second hold, refused: on the trail with its answer.
      'console.failed',
      'account_review.released',
      'console.reviews.released',
    ]);
    expect(trail.find((event) => event.action === 'console.failed')).toMatchObject({
      operatorId: risk.id,
      details: {
        endpoint: 'console.reviews.held',
        api_code: 'account_already_held',
        reason: 'payment_dispute',
      },
    });
    expect(trail.find((event) => event.action === 'account_review.opened')).toMatchObject({
      operatorId: risk.id,
      details: { review_id: review.id, reason: 'suspected_fraud' },
    });
  });

  it('keeps a confirmed withdrawal unpaid while a hold placed after its confirmation stands', async () => {
    const player = await verifiedPlayer();
    expect((await depositByCard(app(), player, 3_000)).statusCode).toBe(201);
    expect((await withdraw(player, 2_000)).statusCode).toBe(201);
    const { withdrawals } = app().walletModule;
    // Confirmed, with its payout still to send (as when the process died right after confirming).
    const token = await withdrawalConfirmationToken(db(), player);
    const confirmed = await withdrawals.confirm(player.id, token, async () => undefined);
    expect(confirmed.status).toBe('pending');

    const held = await risk.browser.post(`/v1/console/players/${player.id}/hold`, {
      reason: 'suspected_fraud',
    });
    expect(held.statusCode, held.body).toBe(201);
    // The worker's resume passes it over (it never crowds out the payable ones), and a direct
    // payout leaves it pending: nothing is sent.
    expect(await withdrawals.resumePayouts(0)).toBe(0);
    expect((await withdrawals.payOut(confirmed.id)).status).toBe('pending');
    const statusOf = async () =>
      (await player.browser.get('/v1/withdrawals'))
        .json()
        .data.find((row: { id: string }) => row.id === confirmed.id)?.status;
    expect(await statusOf()).toBe('pending');
    expect(await walletOf(player)).toMatchObject({ cash_cents: 1_000 });

    const review = accountReviewSchema.parse(held.json().data);
    expect((await risk.browser.post(`/v1/console/reviews/${review.id}/release`)).statusCode).toBe(200);
    await withdrawals.resumePayouts(0);
    expect(await statusOf()).toBe('paid');
    expect(await walletOf(player)).toMatchObject({ cash_cents: 1_000 });
    await expectLedgerInvariants(db());
  });
});
