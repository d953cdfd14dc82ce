import { apiErrorSchema, type GameSummary, impliedProbability } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BET_STOP_MS, PRICE_STEP } from '../../src/features/sportsbook/markets/decide.ts';
import { createMarketMaker } from '../../src/features/sportsbook/markets/market-maker.ts';
import { SPORTSBOOK_MARKETS_JOB } from '../../src/features/sportsbook/markets/run-market-maker.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { countingDatabase } from '../statements.ts';
import { nextGameId } from '../support/sports-world.ts';
import { bettor, expectStatus, legOf, marketOf, markets, placeBet, seedBook } from './fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const maker = () => app().walletModule.sportsbookMarkets;
const nba = nextGameId('nba');

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
});

async function playNba(values: {
  home: number;
  away: number;
  status?: string;
  period?: number;
  clock?: number;
}) {
  await db().execute(
    sql`update games set home_score = ${values.home}, away_score = ${values.away}, seq = seq + 1,
          status = ${values.status ?? 'in_progress'}, period = ${values.period ?? 1},
          clock_seconds = ${values.clock ?? 600}
        where id = ${nba}`,
  );
}

describe('sportsbook markets', () => {
  it('price each scheduled game’s moneyline, spread and total once, from the simulator, with the margin', async () => {
    const offered = await markets(app());
    expect(offered.events.map((event) => event.game_id).sort()).toEqual(
      ['mlb', 'nba', 'nfl', 'nhl', 'soccer'].map((sport) => nextGameId(sport as 'nba')),
    );
    for (const event of offered.events) {
      const game = event.markets.filter((market) => market.kind !== 'player_prop');
      expect(
        game.map((market) => [market.kind, market.status, market.price_version, market.in_game]),
      ).toEqual([
        ['moneyline', 'open', 1, false],
        ['spread', 'open', 1, false],
        ['total', 'open', 1, false],
      ]);
    }
    // Soccer's moneyline is three-way; the others two-way. Every line sits on a half point.
    const soccer = offered.events.find((event) => event.sport_id === 'soccer')!;
    expect(soccer.markets[0]?.selections.map((one) => one.key)).toEqual(['home', 'draw', 'away']);
    for (const event of offered.events)
      for (const market of event.markets.filter((one) => one.kind !== 'moneyline'))
        expect(Math.abs((market.line ?? 0) % 1)).toBe(0.5);
    expect(await maker().refresh()).toMatchObject({ decided: 0, written: 0 });
  });

  it('re-price in-game, stop bets around a scoring play and reopen at a new version, and close at the end', async () => {
    const before = await marketOf(app(), 'nba', 'moneyline');
    await playNba({ home: 0, away: 0 });
    expect(await maker().refresh()).toMatchObject({ decided: 1, written: 3 });
    const live = await marketOf(app(), 'nba', 'moneyline');
    expect(live).toMatchObject({ status: 'open', in_game: true, price_version: before.price_version + 1 });

    const player = await bettor(app(), db());
    const shown = legOf(live, 'home');
    await playNba({ home: 12, away: 0, period: 2, clock: 300 });
    expect(await maker().refresh()).toMatchObject({ written: 3 });
    const stopped = await marketOf(app(), 'nba', 'moneyline');
    expect(stopped).toMatchObject({ status: 'suspended', price_version: live.price_version + 1 });
    const refused = await placeBet(player, { stake_cents: 5_00, legs: [shown], accept_better_odds: true });
    expectStatus(refused, 422);
    expect(apiErrorSchema.parse(refused.json()).changed_selections?.[0]).toMatchObject({
      status: 'suspended',
    });

    // Still within the stop: nothing to write.
    time.advance(BET_STOP_MS - 1);
    expect(await maker().refresh()).toMatchObject({ written: 0 });
    time.advance(1);
    expect(await maker().refresh()).toMatchObject({ written: 3 });
    const reopened = await marketOf(app(), 'nba', 'moneyline');
    expect(reopened).toMatchObject({
      status: 'open',
      in_game: true,
      price_version: stopped.price_version + 1,
    });
    const home = (market: typeof reopened) => market.selections.find((one) => one.key === 'home')!.price;
    // Twelve points up at half time: the home side pays less than before the game.
    expect(home(reopened)).toBeLessThan(home(before));
    expectStatus(await placeBet(player, { stake_cents: 5_00, legs: [legOf(reopened, 'home')] }), 201);

    // A second off the clock with no score: the prices drift by less than a point of chance
    // (PRICE_STEP) and stand, at their version.
    await playNba({ home: 12, away: 0, period: 2, clock: 299 });
    expect(await maker().refresh()).toMatchObject({ decided: 1, written: 0 });
    expect((await marketOf(app(), 'nba', 'moneyline')).price_version).toBe(reopened.price_version);
    // The same lead late in the fourth is worth far more: the price moves, at a new version.
    await playNba({ home: 12, away: 0, period: 4, clock: 60 });
    expect((await maker().refresh()).written).toBeGreaterThan(0);
    const late = await marketOf(app(), 'nba', 'moneyline');
    expect(late.price_version).toBe(reopened.price_version + 1);
    expect(impliedProbability(home(late)) - impliedProbability(home(reopened))).toBeGreaterThanOrEqual(
      PRICE_STEP,
    );

    await playNba({ home: 110, away: 95, status: 'final', period: 4, clock: 0 });
    expect(await maker().refresh()).toMatchObject({ written: 3 });
    expect((await markets(app())).events.map((event) => event.game_id)).not.toContain(nba);
    expect(await maker().refresh()).toMatchObject({ written: 0 });
  });

  it('send only the read of the games on a run where nothing changed', async () => {
    const statements: string[] = [];
    const counted = createMarketMaker({
      db: countingDatabase(db(), (query) => statements.push(query)),
      clock: time.clock,
      seed: async () => 1,
      logger: app().log,
    });
    // A new market maker plays every game out once (a few a run), then has nothing to decide.
    let first = await counted.refresh();
    expect(first.games).toBeGreaterThanOrEqual(4);
    while (first.decided > 0) first = await counted.refresh();
    statements.length = 0;
    expect(await counted.refresh()).toMatchObject({ games: first.games, decided: 0, written: 0 });
    expect(statements).toHaveLength(1);
  });

  it("play out again only the games of the team whose player's status changed", async () => {
    const counted = createMarketMaker({
      db: db(),
      clock: time.clock,
      seed: async () => 1,
      logger: app().log,
    });
    let run = await counted.refresh();
    while (run.decided > 0) run = await counted.refresh();
    const [team] = await selectRows<{ team_id: string; games: number }>(
      db(),
      sql`select g.home_team_id as team_id,
            (select count(distinct m.game_id)::int from sportsbook_markets m join games o on o.id = m.game_id
              where m.status <> 'closed' and g.home_team_id in (o.home_team_id, o.away_team_id)) as games
          from games g join sportsbook_markets k on k.game_id = g.id
          where k.status <> 'closed' and g.status = 'scheduled' order by g.starts_at, g.id limit 1`,
    );
    if (!team) throw new Error('no priced game');
    await db().execute(
      sql`update players set status = 'questionable', updated_at = now()
          where id = (select id from players where team_id = ${team.team_id} order by id limit 1)`,
    );
    run = await counted.refresh();
    expect(team.games).toBeLessThan(run.games);
    expect(run.decided).toBe(team.games);
  });

  it("make the markets job due when a game's score or status changes, through the queue (one instance re-prices)", async () => {
    await app().jobs.registerRecurring();
    const dueIn = async () => {
      const [row] = await selectRows<{ due: boolean }>(
        db(),
        sql`select run_at <= now() as due from jobs where kind = ${SPORTSBOOK_MARKETS_JOB}`,
      );
      return row?.due;
    };
    const later = sql`update jobs set run_at = now() + interval '1 hour' where kind = ${SPORTSBOOK_MARKETS_JOB}`;
    const message = (home: number) => ({
      type: 'game' as const,
      topic: 'games:nba',
      data: { id: 'g-book-trigger', status: 'in_progress', home_score: home, away_score: 0 } as GameSummary,
    });
    await db().execute(later);
    const live = app().walletModule.sportsLive;
    live.publish([message(3)]);
    await expect.poll(dueIn).toBe(true);

    // The same score heard again (a second topic, a repeat) asks for nothing.
    await db().execute(later);
    live.publish([message(3), { ...message(3), topic: 'game:g-book-trigger' }]);
    live.publish([message(6)]);
    await expect.poll(dueIn).toBe(true);
    await db().execute(later);
    live.publish([message(6)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await dueIn()).toBe(false);
  });

  it("on a score change's run, read and decide only the games told; the others' drift waits for a full run", async () => {
    const [scoring, drifting] = [nextGameId('nhl'), nextGameId('mlb')];
    const counted = createMarketMaker({
      db: db(),
      clock: time.clock,
      seed: async () => 1,
      logger: app().log,
      driftEveryMs: 60 * 60_000,
    });
    await db().execute(
      sql`update games set status = 'in_progress', period = 1, clock_seconds = 900, seq = seq + 1
          where id in (${scoring}, ${drifting})`,
    );
    let run = await counted.refresh();
    while (run.decided > 0) run = await counted.refresh();
    // New events in both games (the drift), a goal in one of them.
    await db().execute(
      sql`update games set seq = seq + 1, clock_seconds = 800 where id in (${scoring}, ${drifting})`,
    );
    await db().execute(sql`update games set home_score = home_score + 1 where id = ${scoring}`);
    counted.scored([scoring]);
    // It reads the game told alone (and any whose bet stop ended), not the whole board.
    expect(await counted.refresh()).toMatchObject({ games: 1, decided: 1 });
    expect((await marketOf(app(), 'nhl', 'moneyline')).status).toBe('suspended');
    // The next run asked for by no score change is full: the other game's new events are met.
    expect(await counted.refresh()).toMatchObject({ decided: 1 });
  });
});
