import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORT_IDS, type SportId, statKeys } from '../sports/catalog.ts';
import {
  isMeaningfulLine,
  offeredInGameLine,
  offeredPreGameLine,
  offersLineOn,
  PLAYING_TIME_FLOORS,
  playsRegularly,
} from './line-offers.ts';
import { preGameLine } from './line-pricing.ts';
import { PICKEM_STATS, type PickemStat, pickemStatOf, pickemStatValue } from './line-stats.ts';

/** A plausible top of each stat's projection (a star's big game), so the generator covers the range. */
function ceilingOf(key: string): number {
  if (key.endsWith('_yards')) return 400;
  if (key === 'time_on_ice_seconds') return 2_400;
  if (key === 'minutes') return 96;
  if (key === 'passes' || key === 'saves' || key === 'outs_recorded') return 60;
  return 30;
}

/** A projected stat line of `sport`: each stat zero, or anything up to its ceiling. */
const projectionOf = (sport: SportId) =>
  fc.record(
    Object.fromEntries(
      statKeys(sport).map((key) => [
        key,
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: ceilingOf(key), noNaN: true })),
      ]),
    ),
  );

const offer = fc.constantFrom(...SPORT_IDS).chain((sport) =>
  fc.record({
    sport: fc.constant(sport),
    stat: fc.constantFrom(...PICKEM_STATS[sport]),
    projected: projectionOf(sport),
  }),
);

const isHalfStep = (value: number) => Number.isInteger(value * 2);
const stat = (sport: SportId, key: string): PickemStat => {
  const found = pickemStatOf(sport, key);
  if (!found) throw new Error(`${sport} has no pick'em stat ${key}`);
  return found;
};

