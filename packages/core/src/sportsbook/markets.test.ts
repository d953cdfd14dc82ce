import { describe, expect, it } from 'vitest';
import { SPORT_IDS } from '../sports/catalog.ts';
import { projectGame } from '../sports/simulator/projections.ts';
import { sampleGame } from '../sports/simulator/sample-game.ts';
import { runGame } from '../sports/simulator/simulate-game.ts';
import { generateWorld } from '../sports/simulator/world.ts';
import type { Game, Player } from '../sports/world-file.ts';
import {
  type Final,
  type Market,
  marketsFromFinals,
  type PropStat,
  simulatedFinals,
  simulatedGames,
} from './markets.ts';
import { impliedProbability, isAmericanOdds } from './odds.ts';
import { offeredProps, propValueOf } from './props.ts';

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

describe('playing a game out for its props', () => {
  const world = generateWorld(7, { startsOn: '2026-11-01' });
  /** simulatedGames as it summed a player's stats before (by name, into an object per player): the reference. */
  function byName(
    seed: number,
    game: Pick<Game, 'id'>,
    home: readonly Player[],
    away: readonly Player[],
    runs: number,
    props: readonly PropStat[],
    value: (stat: string, line: Record<string, number>) => number,
  ) {
    const wanted = new Set(props.map((prop) => prop.playerId));
    const out = { finals: [] as Final[], props: props.map(() => [] as number[]) };
    for (let run = 0; run < runs; run += 1) {
      const { result } = runGame(seed, `${seed}:markets:${game.id}:${run}`, game, home, away);
      let homePoints = 0;
      let awayPoints = 0;
      const lines = new Map<string, Record<string, number>>();
      for (const play of result.plays) {
        homePoints += play.homePoints;
        awayPoints += play.awayPoints;
        for (const change of play.stats) {
          if (!wanted.has(change.player_id)) continue;
          const line = lines.get(change.player_id) ?? {};
          line[change.stat] = (line[change.stat] ?? 0) + change.delta;
          lines.set(change.player_id, line);
        }
      }
      out.finals.push({ home: homePoints, away: awayPoints });
      for (const [index, prop] of props.entries())
        out.props[index]!.push(value(prop.stat, lines.get(prop.playerId) ?? {}));
    }
    return out;
  }

  it('gives each prop the totals and each play the final that summing by name gave, in every sport', () => {
    for (const sport of SPORT_IDS) {
      for (const index of [0, 3]) {
        const { game, home, away } = sampleGame(world, sport, index, '2026-11-02T00:00:00Z');
        const props = [
          ...offeredProps(sport, projectGame(7, game, home, away)),
          // A player with no stat in any play, and one prop asked for twice.
          { playerId: 'nobody', stat: 'points' },
        ];
        props.push(props[0]!);
        const value = propValueOf(sport);
        const seen = simulatedGames(7, game, home, away, { runs: 25, props, value });
        expect(seen).toStrictEqual(byName(7, game, home, away, 25, props, value));
        // Every stat a line holds, not only those a prop names (a value may read any of them).
        const lines: Record<string, number>[] = [];
        simulatedGames(7, game, home, away, {
          runs: 3,
          props: props.slice(0, 1),
          value: (_stat, line) => lines.push({ ...line }),
        });
        const reference: Record<string, number>[] = [];
        byName(7, game, home, away, 3, props.slice(0, 1), (_stat, line) => reference.push({ ...line }));
        expect(lines).toEqual(reference);
      }
    }
  });
});
