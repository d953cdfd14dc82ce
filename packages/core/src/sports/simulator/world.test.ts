import { describe, expect, it } from 'vitest';
import { SPORT_IDS, SPORTS } from '../catalog.ts';
import { worldFileSchema } from '../world-file.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';
import { generateWorld } from './world.ts';

const TEAM_COUNTS = { nfl: 32, nba: 30, mlb: 30, nhl: 32, soccer: 20 } as const;

describe('generateWorld', () => {
  const world = generateWorld(42, { startsOn: '2026-09-01' });

  it('is identical for the same seed and differs for another', () => {
    expect(generateWorld(42, { startsOn: '2026-09-01' })).toEqual(world);
    expect(generateWorld(43, { startsOn: '2026-09-01' }).players).not.toEqual(world.players);
  });

  it('passes the world file schema as the simulator provider', () => {
    expect(worldFileSchema.parse(world)).toEqual(world);
    expect(world.provider).toBe('simulator');
  });

  it('has one league and season per sport, with readable ids', () => {
    expect(world.leagues.map((league) => league.id)).toEqual(SPORT_IDS.map((sport) => `sim-${sport}`));
    expect(world.seasons.map((season) => season.id)).toEqual(SPORT_IDS.map((sport) => `sim-${sport}-2026`));
    expect(world.teams.map((team) => team.id)).toContain('sim-nfl-KC');
    expect(world.players.map((player) => player.id)).toContain('sim-nfl-KC-qb1');
  });

  for (const sport of SPORT_IDS) {
    it(`gives ${sport} the real league's teams and rosters sized by position`, () => {
      const teams = world.teams.filter((team) => team.league_id === `sim-${sport}`);
      expect(teams).toHaveLength(TEAM_COUNTS[sport]);
      expect(new Set(teams.map((team) => team.abbreviation)).size).toBe(teams.length);
      for (const team of teams) {
        const roster = world.players.filter((player) => player.team_id === team.id);
        const byPosition: Record<string, number> = {};
        for (const player of roster) byPosition[player.position] = (byPosition[player.position] ?? 0) + 1;
        expect(byPosition).toEqual(SPORTS[sport].roster);
        const jerseys = roster.map((player) => player.jersey);
        expect(new Set(jerseys).size).toBe(jerseys.length);
        expect(roster.every((player) => player.sport_id === sport)).toBe(true);
      }
    });
  }

  it('invents names from its lists and leaves a few players unavailable', () => {
    for (const player of world.players) {
      expect(FIRST_NAMES).toContain(player.first_name);
      expect(LAST_NAMES).toContain(player.last_name);
    }
    const notActive = world.players.filter((player) => player.status !== 'active');
    expect(notActive.length).toBeGreaterThan(world.players.length * 0.02);
    expect(notActive.length).toBeLessThan(world.players.length * 0.12);
    expect(new Set(notActive.map((player) => player.status))).toEqual(
      new Set(['questionable', 'doubtful', 'out', 'injured_reserve']),
    );
  });

  it('records each player joining his team at the season start', () => {
    expect(world.roster_moves).toHaveLength(world.players.length);
    expect(world.roster_moves[0]).toEqual({
      player_id: world.players[0]?.id,
      team_id: world.players[0]?.team_id,
      moved_at: '2026-09-01T00:00:00.000Z',
    });
  });
});
