import { beforeAll, describe, expect, it } from 'vitest';
import { createLineMaker, KNOWN_PROPS_MS, type LineMaker } from '../../src/features/pickem/lines/index.ts';
import { useTestApp } from '../app.ts';
import { countingDatabase } from '../statements.ts';
import { seedPickemBoard } from './fixtures.ts';
import { advanceGame, earliestGames, handClock, type PropRow, propsOfGame } from './lines-support.ts';

// A line maker keeps each priced game's props as it last read or wrote them (known-props.ts): a
// live game's clock moves its inputs every second, and re-pricing it needs its new stat lines, not
// every prop read again. What it writes from memory must be what a look at the database calls for.
// The app's own line maker is stopped from refreshing on game messages: every change is this one's.
const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
/** Reads of games' props without locks: looks at them (a write's locked read is not one). */
const looks: string[][] = [];
/** Every statement the line maker sent. */
const sent: string[] = [];
let lineMaker: LineMaker | undefined;
const lines = () => {
  const { app, database } = testApp.current;
  lineMaker ??= createLineMaker({
    db: countingDatabase(database.handle.db, (query, params) => {
      sent.push(query);
      if (
        /from pickem_props p join pickem_lines l .* where p\.game_ids && /s.test(query) &&
        !/for update/.test(query)
      )
        looks.push(JSON.parse(String(params[0])) as string[]);
    }),
    clock: time.clock,
    bus: app.eventBus,
    logger: app.log,
  });
  return lineMaker;
};

/** A line maker that has seen nothing: it reads every game's props. */
const freshLineMaker = () => {
  const { app, database } = testApp.current;
  return createLineMaker({ db: database.handle.db, clock: time.clock, bus: app.eventBus, logger: app.log });
};

const stateOf = (props: PropRow[]) =>
  props.map(({ id, status, version, current_line_id, suspended_until }) => ({
    id,
    status,
    version,
    current_line_id,
    suspended_until: suspended_until && new Date(suspended_until).toISOString(),
  }));

const nothingWritten = { created: 0, repriced: 0, suspended: 0, reopened: 0, locked: 0 };

describe("pick'em lines re-priced from the props the line maker knows", () => {
  const live: string[] = [];

  beforeAll(async () => {
    await testApp.current.app.walletModule.pickemLinesLive.close();
  });

  it('moves live lines as their stats change without reading the props again, as a fresh look would', async () => {
    const { app, database } = testApp.current;
    const db = database.handle.db;
    const { games } = await seedPickemBoard(app);
    const nba = earliestGames(games, 'nba', 2);
    expect(nba).toHaveLength(2);
    live.push(...nba.map((game) => game.id));
    time.set(Math.max(...nba.map((game) => Date.parse(game.starts_at))) + 1_000);
    for (const gameId of live) await advanceGame(app, gameId, 40);
    // The first look reads every game's props: its in-game lines are made, its pre-game ones locked.
    const first = await lines().refresh();
    expect(first.created).toBeGreaterThan(0);
    expect(looks.flat()).toEqual(expect.arrayContaining(live));

    for (let step = 0; step < 3; step++) {
      const before = await Promise.all(live.map((gameId) => propsOfGame(db, gameId)));
      time.advance(1_000);
      for (const gameId of live) await advanceGame(app, gameId, 20);
      looks.splice(0);
      sent.splice(0);
      const counts = await lines().refresh();
      // The games' plays moved, suspended or reopened lines, and no prop was read to do it.
      expect(counts.repriced + counts.suspended + counts.reopened).toBeGreaterThan(0);
      expect(looks).toEqual([]);
      // Their stat lines and scoring plays were read together, in one statement.
      const statsReads = sent.filter((query) => /\bfrom player_game_stats\b/.test(query));
      const playsReads = sent.filter((query) => /\bfrom stat_events\b/.test(query));
      expect(statsReads).toHaveLength(1);
      expect(playsReads).toEqual(statsReads);
      const after = await Promise.all(live.map((gameId) => propsOfGame(db, gameId)));
      expect(stateOf(after.flat())).not.toEqual(stateOf(before.flat()));
      // A line maker that reads everything finds nothing left to do.
      expect(await freshLineMaker().refresh()).toMatchObject(nothingWritten);
    }
  });

  it('reads a game’s props again once it has known them for KNOWN_PROPS_MS', async () => {
    const { app } = testApp.current;
    time.advance(KNOWN_PROPS_MS);
    for (const gameId of live) await advanceGame(app, gameId, 5);
    looks.splice(0);
    await lines().refresh();
    expect(looks.flat()).toEqual(expect.arrayContaining(live));
    looks.splice(0);
    time.advance(1_000);
    for (const gameId of live) await advanceGame(app, gameId, 5);
    await lines().refresh();
    expect(looks).toEqual([]);
  });

  it('leaves props another process changed since it knew them as that process left them, and reads their games again', async () => {
    const { app, database } = testApp.current;
    const db = database.handle.db;
    const stateOfGames = async () =>
      new Map(
        await Promise.all(
          live.map(async (gameId) => [gameId, stateOf(await propsOfGame(db, gameId))] as const),
        ),
      );
    await lines().refresh();
    const known = await stateOfGames();
    time.advance(1_000);
    for (const gameId of live) await advanceGame(app, gameId, 20);
    // Another line maker writes what the plays call for first: what this one knows is now stale.
    const theirs = await freshLineMaker().refresh();
    expect(theirs.repriced + theirs.suspended + theirs.reopened).toBeGreaterThan(0);
    const left = await stateOfGames();
    const changedByThem = live.filter(
      (gameId) => JSON.stringify(left.get(gameId)) !== JSON.stringify(known.get(gameId)),
    );
    expect(changedByThem.length).toBeGreaterThan(0);
    // Its changes, decided from the stale props, find other versions or statuses: none applies.
    looks.splice(0);
    expect(await lines().refresh()).toMatchObject(nothingWritten);
    expect(looks).toEqual([]);
    expect(await stateOfGames()).toEqual(left);
    // Those games are read again on its next look, and what it does then is what a fresh look calls for.
    time.advance(1_000);
    for (const gameId of live) await advanceGame(app, gameId, 5);
    await lines().refresh();
    expect(looks.flat()).toEqual(expect.arrayContaining(changedByThem));
    expect(await freshLineMaker().refresh()).toMatchObject(nothingWritten);
  });
});
