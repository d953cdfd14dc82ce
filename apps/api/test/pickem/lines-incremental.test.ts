import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLineMaker, type LineMaker } from '../../src/features/pickem/lines/index.ts';
import { textArray } from '../../src/features/sports/upsert.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { countingDatabase } from '../statements.ts';
import { seedPickemBoard } from './fixtures.ts';
import { advanceGame, earliestGames, handClock, propsOfGame } from './lines-support.ts';

// A line maker's reads of games' props, counted per game: a refresh should read only the games
// whose inputs changed (or whose suspension or start came due), not every game every time. The
// reads are seen on the database connection (repo.ts reads props by `game_ids &&` the games named
// in its one parameter), from a line maker of the test's own on the app's database.
const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const reads: string[] = [];
const gamesRead = () => new Set(reads);
/** Games whose props were read without locks: looked at (a write's locked read is not one). */
const looks: string[] = [];
/** Games whose projected players were read (world-reads.ts's projectedPlayersOfGames). */
const projectionReads: string[] = [];
const readsOfProps = {
  mockClear: () => {
    reads.splice(0);
    looks.splice(0);
    projectionReads.splice(0);
  },
};
let lineMaker: LineMaker | undefined;
/** The test's line maker, made on first use (the app and its database exist by then). */
const lines = () => {
  const { app, database } = testApp.current;
  lineMaker ??= createLineMaker({
    db: countingDatabase(database.handle.db, (query, params) => {
      const games = () => JSON.parse(String(params[0])) as string[];
      if (/from pickem_props p join pickem_lines l .* where p\.game_ids && /s.test(query)) {
        reads.push(...games());
        if (!/for update/.test(query)) looks.push(...games());
      }
      if (/from projections j join games g/.test(query)) projectionReads.push(...games());
    }),
    clock: time.clock,
    bus: app.eventBus,
    logger: app.log,
    // Every look reads its games' props, so the reads show which games were looked at (the memory of
    // props between looks is lines-known-props.test.ts's).
    knownPropsMs: 0,
  });
  return lineMaker;
};

beforeEach(() => {
  readsOfProps.mockClear();
});

async function homeTeamOf(gameId: string): Promise<string> {
  const db = testApp.current.database.handle.db;
  const [game] = await selectRows<{ home_team_id: string }>(
    db,
    sql`select home_team_id from games where id = ${gameId}`,
  );
  if (!game) throw new Error(`no game ${gameId}`);
  return game.home_team_id;
}

