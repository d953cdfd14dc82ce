import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BET_STOP_MS } from '../../src/features/sportsbook/markets/decide.ts';
import { KNOWN_MARKETS_MS } from '../../src/features/sportsbook/markets/known-markets.ts';
import {
  createMarketMaker,
  type MarketMaker,
  type MarketRunCounts,
} from '../../src/features/sportsbook/markets/market-maker.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { countingDatabase } from '../statements.ts';
import { nextGameId } from '../support/sports-world.ts';
import { marketOf, seedBook } from './fixtures.ts';

// A market maker keeps each decided game's markets as it last read or wrote them
// (known-markets.ts): a live game's events move its inputs every few seconds, and deciding it
// again needs its score and clock, not every market of it read again. What it writes from memory
// must be what a market maker reading the markets decides: after each run, one that reads them
// finds nothing to write. A bet stop writes the markets' state alone, not their prices again.
const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const nba = nextGameId('nba');

/** Reads of games' markets whole (the game ids each asked for). */
const reads: string[][] = [];
/** Checks of games' markets' versions (the game ids each asked for). */
const checks: string[][] = [];
/** The parameters of each write of markets. */
const writes: string[] = [];
let remembering: MarketMaker | undefined;
/** A market maker that reads every decided game's markets on every run. */
let reading: MarketMaker | undefined;

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
  remembering = createMarketMaker({
    db: countingDatabase(db(), (query, params) => {
      if (/select id, game_id, kind, line.* from sportsbook_markets where game_id = any/s.test(query))
        reads.push(JSON.parse(String(params[0])) as string[]);
      if (/select id, game_id, version from sportsbook_markets where game_id = any/.test(query))
        checks.push(JSON.parse(String(params[0])) as string[]);
      if (/insert into sportsbook_markets/.test(query)) writes.push(params.map(String).join(' '));
    }),
    clock: time.clock,
    seed: async () => 1,
    logger: app().log,
  });
  reading = createMarketMaker({
    db: db(),
    clock: time.clock,
    seed: async () => 1,
    logger: app().log,
    knownMarketsMs: 0,
  });
});

/** Runs until nothing is left to decide (a new market maker plays out a few games a run); answers the markets written. */
async function settle(maker: MarketMaker | undefined): Promise<number> {
  if (!maker) throw new Error('no market maker');
  let written = 0;
  let run: MarketRunCounts;
  do {
    run = await maker.refresh();
    written += run.written;
  } while (run.decided > 0);
  return written;
}

async function playNba(values: { home: number; clock: number }) {
  await db().execute(
    sql`update games set home_score = ${values.home}, away_score = 0, seq = seq + 1,
          status = 'in_progress', period = 1, clock_seconds = ${values.clock}
        where id = ${nba}`,
  );
}

describe('sportsbook markets decided from the markets the market maker knows', () => {
  it('stops bets on a score and reopens them at new prices without reading the markets again, as a fresh read would', async () => {
    // The first run reads every game's markets.
    await settle(remembering);
    expect(reads.flat()).toContain(nba);
    await settle(reading);
    // The game under way: in-game prices, from the markets known.
    await playNba({ home: 0, clock: 600 });
    reads.splice(0);
    expect(await settle(remembering)).toBeGreaterThan(0);
    expect(reads).toEqual([]);
    expect(await settle(reading)).toBe(0);

    for (let step = 1; step <= 3; step++) {
      await playNba({ home: 2 * step, clock: 600 - 40 * step });
      reads.splice(0);
      writes.splice(0);
      const before = await marketOf(app(), 'nba', 'moneyline');
      // A score: the game markets stop, a write of their state alone (no prices sent, none changed).
      const stopped = (await remembering?.refresh()) as MarketRunCounts;
      expect(stopped.written).toBeGreaterThan(0);
      const stop = await marketOf(app(), 'nba', 'moneyline');
      expect(stop).toMatchObject({ status: 'suspended', selections: before.selections, line: before.line });
      expect(writes).toHaveLength(1);
      expect(writes[0]).not.toContain('"selections"');
      expect(await settle(reading)).toBe(0);
      // The stop over: they reopen at new prices.
      time.advance(BET_STOP_MS);
      writes.splice(0);
      const reopened = (await remembering?.refresh()) as MarketRunCounts;
      expect(reopened.written).toBeGreaterThan(0);
      expect(writes[0]).toContain('"selections"');
      expect((await marketOf(app(), 'nba', 'moneyline')).status).toBe('open');
      expect(reads).toEqual([]);
      expect(await settle(reading)).toBe(0);
    }
  });

  it('checks a game’s markets’ versions once they have been known for KNOWN_MARKETS_MS, and reads them whole only when one moved', async () => {
    await settle(remembering);
    time.advance(KNOWN_MARKETS_MS);
    await playNba({ home: 8, clock: 300 });
    reads.splice(0);
    checks.splice(0);
    // Nothing but this market maker wrote them: their versions are those it knows, no whole read.
    await remembering?.refresh();
    expect(checks.flat()).toContain(nba);
    expect(reads).toEqual([]);
    expect(await settle(reading)).toBe(0);
    // Known again for KNOWN_MARKETS_MS from the check.
    await playNba({ home: 8, clock: 280 });
    checks.splice(0);
    await remembering?.refresh();
    expect(checks).toEqual([]);
    expect(reads).toEqual([]);
    // Moved by another instance meanwhile: the check finds other versions and reads them whole.
    time.advance(KNOWN_MARKETS_MS);
    await db().execute(
      sql`update sportsbook_markets set version = version + 1 where id = ${`sb:${nba}:total`}`,
    );
    await playNba({ home: 8, clock: 260 });
    await remembering?.refresh();
    expect(checks.flat()).toContain(nba);
    expect(reads.flat()).toContain(nba);
    expect(await settle(reading)).toBe(0);
  });

  it('reads them again after a write that met another version (another instance moved them)', async () => {
    await settle(remembering);
    await db().execute(sql`update sportsbook_markets set version = version + 1 where game_id = ${nba}`);
    await playNba({ home: 10, clock: 250 });
    reads.splice(0);
    // Decided from memory, the write finds other versions: nothing of the game is written.
    const lost = (await remembering?.refresh()) as MarketRunCounts;
    expect(lost.written).toBe(0);
    expect(reads).toEqual([]);
    // The next run reads them and writes over the versions it finds.
    const again = (await remembering?.refresh()) as MarketRunCounts;
    expect(reads.flat()).toContain(nba);
    expect(again.written).toBeGreaterThan(0);
    expect(await settle(reading)).toBe(0);
  });
});
