import { contestsSchema, gamesResponseSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { BEST_BALL_SPORTS } from '../../src/features/contests/contest-maker.ts';
import { useTestApp } from '../app.ts';

// A fresh database with the simulated world on, as `npm start` runs the first time.
const now = new Date('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: () => now, settings: { WORLD_SIMULATOR: 'true' } });

describe('a fresh start', () => {
  it('has games and open contests of every best ball sport once its start-up step is done (before it listens)', {
    timeout: 240_000,
  }, async () => {
    const { app } = testApp.current;
    // What main.ts runs between building the app and listening; the contest_maker job never runs here.
    await app.prepareFirstLook();
    for (const sport of BEST_BALL_SPORTS) {
      const contests = await app.inject({ method: 'GET', url: `/v1/contests?sport=${sport}` });
      const open = contestsSchema.parse(contests.json()).contests;
      expect(open.length, sport).toBeGreaterThan(0);
      expect(open.every((contest) => Date.parse(contest.locks_at) > now.getTime())).toBe(true);
      const games = await app.inject({ method: 'GET', url: `/v1/games?sport_id=${sport}` });
      expect(gamesResponseSchema.parse(games.json()).data.length, sport).toBeGreaterThan(0);
    }
  });
});
