import { BEST_BALL_ROSTERS, PICK_CLOCK_MS, type WorldFile } from '@kennel/core';
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

/** The fixture world with its slates moved to `startsAt` under new ids (a world of its own, `provider`). */
function worldAt(suffix: string, startsAt: string, provider = 'fixture'): WorldFile {
  const world = sportsWorldFixture(['nba']);
  const games = world.games.map((game) => ({ ...game, id: `${game.id}-${suffix}`, starts_at: startsAt }));
  return {
    ...world,
    provider,
    games,
    slates: world.slates.map((slate) => ({
      ...slate,
      id: `${slate.id}-${suffix}`,
      starts_at: startsAt,
      game_ids: slate.game_ids.map((id) => `${id}-${suffix}`),
    })),
    projections: world.projections.map((line) => ({ ...line, game_id: `${line.game_id}-${suffix}` })),
    stat_lines: [],
    news: [],
  };
}

describe('contests for the simulated world', () => {
  it('opens the contests of each sport’s shape whose drafts fit before the slate, once', async () => {
    await app().walletModule.sports.store.upsertWorld(sportsWorldFixture());
    const made = await makeContests(db(), { now: time.now(), botsAllowed: true });
    // 81 hours ahead: both fast styles of each sport; no slow draft fits (NBA's 60 picks at 2 h 40 min need 160 hours).
    expect(made).toBe(6);
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
      entries_close_at: string;
      bots_allowed: boolean;
    }[];
    expect(contests).toHaveLength(6);
    const shapes = new Set(contests.map((c) => `${c.sport_id} ${c.seats}x${c.rounds}`));
    expect(shapes).toEqual(new Set(['nfl 12x18', 'nba 6x10', 'mlb 12x20']));
    for (const contest of contests) {
      const roster = BEST_BALL_ROSTERS[contest.sport_id]!;
      expect([contest.seats, contest.rounds]).toEqual([roster.seats, roster.rounds]);
      expect(contest.pick_clock_ms).toBe(PICK_CLOCK_MS[contest.speed]);
      expect(contest.prize_pool_cents).toBe(contest.entry_fee_cents * contest.entry_cap);
      expect(contest.locks_at).toBe(NEXT_AT);
      expect(Date.parse(contest.locks_at) - Date.parse(contest.entries_close_at)).toBe(
        contest.seats * contest.rounds * 10_000,
      );
      expect(contest.bots_allowed).toBe(true);
      expect(contest.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(await draftRows(db(), contest.id)).toHaveLength(0);
    }
    expect(new Set(contests.map((c) => c.speed))).toEqual(new Set(['fast']));
    expect(contestIdFor('nfl', 'sl-nfl-next', 'fast-5')).toBe(contestIdFor('nfl', 'sl-nfl-next', 'fast-5'));
  });

  it('offers a slow contest only for a slate far enough out, its clock scaled to a simulated world', async () => {
    const store = app().walletModule.sports.store;
    const at = (hours: number) => new Date(time.now().getTime() + hours * 3_600_000).toISOString();
    // Real slates: 8-hour clocks, so a slow NBA draft needs 160 hours (60 picks at a third of the clock).
    await store.upsertWorld(worldAt('159h', at(159)));
    await store.upsertWorld(worldAt('161h', at(161)));
    // A simulated world at 180 times real time: slow clocks of 160 s, a slow NBA draft in 54 minutes.
    await store.upsertWorld(worldAt('sim-50m', at(50 / 60), 'simulator'));
    await store.upsertWorld(worldAt('sim-60m', at(1), 'simulator'));
    await makeContests(db(), {
      now: time.now(),
      botsAllowed: false,
      timeScale: (slate) => (slate.provider === 'simulator' ? 180 : 1),
    });
    const slow = async (slateId: string) => {
      const response = await app().inject({ method: 'GET', url: `/v1/contests?sport=nba&slate=${slateId}` });
      return (response.json().contests as { speed: string; pick_clock_ms: number }[]).filter(
        (contest) => contest.speed === 'slow',
      );
    };
    expect(await slow('sl-nba-next-159h')).toEqual([]);
    expect(await slow('sl-nba-next-161h')).toMatchObject([{ pick_clock_ms: PICK_CLOCK_MS.slow }]);
    expect(await slow('sl-nba-next-sim-50m')).toEqual([]);
    expect(await slow('sl-nba-next-sim-60m')).toMatchObject([{ pick_clock_ms: 160_000 }]);
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
