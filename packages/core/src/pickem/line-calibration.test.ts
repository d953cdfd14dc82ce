import { describe, expect, it } from 'vitest';
import type { SportId } from '../sports/catalog.ts';
import { applyGameEvents, initialGameState } from '../sports/game-state.ts';
import { projectGame, scheduleGames, simulateGame } from '../sports/simulator/index.ts';
import { generateWorld } from '../sports/simulator/world.ts';
import { gameProgress, inGameLine, preGameLine, rivalsHandicap } from './line-pricing.ts';
import { PICKEM_STATS, pickemStatValue } from './line-stats.ts';

/**
 * Lines priced from the simulator's projections, graded against the same simulator's games: each
 * side should win about half of the decided picks (a whole line's tie is a void, left out).
 * Sample: every game of three hours of accelerated schedule (about 290 games; 16,000 pre-game
 * lines, 33,000 in-game lines priced a quarter, half and three quarters in, 600 rivals).
 * Tolerances: all lines within 2 points of 50% pre-game and 3 in-game (a standard error is about
 * 0.4 points); each sport and stat within 7 and 9 points; rivals within 6 (a standard error of 2).
 * Measured: 49.9% pre-game, 50.0% in-game, 53.5% rivals (PICKEM_CALIBRATION_REPORT=1 prints each stat).
 */
const SEED = 20_261_124;
const world = generateWorld(SEED, { startsOn: '2026-11-01' });
const { games } = scheduleGames(
  SEED,
  world,
  { from: '2026-11-01T00:00:00.000Z', to: '2026-11-01T03:00:00.000Z' },
  { gameMinutes: 10 },
);
const roster = (teamId: string) => world.players.filter((player) => player.team_id === teamId);

type Tally = { higher: number; lower: number; void: number };
const tally = () => ({ higher: 0, lower: 0, void: 0 });
const pre = new Map<string, Tally>();
const live = new Map<string, Tally>();
const rivals = tally();
const count = (tallies: Map<string, Tally>, key: string, line: number, value: number) => {
  const row = tallies.get(key) ?? tally();
  tallies.set(key, row);
  if (value > line) row.higher += 1;
  else if (value < line) row.lower += 1;
  else row.void += 1;
};

for (const game of games) {
  const home = roster(game.home_team_id);
  const away = roster(game.away_team_id);
  const sport = home[0]?.sport_id as SportId;
  const projections = projectGame(SEED, game, home, away);
  const events = simulateGame(SEED, game, home, away, { gameMinutes: 10 });
  const final = applyGameEvents(initialGameState(), events).state;
  const finalValue = (playerId: string, stat: string) =>
    pickemStatValue(sport, stat, final.statLines[playerId] ?? {});
  const cuts = [0.25, 0.5, 0.75].map(
    (share) => applyGameEvents(initialGameState(), events.slice(0, Math.floor(events.length * share))).state,
  );
  for (const stat of PICKEM_STATS[sport]) {
    const priced: { playerId: string; mean: number; home: boolean }[] = [];
    for (const projection of projections) {
      const mean = pickemStatValue(sport, stat.key, projection.stats);
      const line = preGameLine(stat, mean);
      const total = finalValue(projection.player_id, stat.key);
      if (line) {
        count(pre, `${sport} ${stat.key}`, line.value, total);
        priced.push({
          playerId: projection.player_id,
          mean,
          home: home.some((p) => p.id === projection.player_id),
        });
      }
      for (const cut of cuts) {
        const progress = gameProgress(sport, cut.period, cut.clockSeconds);
        const current = pickemStatValue(sport, stat.key, cut.statLines[projection.player_id] ?? {});
        const inGame = inGameLine(stat, mean, current, progress);
        if (inGame) count(live, `${sport} ${stat.key}`, inGame.value, total);
      }
    }
    if (!stat.rivals) continue;
    const ranked = (side: boolean) => priced.filter((p) => p.home === side).sort((a, b) => b.mean - a.mean);
    // The two teams' best, then second-best, head to head (as the line maker pairs them).
    for (const rank of [0, 1]) {
      const [a, b] = [ranked(true)[rank], ranked(false)[rank]].sort(
        (x, y) => (x?.mean ?? 0) - (y?.mean ?? 0),
      );
      const handicap = a && b && rivalsHandicap(stat, a.mean, b.mean);
      if (!a || !b || !handicap) continue;
      const first = finalValue(a.playerId, stat.key) + handicap.handicap;
      const second = finalValue(b.playerId, stat.key);
      if (first > second) rivals.higher += 1;
      else if (first < second) rivals.lower += 1;
      else rivals.void += 1;
    }
  }
}

const sum = (tallies: Map<string, Tally>) =>
  [...tallies.values()].reduce(
    (all, row) => ({
      higher: all.higher + row.higher,
      lower: all.lower + row.lower,
      void: all.void + row.void,
    }),
    tally(),
  );
const higherShare = (row: Tally) => row.higher / (row.higher + row.lower);

describe('lines over many simulated games (each side wins about half the time)', () => {
  it('pre-game: higher wins 50% ± 2 of all decided picks, and 50% ± 7 of each stat', () => {
    const all = sum(pre);
    expect(games.length).toBeGreaterThan(250);
    expect(all.higher + all.lower).toBeGreaterThan(14_000);
    expect(Math.abs(higherShare(all) - 0.5)).toBeLessThan(0.02);
    for (const [key, row] of pre) {
      expect.soft(row.higher + row.lower, key).toBeGreaterThan(100);
      expect.soft(Math.abs(higherShare(row) - 0.5), key).toBeLessThan(0.07);
    }
    // Whole lines on small counts tie now and then; most picks are decided.
    expect(all.void / (all.higher + all.lower + all.void)).toBeLessThan(0.08);
  });

  it('in-game (a quarter, half and three quarters in): 50% ± 3 of all, and 50% ± 9 of each stat', () => {
    const all = sum(live);
    expect(all.higher + all.lower).toBeGreaterThan(25_000);
    expect(Math.abs(higherShare(all) - 0.5)).toBeLessThan(0.03);
    for (const [key, row] of live) {
      if (row.higher + row.lower < 150) continue;
      expect.soft(Math.abs(higherShare(row) - 0.5), key).toBeLessThan(0.09);
    }
  });

  it('rivals: the first player with the handicap wins 50% ± 6 of the head-to-heads', () => {
    if (process.env.PICKEM_CALIBRATION_REPORT) {
      const shares = (tallies: Map<string, Tally>) =>
        Object.fromEntries(
          [...tallies].map(([key, row]) => [
            key,
            `${higherShare(row).toFixed(3)} of ${row.higher + row.lower}`,
          ]),
        );
      process.stdout.write(
        `${JSON.stringify({ pre: shares(pre), live: shares(live), all: [higherShare(sum(pre)), higherShare(sum(live)), higherShare(rivals)], rivals }, null, 1)}\n`,
      );
    }
    expect(rivals.higher + rivals.lower).toBeGreaterThan(500);
    expect(Math.abs(higherShare(rivals) - 0.5)).toBeLessThan(0.06);
  });
});
