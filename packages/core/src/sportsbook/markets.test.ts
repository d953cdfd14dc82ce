import { describe, expect, it } from 'vitest';
import { SPORT_IDS } from '../sports/catalog.ts';
import { sampleGame } from '../sports/simulator/sample-game.ts';
import { generateWorld } from '../sports/simulator/world.ts';
import { type Final, type Market, marketsFromFinals, simulatedFinals } from './markets.ts';
import { impliedProbability, isAmericanOdds } from './odds.ts';

const finalsOf = (pairs: [number, number][]): Final[] => pairs.map(([home, away]) => ({ home, away }));
const byKind = (markets: Market[], kind: Market['kind']) => markets.find((market) => market.kind === kind);
/** What the book's prices on a market add up to: over 1 by its margin, never under (no sure bet). */
const overround = (market: Market | undefined) =>
  (market?.selections ?? []).reduce((sum, selection) => sum + impliedProbability(selection.price), 0);

describe('markets from simulated finals', () => {
  it('favour the side that won more often, with the book’s margin on top of fair chances', () => {
    const finals = finalsOf([
      ...Array.from({ length: 150 }, (): [number, number] => [24, 17]),
      ...Array.from({ length: 50 }, (): [number, number] => [14, 21]),
    ]);
    const moneyline = byKind(marketsFromFinals('nfl', finals), 'moneyline');
    const [home, away] = moneyline?.selections ?? [];
    expect(home).toMatchObject({ key: 'home', chance: 151 / 202 });
    expect(away).toMatchObject({ key: 'away', chance: 51 / 202 });
    expect(home?.price).toBeLessThan(0);
    expect(away?.price).toBeGreaterThan(0);
    expect(overround(moneyline)).toBeGreaterThan(1.03);
    expect(overround(moneyline)).toBeLessThan(1.07);
  });

  it('set the spread on the half point next to the median margin that splits the finals most evenly', () => {
    // Margins −2, 0, 1, 3, 3, 5, 7: the median is 3; over 2.5 are four of seven, over 3.5 two, so
    // home gives 2.5 (it covers by winning by 3 or more). A half point never pushes.
    const finals = finalsOf([
      [20, 22],
      [21, 21],
      [22, 21],
      [24, 21],
      [27, 24],
      [26, 21],
      [28, 21],
    ]);
    const spread = byKind(marketsFromFinals('nfl', finals), 'spread');
    expect(spread?.line).toBe(-2.5);
    expect(spread?.selections.map((selection) => [selection.key, selection.chance])).toEqual([
      ['home', 5 / 9],
      ['away', 4 / 9],
    ]);
    // A home underdog gets points: margins −5, −3, −1 split alike at −3.5 and −2.5; the lower wins: +3.5.
    expect(
      byKind(
        marketsFromFinals(
          'nba',
          finalsOf([
            [95, 100],
            [97, 100],
            [99, 100],
          ]),
        ),
        'spread',
      )?.line,
    ).toBe(3.5);
  });

  it('set the total on the half point next to the median total that splits the finals most evenly', () => {
    const finals = finalsOf([
      [3, 2],
      [1, 1],
      [4, 4],
      [2, 0],
    ]);
    const total = byKind(marketsFromFinals('nhl', finals), 'total');
    // Totals 5, 2, 8, 2: the median is 2; all four are over 1.5, two over 2.5, so the line is 2.5.
    expect(total?.line).toBe(2.5);
    expect(total?.selections.map((selection) => [selection.key, selection.chance])).toEqual([
      ['over', 3 / 6],
      ['under', 3 / 6],
    ]);
  });

  it('offer the draw where games end level, and leave level finals out of a two-way moneyline', () => {
    const finals = finalsOf([
      [1, 0],
      [1, 1],
      [0, 0],
      [0, 2],
    ]);
    const soccer = byKind(marketsFromFinals('soccer', finals), 'moneyline');
    expect(soccer?.selections.map((selection) => [selection.key, selection.chance])).toEqual([
      ['home', 2 / 7],
      ['draw', 3 / 7],
      ['away', 2 / 7],
    ]);
    const hockey = byKind(marketsFromFinals('nhl', finals), 'moneyline');
    expect(hockey?.selections.map((selection) => [selection.key, selection.chance])).toEqual([
      ['home', 2 / 4],
      ['away', 2 / 4],
    ]);
    expect(() => marketsFromFinals('nfl', [])).toThrow(RangeError);
  });
});

describe('markets of simulated games', () => {
  const world = generateWorld(7, { startsOn: '2026-11-01' });

  it('play a game with other draws each run, the same ones for the same seed', () => {
    const { game, home, away } = sampleGame(world, 'nfl', 0, '2026-11-02T00:00:00Z');
    const finals = simulatedFinals(7, game, home, away, 20);
    expect(simulatedFinals(7, game, home, away, 20)).toEqual(finals);
    // Played in parts, the same plays.
    expect([
      ...simulatedFinals(7, game, home, away, 8),
      ...simulatedFinals(7, game, home, away, 12, 8),
    ]).toEqual(finals);
    expect(new Set(finals.map((final) => `${final.home}-${final.away}`)).size).toBeGreaterThan(5);
    for (const final of finals) {
      expect(Number.isInteger(final.home) && final.home >= 0).toBe(true);
      expect(Number.isInteger(final.away) && final.away >= 0).toBe(true);
    }
  });

  it('price every sport’s markets with valid American odds and never a sure bet', () => {
    for (const sport of SPORT_IDS) {
      const { game, home, away } = sampleGame(world, sport, 1, '2026-11-02T00:00:00Z');
      const markets = marketsFromFinals(sport, simulatedFinals(7, game, home, away, 40));
      expect(markets.map((market) => market.kind)).toEqual(['moneyline', 'spread', 'total']);
      for (const market of markets) {
        expect(market.selections.every((selection) => isAmericanOdds(selection.price))).toBe(true);
        expect(overround(market)).toBeGreaterThanOrEqual(1);
        const fair = market.selections.reduce((sum, selection) => sum + selection.chance, 0);
        expect(fair).toBeCloseTo(1, 10);
      }
      const total = byKind(markets, 'total')?.line ?? 0;
      expect(total % 1).toBe(0.5);
      expect(total).toBeGreaterThan(0);
    }
  });
});