async function gamesOfTeams(teamIds: readonly string[]): Promise<Set<string>> {
  const db = testApp.current.database.handle.db;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from games where home_team_id = any(${textArray(teamIds)}) or away_team_id = any(${textArray(teamIds)})`,
  );
  return new Set(rows.map((row) => row.id));
}

describe("pick'em lines, re-priced where their inputs changed", () => {
  let gameId = '';

  it('a refresh with nothing changed in the world reads no game’s props', async () => {
    const { app } = testApp.current;
    const { games } = await seedPickemBoard(app);
    expect(games.length).toBeGreaterThan(1);
    await lines().refresh();
    readsOfProps.mockClear();
    const counts = await lines().refresh();
    expect(counts.games).toBeGreaterThan(1);
    expect(reads).toEqual([]);
    expect(counts).toMatchObject({ created: 0, repriced: 0, locked: 0, suspended: 0, reopened: 0 });
  });

  it('after events in one game, reads and re-prices that game only', async () => {
    const { app, database } = testApp.current;
    const [nba] = earliestGames((await seedPickemBoard(app)).games, 'nba', 1);
    if (!nba) throw new Error('no upcoming nba game');
    gameId = nba.id;
    time.set(Date.parse(nba.starts_at) + 1_000);
    // The start passed with no change to the game's row: its pre-game props are due to lock.
    const locking = await lines().refresh();
    expect(locking.locked).toBeGreaterThan(0);
    expect(gamesRead()).toContain(gameId);
    await advanceGame(app, gameId, 40);
    await lines().refresh();
    readsOfProps.mockClear();
    time.advance(1_000);
    // The game's new events reach the line maker as a game message, which refreshes that game.
    await advanceGame(app, gameId, 30);
    await lines().refresh();
    expect(gamesRead()).toEqual(new Set([gameId]));
    const props = await propsOfGame(database.handle.db, gameId);
    expect(props.some((prop) => prop.timing === 'in_game' && prop.version > 1)).toBe(true);
  });

  it('re-prices a live game from its new stat lines without reading its projections again', async () => {
    const { app } = testApp.current;
    await lines().refresh();
    readsOfProps.mockClear();
    time.advance(1_000);
    await advanceGame(app, gameId, 10);
    await lines().refresh();
    expect(gamesRead()).toContain(gameId);
    expect(projectionReads).toEqual([]);
  });

  it('looks at a game once when its refresh is asked while a refresh of every game runs', async () => {
    const { app } = testApp.current;
    await lines().refresh();
    time.advance(1_000);
    await advanceGame(app, gameId, 10);
    readsOfProps.mockClear();
    // As the 3-second job and a score change's refresh of the game can come together.
    await Promise.all([lines().refresh(), lines().refreshGame(gameId)]);
    expect(looks.filter((id) => id === gameId)).toEqual([gameId]);
  });

  it('reopens a suspended prop when its suspension ends, with no new event in the game', async () => {
    const { app, database } = testApp.current;
    let suspended = (await propsOfGame(database.handle.db, gameId)).filter((p) => p.status === 'suspended');
    for (let tries = 0; suspended.length === 0 && tries < 20; tries += 1) {
      time.advance(1_000);
      await advanceGame(app, gameId, 10);
      suspended = (await propsOfGame(database.handle.db, gameId)).filter((p) => p.status === 'suspended');
    }
    expect(suspended.length).toBeGreaterThan(0);
    const until = Math.max(...suspended.map((prop) => new Date(prop.suspended_until ?? 0).getTime()));
    time.set(until + 1);
    const counts = await lines().refresh();
    expect(counts.reopened).toBeGreaterThanOrEqual(suspended.length);
    const after = await propsOfGame(database.handle.db, gameId);
    expect(after.filter((prop) => prop.status === 'suspended')).toEqual([]);
  });

  it("looks again at the games of a player's team when he changes (a status from the news), and at no other", async () => {
    const db = testApp.current.database.handle.db;
    await lines().refresh();
    readsOfProps.mockClear();
    const team = await homeTeamOf(gameId);
    await db.execute(
      sql`update players set status = 'questionable', updated_at = now() + interval '1 minute'
          where id = (select id from players where team_id = ${team} order by id limit 1)`,
    );
    const counts = await lines().refresh();
    const teamGames = await gamesOfTeams([team]);
    expect([...gamesRead()].filter((id) => !teamGames.has(id))).toEqual([]);
    expect(gamesRead().size).toBeLessThan(counts.games);
    // The live game's projected players may have changed with the players: read again.
    expect(projectionReads).toContain(gameId);
  });

  it('looks again at the games of both teams when a player moves between them, and at no other', async () => {
    const db = testApp.current.database.handle.db;
    await lines().refresh();
    readsOfProps.mockClear();
    const team = await homeTeamOf(gameId);
    const [mover] = await selectRows<{ id: string; team_id: string }>(
      db,
      sql`select p.id, p.team_id from players p join teams t on t.id = p.team_id
          where p.team_id <> ${team} and t.sport_id = (select sport_id from teams where id = ${team})
          order by p.id limit 1`,
    );
    if (!mover) throw new Error('no player on another team');
    await db.execute(sql`update players set team_id = ${team}, updated_at = now() + interval '2 minutes'
          where id = ${mover.id}`);
    const counts = await lines().refresh();
    const teamGames = await gamesOfTeams([team, mover.team_id]);
    expect([...gamesRead()].filter((id) => !teamGames.has(id))).toEqual([]);
    expect(gamesRead().size).toBeLessThan(counts.games);
    expect(projectionReads).toContain(gameId);
  });
});
