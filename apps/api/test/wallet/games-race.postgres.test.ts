import { cents, WALLET_SCHEDULE } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { enter, insertContest } from '../contests/fixtures.ts';
import { pickOf, seedEntryBoard, submitEntry, type TestBoard } from '../pickem/entry-fixtures.ts';
import { putLimit } from '../responsible-gaming/helpers.ts';
import { bettor, expectStatus, leg, placeBet, seedBook } from '../sportsbook/fixtures.ts';
import {
  depositByCard,
  eachRequestFromItsOwnAddress,
  expectLedgerInvariants,
  type Player,
  postWithKey,
  signIn,
  tokenize,
  verifyIdentity,
  walletOf,
  withdrawalConfirmationToken,
} from './helpers.ts';

// PostgreSQL only: real concurrent transactions on a pool. One player's paid actions of different
// games (a pick'em entry, best ball entries, a sportsbook bet) and a withdrawal, sent at once from
// several tabs: a spend limit holds across the games together, the cash is never spent twice, and
// a withdrawal's email link and its Cancel racing each other settle it one way only; first
// deposits from several tabs earn a promo code's match and a referral bonus once.

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '1000000' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const ROUNDS = 25;
let board: TestBoard;
let betLeg: Awaited<ReturnType<typeof leg>>;

beforeAll(async () => {
  eachRequestFromItsOwnAddress(app());
  board = await seedEntryBoard(app(), db(), new Date());
  await seedBook(app(), db(), new Date());
  betLeg = await leg(app(), 'nba', 'moneyline', 'home');
});

/** Each game's paid request of `amount` (best ball: two entries of half of it). */
const GAMES: ((player: Player, amount: number) => Promise<LightMyRequestResponse>)[] = [
  (player, amount) =>
    submitEntry(player, {
      type: 'standard',
      fee_cents: amount,
      picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-1']!)],
    }),
  async (player, amount) => {
    const contest = await insertContest(db(), new Date(), {
      entryFeeCents: cents(amount / 2),
      seats: 6,
      maxPerUser: 20,
    });
    return enter(player, contest.id, 2);
  },
  (player, amount) => placeBet(player, { stake_cents: amount, legs: [betLeg] }),
];

const codeOf = (answer: LightMyRequestResponse) =>
  answer.statusCode < 300 ? 'ok' : (answer.json().api_code as string);

const tally = (codes: string[]) =>
  Object.fromEntries(
    [...new Set(codes)].sort().map((code) => [code, codes.filter((c) => c === code).length]),
  );

