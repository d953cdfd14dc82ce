import { beforeAll, describe, expect, it } from 'vitest';
import { createLineMaker, type LineMaker } from '../../src/features/pickem/lines/index.ts';
import { useTestApp } from '../app.ts';
import { countingDatabase } from '../statements.ts';
import { seedPickemBoard } from './fixtures.ts';
import { advanceGame, earliestGames, handClock, type PropRow, propsOfGame } from './lines-support.ts';

// What a line maker writes when little or nothing changed in the world: nothing at all when its
// inputs are the same, and only the props of the game whose stats changed when one game has a new
// play. Writes are seen on the connection of a line maker of the test's own; the app's own is
// stopped from refreshing on game messages, so every change below is this one's.
const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const writes: { query: string; params: unknown[] }[] = [];
/** A statement that writes: an insert, update or delete, or a `with` whose parts do. */
const isWrite = (query: string) =>
  /^\s*(insert|update|delete)\b/i.test(query) ||
  (/^\s*with\b/i.test(query) && /\b(insert\s+into|update\s+\S+\s+(\S+\s+)?set|delete\s+from)\b/i.test(query));
/** Statements that lock the props they name (`FOR UPDATE`): a write's own, or a read before it. */
const lockedReads: string[] = [];
/** Transactions the line maker opened. */
let transactions = 0;
let lineMaker: LineMaker | undefined;
const lines = () => {
  if (lineMaker) return lineMaker;
  const { app, database } = testApp.current;
  const db = countingDatabase(database.handle.db, (query, params) => {
    if (isWrite(query)) writes.push({ query, params });
    if (/\bfor update\b/i.test(query)) lockedReads.push(query);
  });
  const transaction = db.transaction.bind(db);
  db.transaction = ((...args: Parameters<typeof transaction>) => {
    transactions += 1;
    return transaction(...args);
  }) as typeof transaction;
  lineMaker = createLineMaker({ db, clock: time.clock, bus: app.eventBus, logger: app.log });
  return lineMaker;
};

/** What a prop's price and state are: equal rows, no write to it. */
const stateOf = (props: PropRow[]) =>
  props.map(({ id, status, version, current_line_id }) => ({ id, status, version, current_line_id }));

describe("pick'em lines, written only where their inputs changed", () => {
  const live: string[] = [];

  beforeAll(async () => {
    await testApp.current.app.walletModule.pickemLinesLive.close();
  });

  it('writes nothing when a refresh finds the world as it was', async () => {
    const { app } = testApp.current;
    const { games } = await seedPickemBoard(app);
    const nba = earliestGames(games, 'nba', 2);
    expect(nba).toHaveLength(2);
    live.push(...nba.map((game) => game.id));
    time.set(Math.max(...nba.map((game) => Date.parse(game.starts_at))) + 1_000);
    for (const gameId of live) await advanceGame(app, gameId, 40);
    await lines().refresh();
    writes.splice(0);
    const counts = await lines().refresh();
    expect(counts.games).toBeGreaterThan(2);
    expect(writes).toEqual([]);
    expect(counts).toMatchObject({ created: 0, repriced: 0, locked: 0, suspended: 0, reopened: 0 });
  });

  it("re-prices only the props of the game that had a play, and writes no other game's", async () => {
    const { app, database } = testApp.current;
    const db = database.handle.db;
    const [played = '', other = ''] = live;
    const before = await propsOfGame(db, other);
    const playedBefore = await propsOfGame(db, played);
    time.advance(1_000);
    await advanceGame(app, played, 20);
    writes.splice(0);
    const counts = await lines().refresh();
    expect(counts.repriced + counts.suspended + counts.reopened).toBeGreaterThan(0);
    expect(stateOf(await propsOfGame(db, other))).toEqual(stateOf(before));
    expect(stateOf(await propsOfGame(db, played))).not.toEqual(stateOf(playedBefore));
    // Every write names the played game's props only (prop and line ids carry their game's id).
    expect(writes.length).toBeGreaterThan(0);
    for (const { params } of writes) {
      expect(JSON.stringify(params)).not.toContain(`:${other}:`);
      expect(JSON.stringify(params)).toContain(`:${played}:`);
    }
  });

  it("writes each refresh's changes (new lines, moves, suspensions, reopenings) in one statement, with no read before it and no transaction", async () => {
    const { app } = testApp.current;
    let kinds = 0;
    for (let step = 0; step < 3; step++) {
      time.advance(6_000);
      for (const gameId of live) await advanceGame(app, gameId, 20);
      writes.splice(0);
      lockedReads.splice(0);
      transactions = 0;
      const counts = await lines().refresh();
      kinds = Math.max(
        kinds,
        [counts.repriced, counts.suspended, counts.reopened].filter((n) => n > 0).length,
      );
      expect(counts.repriced + counts.suspended + counts.reopened).toBeGreaterThan(0);
      // Both games' changes are one statement, which locks the props it changes itself: no read of
      // them before it (the look's are from memory), and no transaction around it.
      expect(writes).toHaveLength(1);
      expect(lockedReads).toEqual([writes[0]?.query]);
      expect(transactions).toBe(0);
    }
    // Some write changed lines in more than one way at once (a move needs a new line and a prop update).
    expect(kinds).toBeGreaterThan(1);
  });
});
