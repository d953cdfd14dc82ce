import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareMarkets } from '../../src/features/sportsbook/markets/market-locks.ts';
import { writeMarkets } from '../../src/features/sportsbook/markets/write-markets.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { houseBalance } from '../pickem/entry-fixtures.ts';
import { putLimit } from '../responsible-gaming/helpers.ts';
import { expectLedgerInvariants, walletOf } from '../wallet/helpers.ts';
import { type BetBody, bettor, expectStatus, leg, marketOf, placeBet, seedBook } from './fixtures.ts';

// PostgreSQL only: real concurrent transactions on a pool. Every bet of a player is decided under
// that player's money lock, so the balance and the spend so far are read after every earlier bet
// committed, and many bets at once can neither overdraw the balance nor pass a limit together.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '100000' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let body: (stake: number) => BetBody;

beforeAll(async () => {
  await seedBook(app(), db(), new Date());
  const legs = [await leg(app(), 'nba', 'moneyline', 'home'), await leg(app(), 'nfl', 'total', 'over')];
  body = (stake) => ({ stake_cents: stake, legs });
});

async function betCount(userId: string): Promise<number> {
  const [row] = await selectRows<{ n: string | number }>(
    db(),
    sql`select count(*) as n from sportsbook_bets where user_id = ${userId}::uuid`,
  );
  return Number(row?.n);
}

const codesOf = (answers: { statusCode: number; json: () => { api_code?: string } }[]) =>
  answers.map((answer) => (answer.statusCode === 201 ? 'ok' : answer.json().api_code));

describe('concurrent bets against one balance (PostgreSQL)', () => {
  it('lets exactly floor(balance / stake) of 24 parallel bets through, never overdrawing, round after round', async () => {
    for (let round = 0; round < 3; round += 1) {
      const player = await bettor(app(), db(), 50_00);
      const houseBefore = await houseBalance(db());
      const answers = await Promise.all(Array.from({ length: 24 }, () => placeBet(player, body(7_00))));
      const codes = codesOf(answers);
      expect(codes.filter((code) => code === 'ok')).toHaveLength(7);
      expect(codes.filter((code) => code !== 'ok')).toEqual(Array(24 - 7).fill('insufficient_funds'));
      expect((await walletOf(player)).cash_cents).toBe(50_00 - 7 * 7_00);
      expect(await betCount(player.id)).toBe(7);
      expect((await houseBalance(db())) - houseBefore).toBe(7 * 7_00);
    }
    await expectLedgerInvariants(db());
  });

  it('never lets parallel bets pass a spend limit together, round after round', async () => {
    for (let round = 0; round < 3; round += 1) {
      const player = await bettor(app(), db(), 100_00);
      expectStatus(await putLimit(player, 'spend_daily', 23_00), 200);
      const answers = await Promise.all(Array.from({ length: 20 }, () => placeBet(player, body(5_00))));
      const codes = codesOf(answers);
      expect(codes.filter((code) => code === 'ok')).toHaveLength(4);
      expect(codes.filter((code) => code !== 'ok')).toEqual(Array(16).fill('spend_limit_exceeded'));
      expect((await walletOf(player)).cash_cents).toBe(80_00);
    }
    await expectLedgerInvariants(db());
  });

  it('has a price change wait for a bet under way on its market, so no bet is taken at a replaced price', async () => {
    const market = await marketOf(app(), 'mlb', 'total');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let shared!: () => void;
    const sharing = new Promise<void>((resolve) => {
      shared = resolve;
    });
    // A bet's transaction holding the market, as placing one does between reading and committing.
    const bet = db().transaction(async (tx) => {
      await shareMarkets(tx, [market.id]);
      shared();
      await held;
    });
    await sharing;
    const change = writeMarkets(
      db(),
      [
        {
          id: market.id,
          game_id: market.game_id,
          sport_id: 'mlb',
          kind: 'total',
          line: market.line,
          player_id: null,
          stat: null,
          outcomes: null,
          selections: market.selections.map((one) => ({ key: one.key, price: one.price - 5 })),
          status: 'open',
          in_game: false,
          version: market.price_version + 1,
          suspended_until: null,
          priced_home_score: 0,
          priced_away_score: 0,
          priced_value: null,
          repriced: true,
        },
      ],
      new Date(),
    );
    // The price change waits on the bet's hold, and has changed nothing yet.
    await expect
      .poll(async () => {
        const [row] = await selectRows<{ n: string | number }>(
          db(),
          sql`select count(*) as n from pg_locks where locktype = 'advisory' and not granted
              and database = (select oid from pg_database where datname = current_database())`,
        );
        return Number(row?.n);
      })
      .toBe(1);
    expect((await marketOf(app(), 'mlb', 'total')).price_version).toBe(market.price_version);
    release();
    await bet;
    expect(await change).toEqual(new Set([market.id]));
    expect((await marketOf(app(), 'mlb', 'total')).price_version).toBe(market.price_version + 1);
  });
});
