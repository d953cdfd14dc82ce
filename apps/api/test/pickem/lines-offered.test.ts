import {
  PICKEM_STATS,
  type PickemLine,
  pickemStatOf,
  pickemStatValue,
  SPORT_IDS,
  type SportId,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { seedPickemBoard } from './fixtures.ts';
import { advanceGame, board, handClock } from './lines-support.ts';

const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });

/** The projected playing time a sport's regulars have (a pitcher's outs only for pitcher lines). */
const PLAYING_TIME: Partial<Record<SportId, { stat: string; atLeast: number; lines?: string[] }>> = {
  nba: { stat: 'minutes', atLeast: 15 },
  nhl: { stat: 'time_on_ice_seconds', atLeast: 600 },
  soccer: { stat: 'minutes', atLeast: 55 },
  mlb: { stat: 'outs_recorded', atLeast: 12, lines: ['pitcher_strikeouts'] },
};

/** The lowest line a book lists: never the 0.5 fantasy points or the 1 receiving yard the issue saw. */
function lowestReal(sport: SportId, stat: string): number {
  if (stat === 'passing_yards') return 99.5;
  if (stat.endsWith('_yards') || stat === 'fantasy_points') return 3.5;
  // "At least one hit" is baseball's standard question.
  return sport === 'mlb' && stat === 'hits' ? 0.5 : 1.5;
}

async function projections(): Promise<Map<string, Record<string, number>>> {
  const rows = await selectRows<{ player_id: string; game_id: string; stats: Record<string, number> }>(
    testApp.current.database.handle.db,
    sql`select player_id, game_id, stats from projections`,
  );
  return new Map(rows.map((row) => [`${row.game_id}:${row.player_id}`, row.stats]));
}

/** Every reason a line should not be on the board, empty when it is one a book would offer. */
function problemsOf(line: PickemLine, projected: Record<string, number> | undefined): string[] {
  const [subject] = line.subjects;
  const where = `${line.sport_id} ${line.stat} ${line.stat_value} (${subject?.player_id})`;
  if (!projected) return [`${where}: no projection`];
  const problems: string[] = [];
  if (line.stat_value < lowestReal(line.sport_id, line.stat)) problems.push(`${where}: too low a line`);
  const time = PLAYING_TIME[line.sport_id];
  if (time && (!time.lines || time.lines.includes(line.stat)) && (projected[time.stat] ?? 0) < time.atLeast) {
    problems.push(`${where}: projected ${projected[time.stat] ?? 0} ${time.stat}`);
  }
  const stat = pickemStatOf(line.sport_id, line.stat);
  const mean = pickemStatValue(line.sport_id, line.stat, projected);
  if (!stat || mean < stat.minProjection) problems.push(`${where}: projected ${mean}`);
  return problems;
}

describe("pick'em lines only on players a book would price", () => {
  it('the pre-game board of every sport offers its stats to starters and the rotation, and nothing below', {
    timeout: 240_000,
  }, async () => {
    const { app } = testApp.current;
    await seedPickemBoard(app);
    const lines = (await board(app, '?kind=higher_lower&timing=pre-game')).lines;
    const projected = await projections();
    const problems = lines.flatMap((line) =>
      problemsOf(line, projected.get(`${line.subjects[0]?.game_id}:${line.subjects[0]?.player_id}`)),
    );
    expect(problems).toEqual([]);
    // The board still has every sport's every stat.
    for (const sport of SPORT_IDS) {
      const stats = new Set(lines.filter((line) => line.sport_id === sport).map((line) => line.stat));
      expect([...stats].sort(), sport).toEqual(PICKEM_STATS[sport].map((stat) => stat.key).sort());
    }
    // Rivals pair offered players only.
    const rivals = (await board(app, '?kind=rivals&timing=pre-game')).lines;
    const offered = new Set(lines.map((line) => `${line.subjects[0]?.player_id}:${line.stat}`));
    expect(rivals.length).toBeGreaterThan(0);
    for (const line of rivals) {
      for (const subject of line.subjects) expect(offered).toContain(`${subject.player_id}:${line.stat}`);
    }
  });

  it('in-game, halfway through a game of every sport, offers no line below a real one either', {
    timeout: 240_000,
  }, async () => {
    const { app } = testApp.current;
    const { lines, games } = await seedPickemBoard(app);
    const priced = new Set(lines.map((line) => line.subjects[0]?.game_id));
    const firstGames = SPORT_IDS.map(
      (sport) =>
        games
          .filter((game) => game.sport_id === sport && priced.has(game.id))
          .sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0],
    ).sort((a, b) => (a?.starts_at ?? '').localeCompare(b?.starts_at ?? ''));
    const projected = await projections();
    for (const game of firstGames) {
      if (!game) throw new Error('a sport has no priced game');
      time.set(Math.max(time.clock().getTime(), Date.parse(game.starts_at) + 1_000));
      const expected = await app.walletModule.sports.producer.expectedGame(game.id);
      await advanceGame(app, game.id, Math.floor((expected?.stream.length ?? 0) / 2));
      await app.walletModule.pickemLines.refreshGame(game.id);
      const live = (await board(app, `?timing=in-game&sport=${game.sport_id}`)).lines.filter(
        (line) => line.subjects[0]?.game_id === game.id,
      );
      expect(live.length, game.sport_id).toBeGreaterThan(0);
      const problems = live.flatMap((line) =>
        problemsOf(line, projected.get(`${game.id}:${line.subjects[0]?.player_id}`)),
      );
      expect(problems).toEqual([]);
    }
  });
});
