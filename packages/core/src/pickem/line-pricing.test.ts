import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fairLineOf,
  gameProgress,
  inGameLine,
  lineMultipliers,
  preGameLine,
  remainingShare,
  rivalsHandicap,
  totalDistribution,
} from './line-pricing.ts';
import { FANTASY_POINTS_STAT, PICKEM_STATS, pickemStatOf, pickemStatValue } from './line-stats.ts';

const points = pickemStatOf('nba', 'points');
const hits = pickemStatOf('mlb', 'hits');
const yards = pickemStatOf('nfl', 'receiving_yards');
const strikeouts = pickemStatOf('mlb', 'pitcher_strikeouts');
const nbaFantasy = pickemStatOf('nba', FANTASY_POINTS_STAT);
if (!points || !hits || !yards || !strikeouts || !nbaFantasy) throw new Error('a priced stat is missing');

const isHalfStep = (value: number) => Number.isInteger(value * 2);

describe('the stats each sport offers lines on', () => {
  it('are the ones the sport is known for, plus fantasy points everywhere', () => {
    const keys = Object.fromEntries(
      Object.entries(PICKEM_STATS).map(([sport, stats]) => [sport, stats.map((stat) => stat.key)]),
    );
    expect(keys).toEqual({
      nba: ['points', 'rebounds', 'assists', 'fantasy_points'],
      nfl: ['passing_yards', 'rushing_yards', 'receiving_yards', 'fantasy_points'],
      mlb: ['pitcher_strikeouts', 'hits', 'total_bases', 'fantasy_points'],
      nhl: ['shots_on_goal', 'fantasy_points'],
      soccer: ['shots', 'fantasy_points'],
    });
    expect(nbaFantasy.label).toBe('Fantasy points');
    expect(points.label).toBe('Points');
  });

  it('read fantasy points from the whole stat line (core fantasyPoints)', () => {
    expect(pickemStatValue('nba', FANTASY_POINTS_STAT, { points: 20, rebounds: 10, assists: 4 })).toBe(38);
    expect(pickemStatValue('nba', 'rebounds', { points: 20 })).toBe(0);
  });
});

