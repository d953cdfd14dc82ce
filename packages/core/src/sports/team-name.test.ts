import { describe, expect, it } from 'vitest';
import { SOCCER_TEAMS } from './simulator/teams/soccer-teams.ts';
import { teamName } from './team-name.ts';

describe('teamName', () => {
  it('joins location and nickname in the American leagues', () => {
    expect(teamName({ sport_id: 'nfl', location: 'New Orleans', nickname: 'Saints' })).toBe(
      'New Orleans Saints',
    );
    expect(teamName({ sport_id: 'nhl', location: 'Tampa Bay', nickname: 'Lightning' })).toBe(
      'Tampa Bay Lightning',
    );
  });

  it("calls every soccer club by its own name, never its town's twice or a town it is not named for", () => {
    for (const [, location, nickname] of SOCCER_TEAMS) {
      const name = teamName({ sport_id: 'soccer', location, nickname });
      expect(name).toBe(nickname);
      expect(name.startsWith(`${location} ${location}`)).toBe(false);
    }
    expect(teamName({ sport_id: 'soccer', location: 'Leeds', nickname: 'Leeds United' })).toBe(
      'Leeds United',
    );
    expect(teamName({ sport_id: 'soccer', location: 'London', nickname: 'Arsenal' })).toBe('Arsenal');
  });
});
