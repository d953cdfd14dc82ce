import { BEST_BALL_ROSTERS, PICK_CLOCK_MS } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { contestIdFor, makeContests, prizeTable } from '../../src/features/contests/contest-maker.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { NEXT_AT, sportsWorldFixture } from '../support/sports-world.ts';
import { draftRows } from './fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

describe('contests for the simulated world', () => {
  it('opens fast and slow contests of each sport’s shape for every upcoming slate, once', async () => {
    await app().walletModule.sports.store.upsertWorld(sportsWorldFixture());
    const made = await makeContests(db(), { now: time.now(), botsAllowed: true });
    expect(made).toBe(9);
    expect(await makeContests(db(), { now: time.now(), botsAllowed: true })).toBe(0);
    // The job on the shared queue finds nothing new either.
    expect((await app().walletModule.contestJobs.runOnce()).contest_maker).toBe(0);

    const lobby = await app().inject({ method: 'GET', url: '/v1/contests' });
    const contests = (lobby.json().data ?? lobby.json()).contests as {
      id: string;
      sport_id: 'nfl' | 'nba' | 'mlb';
      slate_id: string;
      seats: number;
      rounds: number;
      speed: 'fast' | 'slow';
      pick_clock_ms: number;
      entry_fee_cents: number;
      entry_cap: number;
      prize_pool_cents: number;
      locks_at: string;
      bots_allowed: boolean;
    }[];
    expect(contests).toHaveLength(9);
    const shapes = new Set(contests.map((c) => `${c.sport_id} ${c.seats}x${c.rounds}`));
    expect(shapes).toEqual(new Set(['nfl 12x18', 'nba 6x10', 'mlb 12x20']));
    for (const contest of contests) {
      const roster = BEST_BALL_ROSTERS[contest.sport_id]!;
      expect([contest.seats, contest.rounds]).toEqual([roster.seats, roster.rounds]);
      expect(contest.pick_clock_ms).toBe(PICK_CLOCK_MS[contest.speed]);
      expect(contest.prize_pool_cents).toBe(contest.entry_fee_cents * contest.entry_cap);
      expect(contest.locks_at).toBe(NEXT_AT);
      expect(contest.bots_allowed).toBe(true);
      expect(contest.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(await draftRows(db(), contest.id)).toHaveLength(0);
    }
    expect(new Set(contests.map((c) => c.speed))).toEqual(new Set(['fast', 'slow']));
    expect(contestIdFor('nfl', 'sl-nfl-next', 'fast-5')).toBe(contestIdFor('nfl', 'sl-nfl-next', 'fast-5'));
  });

  it('makes prize tables that pay out the whole pool, best rank first', () => {
    for (const pool of [0, 1, 99, 60_000, 123_457, 30_000_000]) {
      const table = prizeTable(pool);
      expect(table.reduce((sum, t) => sum + t.amountCents * (t.rankTo - t.rankFrom + 1), 0)).toBe(pool);
      const amounts = table.map((t) => t.amountCents);
      expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    }
  });
});