describe('the total distribution', () => {
  it('has the projected mean and the stat’s spread (variance = dispersion × mean)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.3, max: 300, noNaN: true }),
        fc.double({ min: 1, max: 25, noNaN: true }),
        (mean, dispersion) => {
          const pmf = totalDistribution(mean, dispersion);
          const total = pmf.reduce((sum, p) => sum + p, 0);
          const average = pmf.reduce((sum, p, k) => sum + p * k, 0);
          const variance = pmf.reduce((sum, p, k) => sum + p * (k - average) ** 2, 0);
          expect(total).toBeCloseTo(1, 6);
          expect(average).toBeCloseTo(mean, 3);
          expect(Math.abs(variance / mean / Math.max(1, dispersion) - 1)).toBeLessThan(0.01);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('pre-game lines', () => {
  it('are x.5 or whole and split the model’s decided outcomes about evenly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(points, hits, yards, strikeouts, nbaFantasy),
        fc.double({ min: 0.2, max: 250, noNaN: true }),
        (stat, mean) => {
          const line = preGameLine(stat, mean);
          if (!line) return;
          expect(isHalfStep(line.value)).toBe(true);
          if (stat.continuous) expect(Number.isInteger(line.value)).toBe(false);
          expect(line.value).toBeGreaterThanOrEqual(0.5);
          // Discrete totals cannot always split evenly; a whole line leaves the rest to the tie.
          expect(Math.abs(line.higher - line.lower) / (line.higher + line.lower)).toBeLessThan(0.35);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sit below the mean for skewed stats (the median), near it for symmetric ones', () => {
    const receiving = preGameLine(yards, 20);
    expect(receiving?.value).toBeLessThan(17);
    const scorer = preGameLine(points, 25.3);
    expect(scorer?.value).toBeGreaterThanOrEqual(24);
    expect(scorer?.value).toBeLessThanOrEqual(25.5);
  });

  it('are skipped when the median is 0 (a bench player’s rebounds)', () => {
    expect(preGameLine(points, 0)).toBeNull();
    expect(preGameLine(hits, 0.6)).toBeNull();
    expect(preGameLine(yards, 3)).toBeNull();
    expect(preGameLine(hits, 1.1)).not.toBeNull();
  });

  it('use a whole number when no x.5 splits a small count evenly (a tie voids the pick)', () => {
    // One hit is the most likely result for a 1.1 projection: 0.5 and 1.5 would both be lopsided.
    expect(preGameLine(hits, 1.1)).toMatchObject({ value: 1 });
    expect(fairLineOf([0.25, 0.5, 0.25], { wholeLines: false })?.value).toBe(0.5);
  });
});

describe('in-game lines', () => {
  it('are what the player has plus the fair line of what is left', () => {
    const half = inGameLine(points, 24, 14, 0.5);
    const fresh = preGameLine(points, 12);
    expect(half?.value).toBe(14 + (fresh?.value ?? Number.NaN));
    expect(inGameLine(points, 24, 0, 0)?.value).toBe(preGameLine(points, 24)?.value);
  });

  it('move up as stats accrue and down as time runs out', () => {
    const before = inGameLine(points, 24, 10, 0.5)?.value ?? 0;
    expect(inGameLine(points, 24, 13, 0.5)?.value).toBeGreaterThan(before);
    expect(inGameLine(points, 24, 10, 0.75)?.value).toBeLessThan(before);
  });

  it('end when what is left has a median of 0', () => {
    expect(inGameLine(points, 24, 30, 1)).toBeNull();
    expect(inGameLine(hits, 1.1, 1, 0.8)).toBeNull();
  });

  it('put fantasy points on an x.5 line near the player’s total plus the rest', () => {
    const line = inGameLine(nbaFantasy, 30, 12.34, 0.5);
    expect(line && Number.isInteger(line.value)).toBe(false);
    expect(line && isHalfStep(line.value)).toBe(true);
  });

  it('price starting pitchers’ strikeouts over the innings they pitch', () => {
    expect(remainingShare(strikeouts, 0.35)).toBeCloseTo(0.5);
    expect(remainingShare(strikeouts, 0.8)).toBe(0);
    expect(remainingShare(points, 0.25)).toBe(0.75);
  });
});

describe('game progress', () => {
  it('counts the clock down through the periods, baseball by innings', () => {
    expect(gameProgress('nba', 0, null)).toBe(0);
    expect(gameProgress('nba', 1, 720)).toBe(0);
    expect(gameProgress('nba', 3, 360)).toBe(0.625);
    expect(gameProgress('nba', 5, 100)).toBe(1);
    expect(gameProgress('soccer', 2, 45 * 60)).toBe(0.5);
    expect(gameProgress('mlb', 5, null)).toBe(0.5);
  });
});

describe('rivals', () => {
  it('hand the player projected lower the handicap that makes it a coin flip', () => {
    const line = rivalsHandicap(points, 14, 22);
    expect(line && line.handicap > 0 && isHalfStep(line.handicap)).toBe(true);
    expect(Math.abs((line?.first ?? 0) - 0.5)).toBeLessThan(0.06);
    expect(rivalsHandicap(points, 0, 18)).toBeNull();
  });

  it('use no handicap between equals on a small count (a tie voids), x.5 between scorers', () => {
    expect(rivalsHandicap(pickemStatOf('soccer', 'shots') ?? points, 1.5, 1.5)).toMatchObject({
      handicap: 0,
    });
    const scorers = rivalsHandicap(points, 18, 18.6);
    expect(scorers && Number.isInteger(scorers.handicap)).toBe(false);
  });
});

describe('boosted and discounted options', () => {
  it('are drawn from the prop id and version: the same for every process', () => {
    expect(lineMultipliers('hl:pre:g:p:points', 3)).toEqual(lineMultipliers('hl:pre:g:p:points', 3));
  });

  it('boost (1.05–1.25×) or discount (0.80–0.95×) one side of about a third of the lines', () => {
    let changed = 0;
    const seen = new Set<number>();
    for (let version = 1; version <= 2_000; version++) {
      const { higher, lower } = lineMultipliers('hl:pre:sim-nba-g-1-1:sim-nba-BOS-pg1:points', version);
      for (const multiplier of [higher, lower]) {
        seen.add(multiplier);
        expect(
          multiplier === 100 ||
            (multiplier >= 105 && multiplier <= 125) ||
            (multiplier >= 80 && multiplier <= 95),
        ).toBe(true);
      }
      expect(higher === 100 || lower === 100).toBe(true);
      if (higher !== 100 || lower !== 100) changed += 1;
    }
    expect(changed / 2_000).toBeGreaterThan(0.25);
    expect(changed / 2_000).toBeLessThan(0.4);
    expect([...seen].sort((a, b) => a - b)).toEqual([80, 85, 90, 95, 100, 105, 110, 115, 120, 125]);
  });
});

/** fairLineOf as it was written before its best candidate was kept in locals: what it must still answer. */
function fairLineBefore(pmf: readonly number[], options: { wholeLines: boolean; offset?: number }) {
  const offset = options.offset ?? 0;
  let below = 0;
  let best: { value: number; lower: number; higher: number; score: number } | null = null;
  for (let k = 0; k < pmf.length; k++) {
    const at = pmf[k] ?? 0;
    const above = Math.max(0, 1 - below - at);
    const candidates = [{ value: offset + k + 0.5, lower: below + at, higher: above }];
    if (options.wholeLines && k > 0) candidates.push({ value: offset + k, lower: below, higher: above });
    for (const candidate of candidates) {
      const decided = candidate.higher + candidate.lower;
      if (decided <= 0) continue;
      const whole = Number.isInteger(candidate.value);
      const score = Math.abs(candidate.higher - candidate.lower) / decided + (whole ? 0.02 : 0);
      if (!best || score < best.score) best = { ...candidate, score };
    }
    below += at;
    if (below > 0.75) break;
  }
  if (!best || best.value - offset < 0.5) return null;
  if ((pmf[0] ?? 0) >= 0.5) return null;
  const { score: _score, ...line } = best;
  return line;
}

describe('the fair line of a distribution', () => {
  it('is the line it was before, to the last bit, for every priced stat’s distributions', () => {
    for (const stat of [points, hits, yards, strikeouts, nbaFantasy])
      for (let mean = 0.05; mean < 60; mean *= 1.13)
        for (const offset of [0, 1, 7])
          for (const wholeLines of [true, false]) {
            const pmf = totalDistribution(mean, stat.dispersion);
            expect(fairLineOf(pmf, { wholeLines, offset })).toStrictEqual(
              fairLineBefore(pmf, { wholeLines, offset }),
            );
          }
  });

  it('is the line it was before for any weights (ties of score included)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(0, 0.25, 0.5, 0.125), fc.double({ min: 0, max: 1, noNaN: true })), {
          maxLength: 30,
        }),
        fc.boolean(),
        fc.integer({ min: 0, max: 20 }),
        (pmf, wholeLines, offset) => {
          expect(fairLineOf(pmf, { wholeLines, offset })).toStrictEqual(
            fairLineBefore(pmf, { wholeLines, offset }),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
