import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkGameTotals, type Player, type StatEvent, type WorldFile } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorldCommand } from '../../src/features/sports/operator.ts';
import { createSportsWorld, type SportsWorld } from '../../src/features/sports/world.ts';
import {
  WORLD_FILE_SCHEMA_PATH,
  worldFileJsonSchemaText,
} from '../../src/features/sports/world-file-schema.ts';
import { createWorldOperations } from '../../src/features/sports/world-operations.ts';
import { REPOSITORY_ROOT } from '../../src/platform/config.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

const EXAMPLE = path.join(REPOSITORY_ROOT, 'docs/sports/example-slate.json');
const TABLES = [
  'leagues',
  'seasons',
  'teams',
  'players',
  'player_team_moves',
  'games',
  'slates',
  'slate_games',
  'projections',
  'player_game_stats',
  'stat_streams',
  'stat_events',
  'news_items',
];

let database: TestDatabase;
let sports: SportsWorld;
let folder: string;
const db = () => database.handle.db;

/** Every row of every sports table, to show that a refused file wrote nothing at all. */
async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    out[table] = await selectRows(db(), sql.raw(`select * from ${table} order by 1, 2`));
  }
  return out;
}

async function fileWith(name: string, content: string) {
  const file = path.join(folder, name);
  await writeFile(file, content);
  return file;
}

async function example(): Promise<WorldFile> {
  return JSON.parse(await readFile(EXAMPLE, 'utf8'));
}

beforeAll(async () => {
  database = await createTestDatabase();
  sports = createSportsWorld({
    db: db(),
    clock: () => new Date('2026-11-24T12:00:00Z'),
    world: { seed: 1, gameMinutes: 10 },
    publish: () => {},
  });
  folder = await mkdtemp(path.join(tmpdir(), 'kennel-world-'));
});
afterAll(() => database.destroy());