describe("who and what gets a pick'em line", () => {
  it('every stat has a lowest line and a least projection a real book would use', () => {
    for (const sport of SPORT_IDS) {
      for (const each of PICKEM_STATS[sport]) {
        expect(isHalfStep(each.minLine) && each.minLine >= 0.5).toBe(true);
        expect(each.minProjection).toBeGreaterThan(0);
        // Yards and fantasy points are never a 0.5 or 1-yard question.
        if (each.key.endsWith('_yards') || each.continuous) expect(each.minLine).toBeGreaterThanOrEqual(3.5);
      }
    }
  });

  it('a pre-game line is offered only to a regular, on a projection above the floor, at a meaningful value', () => {
    fc.assert(
      fc.property(offer, ({ sport, stat: each, projected }) => {
        const line = offeredPreGameLine(sport, each, projected);
        if (!line) return;
        expect(playsRegularly(sport, projected)).toBe(true);
        expect(pickemStatValue(sport, each.key, projected)).toBeGreaterThanOrEqual(each.minProjection);
        expect(line.value).toBeGreaterThanOrEqual(each.minLine);
        expect(isHalfStep(line.value)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('an in-game line is offered only where the pre-game one could be, and never below the lowest line', () => {
    fc.assert(
      fc.property(
        offer,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat({ max: 300 }),
        ({ sport, stat: each, projected }, progress, current) => {
          const line = offeredInGameLine(sport, each, projected, current, progress);
          if (!line) return;
          expect(offersLineOn(sport, each, projected)).toBe(true);
          expect(isMeaningfulLine(each, line.value)).toBe(true);
          expect(line.value).toBeGreaterThan(current);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a player projected below the playing-time floor gets no line on any stat, pre-game or in-game', () => {
    const belowFloor = fc
      .constantFrom(...SPORT_IDS.filter((sport) => PLAYING_TIME_FLOORS[sport]))
      .chain((sport) => {
        const floor = PLAYING_TIME_FLOORS[sport];
        if (!floor) throw new Error('filtered above');
        return fc.record({
          sport: fc.constant(sport),
          projected: projectionOf(sport),
          time: fc.double({ min: floor.onlyWhenProjected ? 0.1 : 0, max: floor.atLeast - 0.01, noNaN: true }),
        });
      });
    fc.assert(
      fc.property(belowFloor, ({ sport, projected, time }) => {
        const floor = PLAYING_TIME_FLOORS[sport];
        const fringe = { ...projected, [floor?.stat ?? '']: time };
        expect(playsRegularly(sport, fringe)).toBe(false);
        for (const each of PICKEM_STATS[sport]) {
          expect(offeredPreGameLine(sport, each, fringe)).toBeNull();
          expect(offeredInGameLine(sport, each, fringe, 0, 0.5)).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });

  it('leaves out the lines the issue found: a 19.5-yard quarterback, a 1-yard receiver, a 0.5-point guard', () => {
    // Priced alone, each is the line the issue saw; offered, none is.
    const backupQuarterback = { passing_yards: 25, rushing_yards: 1.5 };
    expect(preGameLine(stat('nfl', 'passing_yards'), 25)?.value).toBe(19.5);
    expect(offeredPreGameLine('nfl', stat('nfl', 'passing_yards'), backupQuarterback)).toBeNull();
    const fourthReceiver = { receptions: 0.6, receiving_yards: 6 };
    expect(preGameLine(stat('nfl', 'receiving_yards'), 6)?.value).toBe(1);
    expect(offeredPreGameLine('nfl', stat('nfl', 'receiving_yards'), fourthReceiver)).toBeNull();
    const benchGuard = { points: 1.2, rebounds: 0.4, assists: 0.3, minutes: 5 };
    const guardPoints = pickemStatValue('nba', 'fantasy_points', benchGuard);
    expect(preGameLine(stat('nba', 'fantasy_points'), guardPoints)?.value).toBe(1.5);
    expect(offeredPreGameLine('nba', stat('nba', 'fantasy_points'), benchGuard)).toBeNull();
    // With the minutes of the rotation the same guard is still too small a projection to price.
    expect(
      offeredPreGameLine('nba', stat('nba', 'fantasy_points'), { ...benchGuard, minutes: 20 }),
    ).toBeNull();
    const reliever = { pitcher_strikeouts: 1.5, outs_recorded: 4, hits_allowed: 1 };
    expect(offeredPreGameLine('mlb', stat('mlb', 'pitcher_strikeouts'), reliever)).toBeNull();
    const fourthLiner = { shots_on_goal: 1.6, time_on_ice_seconds: 420 };
    expect(offeredPreGameLine('nhl', stat('nhl', 'shots_on_goal'), fourthLiner)).toBeNull();
    const lateSubstitute = { shots: 1.6, passes: 8, minutes: 20 };
    expect(offeredPreGameLine('soccer', stat('soccer', 'shots'), lateSubstitute)).toBeNull();
  });

  it('offers starters their lines in every sport', () => {
    const starters: [SportId, string, Record<string, number>][] = [
      ['nfl', 'passing_yards', { passing_yards: 240, passing_tds: 1.6, rushing_yards: 16 }],
      ['nfl', 'receiving_yards', { receptions: 5, receiving_yards: 62 }],
      ['nfl', 'rushing_yards', { rushing_attempts: 15, rushing_yards: 64 }],
      ['nba', 'points', { points: 17, rebounds: 4, assists: 3.5, minutes: 31 }],
      ['nba', 'fantasy_points', { points: 17, rebounds: 4, assists: 3.5, minutes: 31 }],
      ['mlb', 'pitcher_strikeouts', { pitcher_strikeouts: 5.8, outs_recorded: 16.5 }],
      // A batter records no outs: baseball's floor is a pitcher's.
      ['mlb', 'hits', { hits: 1, total_bases: 1.6, runs: 0.55 }],
      ['nhl', 'shots_on_goal', { shots_on_goal: 2.5, time_on_ice_seconds: 1_080 }],
      ['soccer', 'shots', { shots: 2.8, shots_on_target: 1.1, minutes: 78 }],
    ];
    for (const [sport, key, projected] of starters) {
      const line = offeredPreGameLine(sport, stat(sport, key), projected);
      expect(line, `${sport} ${key}`).not.toBeNull();
    }
  });
});