describe("one player's paid actions of every game at once (PostgreSQL)", () => {
  it(`holds a daily spend limit across pick'em, best ball and the sportsbook together, ${ROUNDS} rounds`, async () => {
    const failed: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const player = await bettor(app(), db(), 100_00);
      expectStatus(await putLimit(player, 'spend_daily', 25_00), 200);
      // Two of each game, $10 each: $60 asked against $25.
      const answers = await Promise.all([...GAMES, ...GAMES].map((pay) => pay(player, 10_00)));
      const codes = answers.map(codeOf);
      const spent = 100_00 - (await walletOf(player)).cash_cents;
      const ok = codes.filter((code) => code === 'ok').length;
      if (spent !== 20_00 || ok !== 2 || codes.some((c) => c !== 'ok' && c !== 'spend_limit_exceeded')) {
        failed.push(`round ${round}: ${JSON.stringify(tally(codes))}, $${spent / 100} spent`);
      }
    }
    expect(failed).toEqual([]);
    await expectLedgerInvariants(db());
  });

  it(`never spends the cash a withdrawal asked for at the same moment, ${ROUNDS} rounds`, async () => {
    const failed: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const player = await signIn(app());
      expect((await verifyIdentity(player)).json().data.status).toBe('approved');
      const deposit = await depositByCard(app(), player, 30_00);
      const methodId = deposit.json().data.payment_method_id as string;
      // $20 withdrawal, and $20 in each game, against $30: the withdrawal or one game, never both.
      const answers = await Promise.all([
        postWithKey(player, '/v1/withdrawals', { amount_cents: 20_00, payment_method_id: methodId }),
        ...GAMES.map((pay) => pay(player, 20_00)),
      ]);
      const codes = answers.map(codeOf);
      const wallet = await walletOf(player);
      const ok = codes.filter((code) => code === 'ok').length;
      const refusedWell = codes.every((c) => c === 'ok' || c === 'insufficient_funds');
      if (ok !== 1 || !refusedWell || wallet.cash_cents !== 10_00 || wallet.cash_cents < 0) {
        failed.push(`round ${round}: ${JSON.stringify(tally(codes))}, ${JSON.stringify(wallet)}`);
      }
    }
    expect(failed).toEqual([]);
    await expectLedgerInvariants(db());
  });

  it(`grants a promo code's first-deposit match and a referral bonus once for first deposits from several tabs, ${ROUNDS} rounds`, async () => {
    const failed: string[] = [];
    const referrer = await signIn(app());
    for (let round = 0; round < ROUNDS; round++) {
      const player = await signIn(app());
      await db().execute(sql`update users set referred_by_user_id = ${referrer.id} where id = ${player.id}`);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => depositByCard(app(), player, 25_00, { promo_code: 'WELCOME100' })),
      );
      const codes = answers.map(codeOf);
      const wallet = await walletOf(player);
      const matched = answers.map((answer) => answer.json().data?.promo_credit_cents ?? null);
      if (
        codes.some((code) => code !== 'ok') ||
        wallet.cash_cents !== 100_00 ||
        wallet.promo_cents !== 25_00 + WALLET_SCHEDULE.referralBonusCents ||
        matched.filter((cents) => cents === 25_00).length !== 1
      ) {
        failed.push(`round ${round}: ${JSON.stringify(tally(codes))}, ${JSON.stringify(wallet)}, ${matched}`);
      }
    }
    expect((await walletOf(referrer)).promo_cents).toBe(ROUNDS * WALLET_SCHEDULE.referralBonusCents);
    expect(failed).toEqual([]);
    await expectLedgerInvariants(db());
  });

  it(`takes nothing of any game or deposit after a time-out that starts among them, ${ROUNDS} rounds`, async () => {
    const failed: string[] = [];
    const outcomes: Record<string, number> = {};
    let creditedAfter = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const player = await bettor(app(), db(), 100_00);
      const { token } = await tokenize(player);
      const timeOutAt = round % 5;
      const paid = [
        ...GAMES.map((pay) => () => pay(player, 10_00)),
        () => postWithKey(player, '/v1/deposits/card', { amount_cents: 10_00, payment_token: token }),
      ];
      const answers = await Promise.all(
        [...paid.slice(0, timeOutAt), null, ...paid.slice(timeOutAt)].map((send) =>
          send === null
            ? // Started a little later round by round, so some requests come before it and some after.
              new Promise((resolve) => setTimeout(resolve, (round % 5) * 8))
                .then(() => app().walletModule.responsibleGaming.startTimeOut(player.id, '24h'))
                .then(() => null)
            : send(),
        ),
      );
      const codes = answers.flatMap((answer) => (answer ? [codeOf(answer)] : []));
      for (const code of codes) outcomes[code] = (outcomes[code] ?? 0) + 1;
      // A transaction's id is given at its first write, made under the player's lock: a stake
      // taken after the time-out's row has a later one. A card deposit is authorized (and refused
      // in a time-out) before its card is charged, and credited when the charge answers, which may
      // come after a time-out that began meanwhile: its credit is left out here.
      const late = await selectRows<{ kind: string }>(
        db(),
        sql`select t.kind from entries e
              join ledger_accounts a on a.id = e.account_id
              join transfers t on t.id = e.transfer_id,
              play_restrictions r
            where a.user_id = ${player.id}::uuid and r.user_id = ${player.id}::uuid
              and e.xmin::text::bigint > r.xmin::text::bigint`,
      );
      const lateKinds = late.map((row) => row.kind);
      creditedAfter += lateKinds.filter((kind) => kind === 'deposit').length;
      const stakesAfter = lateKinds.filter((kind) => kind !== 'deposit');
      if (stakesAfter.length > 0 || codes.some((code) => code !== 'ok' && code !== 'time_out_active')) {
        failed.push(`round ${round}: ${JSON.stringify(tally(codes))}, after: ${lateKinds.join(', ')}`);
      }
    }
    expect(failed).toEqual([]);
    // Both sides of the race were seen: some paid before the time-out, some refused after it.
    expect(outcomes.ok).toBeGreaterThan(0);
    expect(outcomes.time_out_active).toBeGreaterThan(0);
    console.info(`time-out race: ${JSON.stringify(outcomes)}; deposits credited after it: ${creditedAfter}`);
    await expectLedgerInvariants(db());
  });

  it(`returns a withdrawal's cash once when two tabs cancel it at once, ${ROUNDS} rounds`, async () => {
    const failed: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const player = await signIn(app());
      expect((await verifyIdentity(player)).json().data.status).toBe('approved');
      const deposit = await depositByCard(app(), player, 50_00);
      const methodId = deposit.json().data.payment_method_id as string;
      const held = await postWithKey(player, '/v1/withdrawals', {
        amount_cents: 20_00,
        payment_method_id: methodId,
      });
      const id = held.json().data.id as string;
      const answers = await Promise.all(
        [1, 2, 3].map(() => postWithKey(player, `/v1/withdrawals/${id}/cancel`)),
      );
      const codes = answers.map(codeOf).sort();
      const wallet = await walletOf(player);
      const expected = ['ok', 'withdrawal_not_cancellable', 'withdrawal_not_cancellable'];
      if (
        JSON.stringify(codes) !== JSON.stringify(expected) ||
        wallet.cash_cents !== 50_00 ||
        wallet.pending_withdrawal_cents !== 0
      ) {
        failed.push(`round ${round}: ${codes.join('/')}, ${JSON.stringify(wallet)}`);
      }
    }
    expect(failed).toEqual([]);
    await expectLedgerInvariants(db());
  });

  it(`settles a withdrawal one way only when its email link and its Cancel race, ${ROUNDS} rounds`, async () => {
    const failed: string[] = [];
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const player = await signIn(app());
      expect((await verifyIdentity(player)).json().data.status).toBe('approved');
      const deposit = await depositByCard(app(), player, 50_00);
      const methodId = deposit.json().data.payment_method_id as string;
      const held = await postWithKey(player, '/v1/withdrawals', {
        amount_cents: 20_00,
        payment_method_id: methodId,
      });
      expect(held.statusCode, held.body).toBe(201);
      const id = held.json().data.id as string;
      const token = await withdrawalConfirmationToken(db(), player);
      const [confirm, cancel] = await Promise.all([
        postWithKey(player, '/v1/withdrawals/confirm', { token }),
        postWithKey(player, `/v1/withdrawals/${id}/cancel`),
      ]);
      const codes = [codeOf(confirm), codeOf(cancel)];
      outcomes.push(codes.join('/'));
      const wallet = await walletOf(player);
      const listed = (await player.browser.get('/v1/withdrawals')).json().data as { status: string }[];
      const paid = codes[0] === 'ok' && codes[1] === 'withdrawal_not_cancellable';
      const cancelled = codes[1] === 'ok' && codes[0] === 'token_invalid_or_expired';
      const expected = paid
        ? { cash: 30_00, status: 'paid' }
        : cancelled
          ? { cash: 50_00, status: 'cancelled' }
          : null;
      if (
        !expected ||
        wallet.cash_cents !== expected.cash ||
        wallet.pending_withdrawal_cents !== 0 ||
        listed[0]?.status !== expected.status
      ) {
        failed.push(`round ${round}: ${codes.join('/')}, ${JSON.stringify(wallet)}, ${listed[0]?.status}`);
      }
    }
    expect(failed).toEqual([]);
    await expectLedgerInvariants(db());
  });
});
