import { describe, expect, it } from 'vitest';
import { SPORT_IDS } from '../catalog.ts';
import { fantasyPoints } from '../fantasy-points.ts';
import { applyGameEvents, initialGameState } from '../game-state.ts';
import { type PlayerTier, playerProfile } from './profiles.ts';
import { projectGame } from './projections.ts';
import { sampleGame } from './sample-game.ts';
import { simulateGame } from './simulate-game.ts';
import { generateWorld } from './world.ts';

const world = generateWorld(21, { startsOn: '2026-09-01' });
const at = '2026-11-24T19:00:00.000Z';

describe('playerProfile', () => {
  it('is recomputed identically from seed and row, and tiers follow depth', () => {
    const qb1 = world.players.find((player) => player.id === 'sim-nfl-KC-qb1');
    const qb2 = world.players.find((player) => player.id === 'sim-nfl-KC-qb2');
    if (!qb1 || !qb2) throw new Error('missing quarterbacks');
    expect(playerProfile(21, { ...qb1 })).toEqual(playerProfile(21, qb1));
    expect(['star', 'starter']).toContain(playerProfile(21, qb1).tier);
    expect(playerProfile(21, qb2).tier).toBe('bench');
    expect(playerProfile(21, qb1).means.passing_yards).toBeGreaterThan(
      playerProfile(21, qb2).means.passing_yards ?? 0,
    );
  });

  it('is drawn once per seed and player, and drawn again for another seed, position or sport', () => {
    const qb1 = world.players.find((player) => player.id === 'sim-nfl-KC-qb1');
    if (!qb1) throw new Error('missing quarterback');
    const first = playerProfile(21, qb1);
    // A second simulation of the same player shares the first one's profile (it is never changed).
    expect(playerProfile(21, { ...qb1 })).toBe(first);
    const otherSeed = playerProfile(22, qb1);
    expect(otherSeed).not.toBe(first);
    expect(otherSeed.playerId).toBe(qb1.id);
    const asKicker = playerProfile(21, { ...qb1, position: 'K' });
    expect(asKicker.means).not.toHaveProperty('passing_yards');
    expect(first.means.passing_yards).toBeGreaterThan(0);
    const inOtherSport = playerProfile(21, { ...qb1, sport_id: 'nba', position: 'PG' });
    expect(inOtherSport.means).toHaveProperty('assists');
    expect(playerProfile(21, qb1)).toBe(first);
  });

  it('makes some stars and some bench players in every sport', () => {
    for (const sport of SPORT_IDS) {
      const tiers = new Set(
        world.players
          .filter((player) => player.sport_id === sport)
          .map((player) => playerProfile(21, player).tier),
      );
      expect(tiers).toEqual(new Set<PlayerTier>(['star', 'starter', 'rotation', 'bench']));
    }
  });

  it('has stars outscore bench players on average over simulated games', () => {
    for (const sport of SPORT_IDS) {
      const totals: Record<PlayerTier, number[]> = { star: [], starter: [], rotation: [], bench: [] };
      for (let pairing = 0; pairing < 10; pairing++) {
        const { game, home, away } = sampleGame(world, sport, pairing, at);
        const { state } = applyGameEvents(
          initialGameState(),
          simulateGame(pairing, game, home, away, { gameMinutes: 10 }),
        );
        for (const player of [...home, ...away]) {
          totals[playerProfile(pairing, player).tier].push(
            fantasyPoints(sport, state.statLines[player.id] ?? {}),
          );
        }
      }
      const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
      expect(average(totals.star), sport).toBeGreaterThan(average(totals.starter));
      expect(average(totals.starter), sport).toBeGreaterThan(2 * average(totals.bench));
    }
  });
});

describe('projectGame', () => {
  it('projects every player of both teams, zero for those who sit, near the simulated means', () => {
    const { game, home, away } = sampleGame(world, 'nba', 2, at);
    const out = { ...(home[0] as (typeof home)[number]), status: 'out' as const };
    const players = { home: [out, ...home.slice(1)], away };
    const projections = projectGame(4, game, players.home, players.away);
    expect(projections).toHaveLength(home.length + away.length);
    expect(projectGame(4, game, players.home, players.away)).toEqual(projections);
    expect(
      Object.values(projections.find((projection) => projection.player_id === out.id)?.stats ?? {}),
    ).toEqual(Array(8).fill(0));
    const minutes = projections.filter((projection) =>
      home.some((player) => player.id === projection.player_id),
    );
    const teamMinutes = minutes.reduce((sum, projection) => sum + (projection.stats.minutes ?? 0), 0);
    expect(teamMinutes).toBeGreaterThan(239);
    expect(teamMinutes).toBeLessThan(252);
    const teamPoints = minutes.reduce((sum, projection) => sum + (projection.stats.points ?? 0), 0);
    expect(teamPoints).toBeGreaterThan(85);
    expect(teamPoints).toBeLessThan(130);
  });
});
