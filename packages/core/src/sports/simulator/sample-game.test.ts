import { describe, expect, it } from 'vitest';
import { SPORT_IDS } from '../catalog.ts';
import { sampleGame } from './sample-game.ts';
import { generateWorld } from './world.ts';

const world = generateWorld(4, { startsOn: '2026-09-01' });

describe('sampleGame', () => {
  it('pairs two different teams of the sport for any pairing, with their rosters', () => {
    for (const sport of SPORT_IDS) {
      for (let pairing = 0; pairing < 700; pairing += 7) {
        const { game, home, away } = sampleGame(world, sport, pairing, '2026-11-24T19:00:00.000Z');
        expect(game.home_team_id).not.toBe(game.away_team_id);
        expect(game.home_team_id.startsWith(`sim-${sport}-`)).toBe(true);
        expect(home.every((player) => player.team_id === game.home_team_id)).toBe(true);
        expect(away.every((player) => player.team_id === game.away_team_id)).toBe(true);
        expect(home.length).toBeGreaterThan(10);
      }
    }
  });
});
