import { propValueOf } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BET_STOP_MS } from '../../src/features/sportsbook/markets/decide.ts';
import {
  createMarketMaker,
  type MarketMaker,
  type MarketRunCounts,
} from '../../src/features/sportsbook/markets/market-maker.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { countingDatabase } from '../statements.ts';
import { marketOf, seedBook } from './fixtures.ts';
import { nba, nbaProps, playNba, projectNba, propOf, setBoxScore, star } from './prop-fixtures.ts';

// A bet stop writes the markets the play moved, not every market of the game: a game market stands
// on the score, a prop on its player's total (priced-state.ts). A steal moves one prop of one
// player (his fantasy points): its stop and its reopening are each one row in one statement, and the
// game's other markets go on taking bets at the prices they had.
const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

/** Per statement the market maker sent: whether it wrote markets, and the markets each wrote. */
const statements: { query: string; rows: number }[] = [];
/** Transactions the market maker opened. */
let transactions = 0;
let maker: MarketMaker;

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
  await projectNba(db());
  const counted = countingDatabase(db(), (query, params) => {
    // The markets written: the records of its JSON parameters (not the ids of its locks).
    const written = /update sportsbook_markets|insert into sportsbook_markets/.test(query)
      ? params
          .filter((param) => typeof param === 'string' && param.startsWith('['))
          .reduce<number>(
            (sum, param) =>
              sum + (JSON.parse(String(param)) as unknown[]).filter((one) => typeof one === 'object').length,
            0,
          )
      : 0;
    statements.push({ query, rows: written });
  });
  const transaction = counted.transaction.bind(counted);
  counted.transaction = ((...args: Parameters<typeof transaction>) => {
    transactions += 1;
    return transaction(...args);
  }) as typeof transaction;
  maker = createMarketMaker({
    db: counted,
    clock: time.clock,
    seed: async () => 1,
    logger: app().log,
  });
  await settle();
  await setBoxScore(db(), nba, star, { minutes: 12, points: 6, rebounds: 2, assists: 1 });
  await playNba(db(), { home: 6, away: 4, period: 1, clock: 300 });
  await settle();
  time.advance(BET_STOP_MS);
  await settle();
});

/** Runs until nothing is left to decide; answers the markets written. */
async function settle(): Promise<number> {
  let written = 0;
  let run: MarketRunCounts;
  do {
    run = await maker.refresh();
    written += run.written;
  } while (run.decided > 0);
  return written;
}

/** The statements of one run that wrote markets, with their rows. */
async function runWrites(): Promise<{ written: number; writes: number[] }> {
  statements.splice(0);
  const { written } = await maker.refresh();
  const writes = statements.filter((one) => /sportsbook_markets as m/.test(one.query)).map((one) => one.rows);
  return { written, writes };
}

describe('a bet stop', () => {
  it('that moves one prop (a steal: his fantasy points alone) writes that market alone, once to stop it and once to reopen it', async () => {
    const before = new Map((await nbaProps(app())).map((market) => [market.id, market]));
    const moneyline = await marketOf(app(), 'nba', 'moneyline');
    expect([...before.values()].every((market) => market.status === 'open')).toBe(true);
    const line = { minutes: 12, points: 6, rebounds: 2, assists: 1 };
    const stolen = { ...line, steals: 1 };
    // The stats this moves, by core's own prop values: fantasy points only.
    const value = propValueOf('nba');
    const moved = ['points', 'rebounds', 'assists', 'fantasy_points'].filter(
      (stat) => value(stat, line) !== value(stat, stolen),
    );
    expect(moved).toEqual(['fantasy_points']);
    await setBoxScore(db(), nba, star, stolen);

    transactions = 0;
    const stop = await runWrites();
    expect(stop).toEqual({ written: 1, writes: [1] });
    // The write takes the market's lock itself: no statement for it before, no transaction around it.
    const locking = statements.filter((one) => /pg_advisory_xact_lock/.test(one.query));
    expect(locking.map((one) => one.rows)).toEqual([1]);
    expect(transactions).toBe(0);
    const fantasy = await propOf(app(), star, 'fantasy_points');
    expect(fantasy.status).toBe('suspended');
    for (const market of await nbaProps(app()))
      if (market.id !== fantasy.id)
        expect(market).toMatchObject({ status: 'open', price_version: before.get(market.id)?.price_version });
    expect(await marketOf(app(), 'nba', 'moneyline')).toMatchObject({
      status: 'open',
      price_version: moneyline.price_version,
    });

    // Within the stop nothing is written; after it, the one market reopens at new prices.
    time.advance(BET_STOP_MS - 1);
    expect(await runWrites()).toEqual({ written: 0, writes: [] });
    time.advance(1);
    expect(await runWrites()).toEqual({ written: 1, writes: [1] });
    expect(await propOf(app(), star, 'fantasy_points')).toMatchObject({
      status: 'open',
      price_version: fantasy.price_version + 1,
    });
  });

  it("on a score nobody's stat moved with writes the game's three markets alone, and reopens them alone", async () => {
    const before = new Map((await nbaProps(app())).map((market) => [market.id, market]));
    // The clock as it was: no prop's price drifts, so what is written is the stop alone.
    await playNba(db(), { home: 6, away: 6, period: 1, clock: 300 });
    expect(await runWrites()).toEqual({ written: 3, writes: [3] });
    expect(await marketOf(app(), 'nba', 'moneyline')).toMatchObject({ status: 'suspended' });
    for (const market of await nbaProps(app()))
      expect(market).toMatchObject({ status: 'open', price_version: before.get(market.id)?.price_version });
    time.advance(BET_STOP_MS);
    expect(await runWrites()).toEqual({ written: 3, writes: [3] });
    expect(await marketOf(app(), 'nba', 'moneyline')).toMatchObject({ status: 'open' });
  });
});
