import { PICKEM_STATS, type PickemLine } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { TestBrowser } from '../browser.ts';
import { seedPickemBoard } from './fixtures.ts';
import { board, countRows, handClock, propsOfGame } from './lines-support.ts';

const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const isHalfStep = (value: number) => Number.isInteger(value * 2);
const linesOf = async (query: string): Promise<PickemLine[]> =>
  (await board(testApp.current.app, query)).lines;

describe("pick'em pre-game lines", () => {
  it('are made for the next games with projections, on the stats each sport is known for', async () => {
    const seeded = await seedPickemBoard(testApp.current.app);
    // Starters and the rotation of eight games per sport (core line-offers.ts leaves the rest out).
    expect(seeded.lines.length).toBeGreaterThan(500);
    expect(seeded.rivals.length).toBeGreaterThan(30);
    const sports = new Set(seeded.lines.map((line) => line.sport_id));
    expect([...sports].sort()).toEqual(['mlb', 'nba', 'nfl', 'nhl', 'soccer']);
    const games = new Map(seeded.games.map((game) => [game.id, game]));
    for (const line of seeded.lines) {
      const [subject] = line.subjects;
      const game = games.get(subject?.game_id ?? '');
      expect(game?.status).toBe('scheduled');
      expect(Date.parse(game?.starts_at ?? '')).toBeGreaterThan(time.clock().getTime());
      expect(PICKEM_STATS[line.sport_id].map((stat) => stat.key)).toContain(line.stat);
      expect(line.prop_id).toBe(`hl:pre:${subject?.game_id}:${subject?.player_id}:${line.stat}`);
      expect(line.id).toBe(`${line.prop_id}:v1`);
      expect(isHalfStep(line.stat_value) && line.stat_value >= 0.5).toBe(true);
      expect(line.options.map((option) => option.id)).toEqual([`${line.id}.higher`, `${line.id}.lower`]);
      expect(subject?.current_value).toBeNull();
    }
    // Some lines carry a boost or a discount on one side.
    const priced = seeded.lines.flatMap((line) => line.options.map((option) => option.multiplier_hundredths));
    expect(priced.some((multiplier) => multiplier > 100)).toBe(true);
    expect(priced.some((multiplier) => multiplier < 100)).toBe(true);
    expect(priced.every((multiplier) => multiplier >= 80 && multiplier <= 125)).toBe(true);
    // No more than the next eight games of a sport get lines.
    for (const sport of sports) {
      const gameIds = new Set(
        seeded.lines.filter((line) => line.sport_id === sport).map((l) => l.subjects[0]?.game_id),
      );
      expect(gameIds.size).toBeLessThanOrEqual(8);
    }
  });

  it('pair rivals from the two teams with a handicap for the one projected lower', async () => {
    const { rivals } = await seedPickemBoard(testApp.current.app);
    for (const line of rivals) {
      const [first, second] = line.subjects;
      expect(first?.game_id).toBe(second?.game_id);
      expect(first?.team_id).not.toBe(second?.team_id);
      expect(line.stat_value).toBeGreaterThanOrEqual(0);
      expect(line.options.map((option) => option.choice)).toEqual(['first', 'second']);
      expect(line.prop_id).toBe(
        `rv:pre:${first?.game_id}:${first?.player_id}:${second?.player_id}:${line.stat}`,
      );
    }
  });

  it('are idempotent: a second refresh creates and moves nothing', async () => {
    const { app, database } = testApp.current;
    await seedPickemBoard(app);
    const props = await countRows(database.handle.db, 'pickem_props');
    const lines = await countRows(database.handle.db, 'pickem_lines');
    const again = await app.walletModule.pickemLines.refresh();
    expect(again).toMatchObject({ created: 0, repriced: 0, locked: 0, suspended: 0, reopened: 0 });
    expect(await countRows(database.handle.db, 'pickem_props')).toBe(props);
    expect(await countRows(database.handle.db, 'pickem_lines')).toBe(lines);
  });

  it('lock at the game’s start and leave the board', async () => {
    const { app, database } = testApp.current;
    const { lines } = await seedPickemBoard(app);
    const gameId = lines[0]?.subjects[0]?.game_id ?? '';
    const game = (await board(app)).games.find((candidate) => candidate.id === gameId);
    const before = await propsOfGame(database.handle.db, gameId);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((prop) => prop.status === 'open')).toBe(true);
    time.set(Date.parse(game?.starts_at ?? '') + 1_000);
    // Off the board at once, even before the line maker has locked them.
    const onBoard = (await board(app, '?timing=pre-game')).lines.filter(
      (l) => l.subjects[0]?.game_id === gameId,
    );
    expect(onBoard).toEqual([]);
    const counts = await app.walletModule.pickemLines.refresh();
    expect(counts.locked).toBeGreaterThanOrEqual(before.length);
    const after = await propsOfGame(database.handle.db, gameId);
    expect(after.map((prop) => prop.status)).toEqual(before.map(() => 'locked'));
    // Locking is not a price change: the line id stays the one entries were made on.
    expect(after.map((prop) => prop.current_line_id)).toEqual(before.map((prop) => prop.current_line_id));
  });
});

