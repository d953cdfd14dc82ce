import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noRefillProvider } from '../../src/features/sports/provider.ts';
import { createStatIngest } from '../../src/features/sports/stat-ingest.ts';
import { createWorldStore, WORLD_KINDS, WorldReferenceError } from '../../src/features/sports/world-store.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import {
  finalGameId,
  gameStream,
  NEXT_AT,
  nextGameId,
  playerId,
  sportsWorldFixture,
  teamId,
} from '../support/sports-world.ts';

let database: TestDatabase;
let now = new Date('2026-11-24T09:00:00Z');
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const store = () => createWorldStore({ db: database.handle.db, clock: () => now });
const count = async (table: string) => {
  const [row] = await selectRows<{ n: number }>(
    database.handle.db,
    sql`select count(*)::int as n from ${sql.raw(table)}`,
  );
  return row?.n;
};

describe('the world store', () => {
  it('refuses a file naming unknown rows, listing where, and writes nothing', async () => {
    const file = sportsWorldFixture(['nfl']);
    const broken = {
      ...file,
      players: file.players.map((player, i) => (i === 1 ? { ...player, team_id: 'no-such-team' } : player)),
      stat_lines: [...file.stat_lines, { player_id: 'ghost', game_id: finalGameId('nfl'), stats: { x: 1 } }],
    };
    const refused = await store()
      .upsertWorld(broken)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WorldReferenceError);
    expect((refused as WorldReferenceError).problems).toEqual([
      { path: 'players[1].team_id', reason: 'no team "no-such-team" in the file or the database' },
      {
        path: `stat_lines[${file.stat_lines.length}].player_id`,
        reason: 'no player "ghost" in the file or the database',
      },
    ]);
    for (const table of ['leagues', 'teams', 'players', 'games', 'player_game_stats'])
      expect(await count(table)).toBe(0);
  });

  it('writes every kind of row, and re-writing the same world changes nothing', async () => {
    const file = sportsWorldFixture();
    const first = await store().upsertWorld(file);
    expect(first.teams).toEqual({ inserted: 10, updated: 0, unchanged: 0 });
    expect(first.players.inserted).toBe(30);
    expect(first.games.inserted).toBe(10);
    expect(first.slate_games.inserted).toBe(5);
    expect(first.stat_lines.inserted).toBe(30);
    expect(first.news.inserted).toBe(5);
    now = new Date('2026-11-24T10:00:00Z');
    const again = await store().upsertWorld(file);
    for (const kind of WORLD_KINDS) {
      expect(again[kind].inserted, kind).toBe(0);
      expect(again[kind].updated, kind).toBe(0);
    }
    expect(again.players.unchanged).toBe(30);
    const [team] = await selectRows<{ sport_id: string }>(
      database.handle.db,
      sql`select sport_id from teams where id = ${teamId('nba', 1)}`,
    );
    expect(team?.sport_id).toBe('nba');
  });

  it('updates only the rows that changed, and moves a player by a roster move', async () => {
    const file = sportsWorldFixture(['nfl']);
    const changed = {
      ...file,
      players: file.players.map((player, i) => (i === 0 ? { ...player, jersey: 99 } : player)),
      roster_moves: [
        { player_id: playerId('nfl', 1, 2), team_id: teamId('nfl', 2), moved_at: '2026-11-22T00:00:00.000Z' },
      ],
    };
    const summary = await store().upsertWorld(changed);
    expect(summary.players).toEqual({ inserted: 0, updated: 2, unchanged: 4 });
    expect(summary.roster_moves.inserted).toBe(1);
    const players = await store().playersOfTeams([teamId('nfl', 2)]);
    expect(players.map((player) => player.id)).toContain(playerId('nfl', 1, 2));
  });

  it('reads teams, games and emptiness for the producer', async () => {
    expect(await store().isEmpty()).toBe(false);
    expect((await store().teamsOf('mlb')).map((team) => team.id)).toEqual([
      teamId('mlb', 1),
      teamId('mlb', 2),
    ]);
    const games = await store().gamesBetween(
      new Date('2026-11-20T00:00:00Z'),
      new Date('2026-11-21T00:00:00Z'),
    );
    expect(games).toHaveLength(5);
    expect(games[0]).toMatchObject({ status: 'final', seq: 0, starts_at: '2026-11-20T18:00:00.000Z' });
  });

  it("keeps a game's live state when the world is re-written after its events began", async () => {
    const file = sportsWorldFixture(['nhl']);
    const ingest = createStatIngest({
      db: database.handle.db,
      clock: () => now,
      provider: noRefillProvider,
      publish: () => {},
    });
    await ingest.apply(gameStream('nhl', 2));
    const summary = await store().upsertWorld(file);
    expect(summary.games).toMatchObject({ updated: 0 });
    const games = await store().gamesBetween(new Date(NEXT_AT), new Date(Date.parse(NEXT_AT) + 1));
    const game = games.find((row) => row.id === nextGameId('nhl'));
    expect(game).toMatchObject({
      id: nextGameId('nhl'),
      status: 'final',
      seq: 4,
      home_score: 1,
      away_score: 1,
    });
  });

  it('drops a game from a slate when the slate is re-written without it', async () => {
    const file = sportsWorldFixture(['soccer']);
    const [slate] = file.slates;
    const widened = {
      ...file,
      slates: [{ ...slate!, game_ids: [nextGameId('soccer'), finalGameId('soccer')] }],
    };
    expect((await store().upsertWorld(widened)).slate_games).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 1,
    });
    expect((await store().upsertWorld(file)).slate_games).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
  });
});
