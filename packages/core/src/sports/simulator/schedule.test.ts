import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORT_IDS } from '../catalog.ts';
import type { Game } from '../world-file.ts';
import { scheduleGames, slotLength } from './schedule.ts';
import { generateWorld } from './world.ts';

const world = generateWorld(8, { startsOn: '2026-09-01' });
const BASE = Date.parse('2026-11-24T00:00:00.000Z');
const minute = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('scheduleGames', () => {
  it('gives the same games for the same slots across overlapping windows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        fc.constantFrom(3, 10, 20),
        (startMinute, lengthA, lengthB, gameMinutes) => {
          const from = BASE + startMinute * minute;
          const a = scheduleGames(
            1,
            world,
            { from: iso(from), to: iso(from + lengthA * minute) },
            { gameMinutes },
          );
          const b = scheduleGames(
            1,
            world,
            {
              from: iso(from + Math.floor(lengthA / 2) * minute),
              to: iso(from + (lengthA + lengthB) * minute),
            },
            { gameMinutes },
          );
          const byId = new Map(a.games.map((game) => [game.id, game]));
          const shared = b.games.filter((game) => byId.has(game.id));
          for (const game of shared) expect(game).toEqual(byId.get(game.id));
          const bySlate = new Map(a.slates.map((slate) => [slate.id, slate]));
          for (const slate of b.slates)
            if (bySlate.has(slate.id)) expect(slate).toEqual(bySlate.get(slate.id));
          // Every game starting inside both windows is in both answers.
          const overlapFrom = from + Math.floor(lengthA / 2) * minute;
          const overlapTo = from + lengthA * minute;
          const inOverlap = (game: Game) =>
            Date.parse(game.starts_at) >= overlapFrom && Date.parse(game.starts_at) < overlapTo;
          expect(
            a.games
              .filter(inOverlap)
              .map((g) => g.id)
              .sort(),
          ).toEqual(
            b.games
              .filter(inOverlap)
              .map((g) => g.id)
              .sort(),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('never books a team into two overlapping games', () => {
    const gameMinutes = 10;
    const { games } = scheduleGames(
      2,
      world,
      { from: iso(BASE), to: iso(BASE + 24 * 60 * minute) },
      { gameMinutes },
    );
    const byTeam = new Map<string, number[]>();
    for (const game of games) {
      for (const team of [game.home_team_id, game.away_team_id])
        byTeam.set(team, [...(byTeam.get(team) ?? []), Date.parse(game.starts_at)]);
      expect(game.home_team_id).not.toBe(game.away_team_id);
    }
    for (const starts of byTeam.values()) {
      const sorted = starts.sort((x, y) => x - y);
      for (let index = 1; index < sorted.length; index++)
        expect((sorted[index] as number) - (sorted[index - 1] as number)).toBeGreaterThanOrEqual(
          gameMinutes * minute,
        );
    }
  });

  it('starts games of every sport regularly, grouped in named slates of the game ids', () => {
    const gameMinutes = 10;
    const { games, slates } = scheduleGames(
      3,
      world,
      { from: iso(BASE), to: iso(BASE + 3 * 60 * minute) },
      { gameMinutes },
    );
    for (const sport of SPORT_IDS) {
      const starts = games
        .filter((game) => game.id.startsWith(`sim-${sport}-g-`))
        .map((game) => Date.parse(game.starts_at))
        .sort((x, y) => x - y);
      for (let index = 1; index < starts.length; index++)
        expect((starts[index] as number) - (starts[index - 1] as number)).toBeLessThanOrEqual(
          slotLength(gameMinutes),
        );
      expect(starts.length).toBeGreaterThan(10);
    }
    const ids = new Set(games.map((game) => game.id));
    expect(ids.size).toBe(games.length);
    for (const slate of slates) {
      for (const id of slate.game_ids) expect(ids.has(id)).toBe(true);
      expect(slate.name).toMatch(
        slate.sport_id === 'nfl'
          ? /^NFL · Week \d+ · \w{3} \w{3} \d+, \d+:\d\d [AP]M ET$/
          : /^[\w ]+ · \w{3} \w{3} \d+, \d+:\d\d [AP]M ET$/,
      );
    }
    expect(slates.find((slate) => slate.sport_id === 'nba')?.name).toMatch(
      /^NBA · (Sun Nov 22|Mon Nov 23|Tue Nov 24), /,
    );
    expect(games.every((game) => game.status === 'scheduled' && game.season_id.endsWith('-2026'))).toBe(true);
  });

  it('names slates in Eastern Time, saying so, wherever the server runs', () => {
    const window = { from: '2026-11-25T00:00:00.000Z', to: '2026-11-25T00:20:00.000Z' };
    const nba = scheduleGames(4, world, window, { gameMinutes: 10 }).slates.find(
      (slate) => slate.sport_id === 'nba',
    );
    // 00:00 to 00:20 UTC on the 25th is 7 PM ET on the 24th.
    expect(nba?.name).toMatch(/^NBA · Tue Nov 24, [67]:\d\d PM ET$/);
  });
});
