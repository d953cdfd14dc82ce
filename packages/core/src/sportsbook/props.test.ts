import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FANTASY_POINTS_STAT, PICKEM_STATS, pickemStatOf } from '../pickem/line-stats.ts';
import { SPORT_IDS } from '../sports/catalog.ts';
import { projectGame } from '../sports/simulator/projections.ts';
import { sampleGame } from '../sports/simulator/sample-game.ts';
import { runGame } from '../sports/simulator/simulate-game.ts';
import { generateWorld } from '../sports/simulator/world.ts';
import {
  evenLine,
  inAscendingOrder,
  priced,
  quantilesOf,
  SPORTSBOOK_MARGIN,
  simulatedFinals,
  simulatedGames,
} from './markets.ts';
import { impliedProbability, isAmericanOdds } from './odds.ts';
import { gradeProp, liveTotals, offeredProps, propLineOf, propMarketOf, propValueOf } from './props.ts';

const world = generateWorld(7, { startsOn: '2026-11-01' });

describe('player props of simulated games', () => {
  it("offer pick'em's players and stats in every sport, priced from the same plays as the game's markets", () => {
    for (const sport of SPORT_IDS) {
      const { game, home, away } = sampleGame(world, sport, 1, '2026-11-02T00:00:00Z');
      const props = offeredProps(sport, projectGame(7, game, home, away));
      expect(props.length, sport).toBeGreaterThan(0);
      expect(props.every((prop) => pickemStatOf(sport, prop.stat) !== undefined)).toBe(true);
      const played = simulatedGames(7, game, home, away, { runs: 40, props, value: propValueOf(sport) });
      // The props ride on the game's own plays: the finals are those of the game markets.
      expect(played.finals).toEqual(simulatedFinals(7, game, home, away, 40));
      const markets = props.flatMap((prop, index) => propMarketOf(sport, prop, played.props[index]!) ?? []);
      expect(markets.length, sport).toBeGreaterThan(0);
      for (const market of markets) {
        expect(market.kind).toBe('player_prop');
        expect(Math.abs((market.line ?? 0) % 1)).toBe(0.5);
        expect(market.line!).toBeGreaterThanOrEqual(pickemStatOf(sport, market.prop!.stat)!.minLine);
        expect(market.selections.map((one) => one.key)).toEqual(['over', 'under']);
        expect(market.selections.every((one) => isAmericanOdds(one.price))).toBe(true);
        const overround = market.selections.reduce((sum, one) => sum + impliedProbability(one.price), 0);
        expect(overround).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("count each prop's total from the plays' stat changes of its player", () => {
    const { game, home, away } = sampleGame(world, 'nba', 0, '2026-11-02T00:00:00Z');
    const player = home[0]!;
    const props = [{ playerId: player.id, stat: 'points' }];
    const played = simulatedGames(7, game, home, away, { runs: 3, from: 5, props });
    const expected = [5, 6, 7].map((run) => {
      const { result } = runGame(7, `7:markets:${game.id}:${run}`, game, home, away);
      return result.plays
        .flatMap((play) => play.stats)
        .filter((change) => change.player_id === player.id && change.stat === 'points')
        .reduce((sum, change) => sum + change.delta, 0);
    });
    expect(played.props[0]).toEqual(expected);
  });

  it('put the line at the half point that splits the totals most evenly, and price the likelier side shorter', () => {
    const totals = [...Array(120).fill(25), ...Array(80).fill(18)];
    const market = propMarketOf('nba', { playerId: 'p', stat: 'points' }, totals)!;
    expect(market.line).toBe(24.5);
    const [over, under] = market.selections;
    expect(over!.chance).toBeCloseTo(121 / 202, 10);
    expect(over!.price).toBeLessThan(under!.price);
  });

  it('offer nothing when every play gave the same total, or the line is under the stat’s lowest', () => {
    expect(propMarketOf('nba', { playerId: 'p', stat: 'points' }, [3, 3, 3])).toBeNull();
    // Points' lowest line is 4.5: a bench player's 2.5 is not offered.
    expect(propMarketOf('nba', { playerId: 'p', stat: 'points' }, [1, 2, 3, 4, 2, 3])).toBeNull();
  });

  it('price in-game from the total so far plus the part of each play still to come', () => {
    // Half way through an NBA game with 10 points: 10 plus half of each run's points.
    expect(liveTotals('nba', 'points', [20, 31], 10, 0.5)).toEqual([20, 26]);
    // A starting pitcher's strikeouts accrue over 70% of the game: after it, nothing is left.
    expect(liveTotals('mlb', 'pitcher_strikeouts', [6, 9], 5, 0.8)).toEqual([5, 5]);
    // Fantasy points keep their decimals.
    expect(liveTotals('nba', 'fantasy_points', [30.5], 12.2, 0.5)[0]).toBeCloseTo(27.45, 10);
  });
});

describe('grading a prop', () => {
  const leg = { stat: 'points', line: 24.5, selection: 'over' as const };

  it('on the player’s final line: over, under, a whole line landed on pushes', () => {
    expect(gradeProp('nba', leg, { points: 25, minutes: 30 })).toBe('won');
    expect(gradeProp('nba', { ...leg, selection: 'under' }, { points: 25, minutes: 30 })).toBe('lost');
    expect(gradeProp('nba', leg, { points: 24, minutes: 30 })).toBe('lost');
    expect(gradeProp('nba', { ...leg, line: 24 }, { points: 24, minutes: 30 })).toBe('push');
  });

  it('void when the player did not play (no line, or only zeros), as a pick’em pick', () => {
    expect(gradeProp('nba', leg, null)).toBe('void');
    expect(gradeProp('nba', { ...leg, selection: 'under' }, { points: 0, minutes: 0 })).toBe('void');
    // Played and scored nothing: the under wins.
    expect(gradeProp('nba', { ...leg, selection: 'under' }, { points: 0, minutes: 12 })).toBe('won');
  });

  it('derives fantasy points from the whole line', () => {
    const fantasy = { stat: 'fantasy_points', line: 10.5, selection: 'over' as const };
    expect(gradeProp('nba', fantasy, { points: 10, rebounds: 1 })).toBe('won');
    expect(gradeProp('nba', fantasy, { points: 8, rebounds: 1 })).toBe('lost');
  });
});

describe('a prop’s market from totals in ascending order (no sorted copy, counts by binary search)', () => {
  it('is the market the same totals give in any order, to the last bit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: -3, max: 40 }),
            fc.double({ min: -5, max: 80, noNaN: true, noDefaultInfinity: true }),
          ),
          { minLength: 1, maxLength: 220 },
        ),
        fc.constantFrom('points', 'rebounds', FANTASY_POINTS_STAT),
        (values, stat) => {
          // (-0 and 0 are one value here: a sort may order them either way.)
          const sorted = values.map((value) => value + 0).sort((a, b) => a - b);
          // Reversed, the same values go the way every call went before (a sorted copy, counts by filter).
          const unsorted = [...sorted].reverse();
          if (inAscendingOrder(unsorted)) return;
          expect(inAscendingOrder(sorted)).toBe(true);
          const prop = { playerId: 'p', stat };
          expect(propMarketOf('nba', prop, sorted)).toStrictEqual(propMarketOf('nba', prop, unsorted));
          expect(evenLine(sorted)).toStrictEqual(evenLine(unsorted));
          expect(quantilesOf(sorted)).toStrictEqual(quantilesOf(unsorted));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('is not taken for values out of order or with NaN', () => {
    expect(inAscendingOrder([1, 2, 2, 3])).toBe(true);
    expect(inAscendingOrder([])).toBe(true);
    expect(inAscendingOrder([1, 3, 2])).toBe(false);
    expect(inAscendingOrder([1, Number.NaN, 2])).toBe(false);
    expect(inAscendingOrder([Number.NaN])).toBe(false);
  });
});

describe('in-game totals', () => {
  it('keep the order of the played totals (so their market is made without sorting again)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 200 }),
        fc.constantFrom('points', 'rebounds', 'assists', FANTASY_POINTS_STAT),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (played, stat, current, progress) => {
          const totals = [...played].sort((a, b) => a - b);
          const whole = pickemStatOf('nba', stat)?.continuous ? current : Math.round(current);
          expect(inAscendingOrder(liveTotals('nba', stat, totals, whole, progress))).toBe(true);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('a prop’s line and count without its totals (propLineOf)', () => {
  const stats = SPORT_IDS.flatMap((sport) =>
    PICKEM_STATS[sport].map((one) => [sport, one.key] as const).concat([[sport, 'not_a_stat']]),
  );
  it('is the line and the prices of the market the live totals give, and null where it is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 60 }), fc.double({ min: 0, max: 400, noNaN: true })), {
          minLength: 0,
          maxLength: 220,
        }),
        fc.constantFrom(...stats),
        fc.oneof(fc.integer({ min: 0, max: 40 }), fc.double({ min: 0, max: 300, noNaN: true })),
        fc.oneof(
          fc.constant(null),
          fc.constantFrom(0, 0.5, 1, 1.2),
          fc.double({ min: -0.2, max: 1.2, noNaN: true }),
        ),
        ([...played], [sport, stat], current, progress) => {
          const totals = played.map((value) => value + 0).sort((a, b) => a - b);
          const prop = { playerId: 'p', stat };
          const live = progress === null ? totals : liveTotals(sport, stat, totals, current, progress);
          const market = propMarketOf(sport, prop, live);
          const quick = propLineOf(sport, prop, totals, progress === null ? 0 : current, progress);
          expect(quick).not.toBeUndefined();
          if (market === null) {
            expect(quick).toBeNull();
            return;
          }
          expect(quick).not.toBeNull();
          expect(quick?.line).toBe(market.line);
          const counts = { over: quick?.above ?? 0, under: totals.length - (quick?.above ?? 0) };
          expect(priced(counts, SPORTSBOOK_MARGIN)).toStrictEqual(market.selections);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('is the market of simulated plays in every sport, through a game', () => {
    for (const sport of SPORT_IDS) {
      const { game, home, away } = sampleGame(world, sport, 1, '2026-11-02T00:00:00Z');
      const props = offeredProps(sport, projectGame(7, game, home, away));
      const played = simulatedGames(7, game, home, away, { runs: 200, props, value: propValueOf(sport) });
      for (const [index, prop] of props.entries()) {
        const totals = [...played.props[index]!].sort((a, b) => a - b);
        for (const progress of [null, 0, 0.1, 0.33, 0.5, 0.71, 0.9, 0.99, 1]) {
          for (const current of [0, 1, 3, 7.5, 12]) {
            const live = progress === null ? totals : liveTotals(sport, prop.stat, totals, current, progress);
            const market = propMarketOf(sport, prop, live);
            const quick = propLineOf(sport, prop, totals, progress === null ? 0 : current, progress);
            expect(quick?.line ?? null).toBe(market?.line ?? null);
            if (market && quick)
              expect(
                priced({ over: quick.above, under: totals.length - quick.above }, SPORTSBOOK_MARGIN),
              ).toStrictEqual(market.selections);
          }
        }
      }
    }
  });

  it('cannot tell from totals out of order or not finite: the caller prices the whole market', () => {
    const prop = { playerId: 'p', stat: 'points' };
    expect(propLineOf('nba', prop, [3, 1, 2], 0, 0.5)).toBeUndefined();
    expect(propLineOf('nba', prop, [1, Number.NaN], 0, 0.5)).toBeUndefined();
    expect(propLineOf('nba', prop, [1, Number.POSITIVE_INFINITY], 0, 0.5)).toBeUndefined();
    expect(propLineOf('nba', prop, [1, 2, 3], Number.NaN, 0.5)).toBeUndefined();
    expect(propLineOf('nba', prop, [], 0, 0.5)).toBeNull();
  });
});
