import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { TestBrowser } from '../browser.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', WORLD_GAME_MINUTES: '1' } });

interface GameState {
  id: string;
  sport_id: string;
  status: string;
  starts_at: string;
  period: number;
  clock_seconds: number | null;
  home_score: number;
  away_score: number;
  seq: number;
}

describe('the sports world test routes (e2e runs with the simulator off)', () => {
  it('seed the world once, then move a game on by a number of events', async () => {
    const browser = new TestBrowser(testApp.current.app);
    await browser.get('/v1/csrf');
    const seeded = await browser.post('/v1/test/world/seed', {});
    expect(seeded.statusCode).toBe(200);
    const { data } = seeded.json<{ data: { seeded: boolean; games: GameState[] } }>();
    expect(data.seeded).toBe(true);
    expect(data.games.length).toBeGreaterThan(0);
    const again = await browser.post('/v1/test/world/seed', {});
    expect(again.json<{ data: { seeded: boolean } }>().data.seeded).toBe(false);

    const game = data.games.find((candidate) => candidate.sport_id === 'nba') ?? data.games[0];
    if (!game) throw new Error('no game');
    const started = await browser.post('/v1/test/world/advance', { game_id: game.id, events: 1 });
    expect(started.statusCode).toBe(200);
    expect(started.json<{ data: { applied: number; game: GameState } }>().data).toMatchObject({
      applied: 1,
      game: { id: game.id, status: 'in_progress', period: 1, seq: 1 },
    });
    const moved = await browser.post('/v1/test/world/advance', { game_id: game.id, events: 40 });
    const after = moved.json<{ data: { applied: number; game: GameState } }>().data;
    expect(after.applied).toBe(40);
    expect(after.game.seq).toBe(41);
    expect(after.game.home_score + after.game.away_score).toBeGreaterThan(0);

    const unknown = await browser.post('/v1/test/world/advance', { game_id: 'sim-nba-g-0-99', events: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ api_code: string }>().api_code).toBe('not_found');
    const invalid = await browser.post('/v1/test/world/advance', { game_id: game.id, events: 0 });
    expect(invalid.statusCode).toBe(400);
  });
});