describe('the world file importer', () => {
  it('keeps the committed JSON Schema equal to the one generated from the contract', async () => {
    expect(await readFile(WORLD_FILE_SCHEMA_PATH, 'utf8')).toBe(worldFileJsonSchemaText());
  });

  it('refuses a broken file with every problem as file: path: reason, and writes nothing', async () => {
    const broken = await example();
    (broken.players[3] as Player).team_id = 'nfl-phx';
    (broken.games[0] as { starts_at: string }).starts_at = 'Sunday';
    (broken.events[3] as StatEvent).seq = 9;
    const file = await fileWith('broken.json', JSON.stringify(broken));
    const before = await snapshot();
    const result = await sports.importer.importFile(file);
    expect(result).toEqual({ ok: false, problems: [`${file}: games[0].starts_at: Invalid ISO datetime`] });

    // Past the schema, the references and the event order are checked, all at once.
    (broken.games[0] as { starts_at: string }).starts_at = '2026-11-22T18:00:00Z';
    await writeFile(file, JSON.stringify(broken));
    const second = await sports.importer.importFile(file);
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.problems).toEqual([
      `${file}: players[3].team_id: unknown team "nfl-phx"`,
      expect.stringMatching(
        /^.*broken\.json: events\[3\]\.seq: stream "nfl-2026-w12-sf-det" expects seq 4 next \(got 9\)/,
      ),
    ]);
    expect(await snapshot()).toEqual(before);

    expect(await sports.importer.importFile(path.join(folder, 'missing.json'))).toEqual({
      ok: false,
      problems: [`${path.join(folder, 'missing.json')}: file not found`],
    });
    const notJson = await fileWith('not.json', '{"format": "kennel.world.v1",');
    const parsed = await sports.importer.importFile(notJson);
    expect(parsed.ok === false && parsed.problems[0]).toMatch(/not\.json: not valid JSON \(/);
    expect(await snapshot()).toEqual(before);
  });

  it('imports the example slate, and a re-import changes nothing', async () => {
    const first = await sports.importer.importFile(EXAMPLE);
    if (!first.ok) throw new Error(first.problems.join('\n'));
    expect(first.counts.rows.players).toEqual({ inserted: 30, updated: 0, unchanged: 0 });
    expect(first.counts.rows.games).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect(first.counts.events.applied).toBe(10);

    const [played] = await selectRows<{
      status: string;
      home_score: number;
      away_score: number;
      seq: number;
    }>(db(), sql`select status, home_score, away_score, seq from games where id = 'nfl-2026-w12-sf-det'`);
    expect(played).toEqual({ status: 'final', home_score: 10, away_score: 3, seq: 9 });
    // The example's events add up: the correction kept passer and receiver equal.
    const world = await example();
    const teamOf = (team: string) => world.players.filter((player) => player.team_id === team);
    const stream = world.events.filter((event) => event.stream_id === 'nfl-2026-w12-sf-det');
    expect(checkGameTotals('nfl', stream, teamOf('nfl-det'), teamOf('nfl-sf'))).toEqual([]);
    const [kc] = await selectRows<{ status: string }>(
      db(),
      sql`select status from players where id = 'nfl-kc-wr1'`,
    );
    expect(kc?.status).toBe('questionable');

    const before = await snapshot();
    const again = await sports.importer.importFile(EXAMPLE);
    if (!again.ok) throw new Error(again.problems.join('\n'));
    for (const [kind, counts] of Object.entries(again.counts.rows)) {
      expect({ kind, inserted: counts.inserted, updated: counts.updated }).toEqual({
        kind,
        inserted: 0,
        updated: 0,
      });
    }
    expect(again.counts.events).toMatchObject({ applied: 0, duplicates: 10 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('the world commands (npm run world)', () => {
  async function run(...args: string[]) {
    const printed: string[] = [];
    const operations = createWorldOperations({
      db: db(),
      driver: database.driver,
      clock: () => new Date('2026-11-22T22:00:00Z'),
      config: { simulator: false, seed: 1, gameMinutes: 10 },
      sports,
      schemaPath: path.join(folder, 'schema.json'),
    });
    const code = await runWorldCommand(operations, args, (text) => printed.push(text));
    return { code, printed };
  }

  it('show the status, pause, resume and set the speed', async () => {
    const status = await run('status');
    expect(status.code).toBe(0);
    expect(status.printed[0]).toBe('simulator: off (WORLD_SIMULATOR) · running · speed 1x · seed 1');
    expect(status.printed).toContain('  nfl     6 teams  30 players  games: 1 scheduled, 2 final');
    expect(status.printed).toContain('  2026-11-23T01:20:00.000Z  nfl  BUF @ KC  (nfl-2026-w12-buf-kc)');
    expect(status.printed[1]).toMatch(
      database.driver === 'postgres' ? /^producer: none/ : /^producer: the API process/,
    );

    expect(await run('pause')).toEqual({ code: 0, printed: ['the world is paused'] });
    expect(await run('speed', '4')).toEqual({ code: 0, printed: ['speed is now 4x'] });
    expect((await run('status')).printed[0]).toContain('paused · speed 4x');
    expect(await run('resume')).toEqual({ code: 0, printed: ['the world runs again'] });
    expect((await run('status')).printed[0]).toContain('running · speed 4x');
    expect(await run('speed', 'fast')).toEqual({
      code: 2,
      printed: ['speed must be a number from 0.1 to 1000 (got "fast")'],
    });
  });

  it('refuse what cannot be done with a clear line and exit code 1 or 2', async () => {
    expect(await run('seed')).toEqual({
      code: 1,
      printed: ['not seeded: the database already has a sports world'],
    });
    expect(await run('advance', 'nfl-2026-w12-buf-kc')).toEqual({
      code: 1,
      printed: ['game nfl-2026-w12-buf-kc is not a simulated game'],
    });
    expect(await run('advance', 'sim-nfl-g-1-1')).toEqual({ code: 1, printed: ['no game sim-nfl-g-1-1'] });
    const usage = await run('launch');
    expect(usage.code).toBe(2);
    expect(usage.printed[0]).toMatch(/^usage: npm run world -- <command>/);
    const written = await run('schema');
    expect(written.code).toBe(0);
    expect(await readFile(path.join(folder, 'schema.json'), 'utf8')).toBe(worldFileJsonSchemaText());
  });
});
