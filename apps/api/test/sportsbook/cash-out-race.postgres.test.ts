import {
  IDEMPOTENCY_KEY_HEADER,
  type SportsbookBet,
  sportsbookBetSchema,
  TEST_LOCATION_HEADER,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { nextGameId } from '../support/sports-world.ts';
import { expectLedgerInvariants, newKey, type Player, walletOf } from '../wallet/helpers.ts';
import { betTransfers, bettor, expectStatus, type LegBody, leg, placeBet, seedBook } from './fixtures.ts';

// PostgreSQL only: real concurrent transactions on a pool. A bet is paid once, whoever gets to it
// first: two cash outs of it, and the settlement of its game going final at the same moment.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '100000' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const nba = nextGameId('nba');
let home: LegBody;

beforeAll(async () => {
  await seedBook(app(), db(), new Date());
  home = await leg(app(), 'nba', 'moneyline', 'home');
});

const cashOut = (player: Player, bet: SportsbookBet) =>
  player.browser.post(
    `/v1/sportsbook/bets/${bet.id}/cash-out`,
    { offer_cents: bet.cash_out_offer_cents },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: newKey(), [TEST_LOCATION_HEADER]: 'AZ' } },
  );

async function gameStatus(status: 'scheduled' | 'final') {
  await db().execute(
    sql`update games set status = ${status}, home_score = 100, away_score = 90 where id = ${nba}`,
  );
}

async function betRow(id: string) {
  const [row] = await selectRows<{ state: string; result: string | null; payout_cents: string | null }>(
    db(),
    sql`select state, result, payout_cents from sportsbook_bets where id = ${id}::uuid`,
  );
  return row!;
}

describe('cash out racing settlement and itself (PostgreSQL)', () => {
  it('pays each bet exactly once, by cash out or by settlement, round after round', async () => {
    const outcomes = new Set<string>();
    // Few players (each a card deposit, and deposits have their own budget), a bet each per round.
    const players = await Promise.all(Array.from({ length: 6 }, () => bettor(app(), db(), 50_00)));
    const cash = players.map(() => 50_00);
    for (let round = 0; round < 5; round += 1) {
      await gameStatus('scheduled');
      const bets = await Promise.all(
        players.map(async (player) => {
          const placed = await placeBet(player, { stake_cents: 10_00, legs: [home] });
          expectStatus(placed, 201);
          return sportsbookBetSchema.parse(placed.json());
        }),
      );
      const requests = players.flatMap((player, index) => [
        cashOut(player, bets[index]!),
        cashOut(player, bets[index]!),
      ]);
      // The game goes final and settles while the other cash outs are still in flight.
      const finishing = Promise.race(requests).then(async () => {
        await gameStatus('final');
        return app().walletModule.sportsbookSettlement.settleReady();
      });
      const answers = await Promise.all(requests);
      await finishing;
      // Whatever a settlement run skipped while a cash out held the bet, the next run finds.
      await app().walletModule.sportsbookSettlement.settleReady();

      for (const [index, bet] of bets.entries()) {
        const codes = [answers[2 * index]!, answers[2 * index + 1]!].map((answer) =>
          answer.statusCode === 200 ? 'paid' : answer.json().api_code,
        );
        expect(codes.filter((code) => code === 'paid').length).toBeLessThanOrEqual(1);
        expect(codes.filter((code) => code !== 'paid')).toEqual(
          Array(codes.filter((code) => code !== 'paid').length).fill('sportsbook_cash_out_changed'),
        );
        const row = await betRow(bet.id);
        const cashedOut = codes.includes('paid');
        expect(row).toMatchObject({ state: 'settled', result: cashedOut ? 'cashed_out' : 'won' });
        const paid = Number(row.payout_cents);
        expect(paid).toBe(cashedOut ? bet.cash_out_offer_cents : bet.potential_payout_cents);
        const payments = (await betTransfers(db(), bet.id)).filter((one) =>
          one.transfer_key.split(':')[3]?.startsWith('s'),
        );
        expect(payments.map((one) => Number(one.amount_cents))).toEqual([paid]);
        cash[index] = cash[index]! - 10_00 + paid;
        expect((await walletOf(players[index]!)).cash_cents).toBe(cash[index]);
        outcomes.add(row.result!);
      }
    }
    await gameStatus('scheduled');
    await expectLedgerInvariants(db());
    // The game went final only once an answer was in, so a cash out had committed by then; which of
    // the rest settlement got to first is up to the database (in runs here: about one in ten).
    expect(outcomes.has('cashed_out')).toBe(true);
  });

  it('answers a cash out at once, paying nothing, while settlement holds the bet', async () => {
    await gameStatus('scheduled');
    const player = await bettor(app(), db(), 10_00);
    const placed = await placeBet(player, { stake_cents: 10_00, legs: [home] });
    expectStatus(placed, 201);
    const bet = sportsbookBetSchema.parse(placed.json());
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const locking = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db().transaction(async (tx) => {
      await tx.execute(sql`select id from sportsbook_bets where id = ${bet.id}::uuid for update`);
      locked();
      await held;
    });
    await locking;
    const refused = await cashOut(player, bet);
    release();
    await holder;
    expectStatus(refused, 422);
    expect(refused.json()).toMatchObject({
      api_code: 'sportsbook_cash_out_changed',
      cash_out_offer_cents: null,
    });
    expect((await walletOf(player)).cash_cents).toBe(0);
    expectStatus(await cashOut(player, bet), 200);
    expect((await walletOf(player)).cash_cents).toBe(bet.cash_out_offer_cents);
    await expectLedgerInvariants(db());
  });
});