describe("the pick'em board", () => {
  it('filters by kind, pick timing and sport, naming each player and game once', async () => {
    await seedPickemBoard(testApp.current.app);
    const all = await board(testApp.current.app);
    expect(all.lines.every((line) => line.kind === 'higher_lower')).toBe(true);
    const playerIds = new Set(all.lines.flatMap((line) => line.subjects.map((s) => s.player_id)));
    const gameIds = new Set(all.lines.flatMap((line) => line.subjects.map((s) => s.game_id)));
    expect(all.players.map((player) => player.id).sort()).toEqual([...playerIds].sort());
    expect(all.games.map((game) => game.id).sort()).toEqual([...gameIds].sort());
    expect(all.as_of).toBe(time.clock().toISOString());
    const rivals = await linesOf('?kind=rivals');
    expect(rivals.length).toBeGreaterThan(0);
    expect(rivals.every((line) => line.kind === 'rivals' && line.subjects.length === 2)).toBe(true);
    expect((await linesOf('?timing=pre-game')).every((line) => line.timing === 'pre_game')).toBe(true);
    expect(await linesOf('?timing=in-game')).toEqual([]);
    const nhl = await linesOf('?sport=nhl&timing=all');
    expect(nhl.length).toBeGreaterThan(0);
    expect(nhl.every((line) => line.sport_id === 'nhl')).toBe(true);
    const bad = await testApp.current.app.inject({ method: 'GET', url: '/v1/pickem/board?sport=cricket' });
    expect(bad.statusCode).toBe(400);
  });
});

describe("pick'em test routes (e2e)", () => {
  it('refresh now, and move an open line to a new line id (the old one is kept)', async () => {
    const { app } = testApp.current;
    const browser = new TestBrowser(app);
    await browser.get('/v1/csrf');
    const refreshed = await browser.post('/v1/test/pickem/lines/refresh', {});
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<{ data: { games: number } }>().data.games).toBeGreaterThan(0);
    const [line] = await linesOf('?sport=nba');
    if (!line) throw new Error('no nba line');
    const moved = await browser.post('/v1/test/pickem/lines/move', { prop_id: line.prop_id });
    expect(moved.statusCode).toBe(200);
    const { data } = moved.json<{ data: { line_id: string; stat_value: number } }>();
    expect(data.line_id).not.toBe(line.id);
    expect(data.stat_value).toBe(line.stat_value + 1);
    const now = (await linesOf('?sport=nba')).find((candidate) => candidate.prop_id === line.prop_id);
    expect(now).toMatchObject({ id: data.line_id, stat_value: line.stat_value + 1 });
    expect(now?.options.map((option) => option.id)).toEqual([
      `${data.line_id}.higher`,
      `${data.line_id}.lower`,
    ]);
    // The next refresh keeps the moved price: pre-game lines are priced once.
    await app.walletModule.pickemLines.refresh();
    expect((await linesOf('?sport=nba')).find((c) => c.prop_id === line.prop_id)?.id).toBe(data.line_id);
    const kept = await selectRows<{ id: string }>(
      testApp.current.database.handle.db,
      sql`select id from pickem_lines where prop_id = ${line.prop_id} order by created_at, id`,
    );
    expect(kept.map((row) => row.id)).toEqual([line.id, data.line_id]);
    const unknown = await browser.post('/v1/test/pickem/lines/move', { prop_id: 'hl:pre:nope:nope:points' });
    expect(unknown.statusCode).toBe(404);
  });
});
