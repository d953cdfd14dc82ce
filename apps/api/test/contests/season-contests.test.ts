import type { WorldFile } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contestIdFor, makeContests } from '../../src/features/contests/contest-maker.ts';
import { createContestsRepo } from '../../src/features/contests/repo.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { sportsWorldFixture } from '../support/sports-world.ts';
import { walletOf } from '../wallet/helpers.ts';
import { enter, fundedPlayer } from './fixtures.ts';

// Season-long best ball beside each week's contests (RULES.md, Best ball: the score is the sum over
// periods): one NFL contest drafts before the next week and scores every week to the season's end.

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

/** The fixture's NFL world moved to week `week` (7 days apart from 3 days ahead), under new ids. */
function nflWeek(week: number): WorldFile {
  const world = sportsWorldFixture(['nfl']);
  const startsAt = new Date(time.now().getTime() + (3 + 7 * (week - 1)) * 86_400_000).toISOString();
  const suffix = `w${week}`;
  return {
    ...world,
    games: world.games.map((game) => ({ ...game, id: `${game.id}-${suffix}`, starts_at: startsAt })),
    slates: world.slates.map((slate) => ({
      ...slate,
      id: `${slate.id}-${suffix}`,
      name: `Week ${week}`,
      starts_at: startsAt,
      game_ids: slate.game_ids.map((id) => `${id}-${suffix}`),
    })),
    projections: world.projections.map((line) => ({ ...line, game_id: `${line.game_id}-${suffix}` })),
    stat_lines: [],
    news: [],
  };
}

describe('season-long contests', () => {
  it('opens none while the season has a single week left', async () => {
    await app().walletModule.sports.store.upsertWorld(nflWeek(1));
    await makeContests(db(), { now: time.now(), botsAllowed: true });
    const rows = await selectRows<{ id: string }>(
      db(),
      sql`select id from contests where style_id = 'nfl-season-10'`,
    );
    expect(rows).toEqual([]);
  });

  it('opens one NFL contest from the next week to the last, scoring every week, once', async () => {
    const store = app().walletModule.sports.store;
    for (const week of [1, 2, 3]) await store.upsertWorld(nflWeek(week));
    const slateIds = (
      await selectRows<{ id: string }>(db(), sql`select id from slates order by starts_at`)
    ).map((row) => row.id);
    expect(slateIds).toHaveLength(3);
    expect(await makeContests(db(), { now: time.now(), botsAllowed: true })).toBeGreaterThan(0);
    expect(await makeContests(db(), { now: time.now(), botsAllowed: true })).toBe(0);

    const seasonId = contestIdFor('nfl', slateIds[0]!, 'season-10');
    const lobby = await app().inject({ method: 'GET', url: `/v1/contests?sport=nfl&slate=${slateIds[0]}` });
    const contests = lobby.json().contests as { id: string; name: string; entry_fee_cents: number }[];
    const season = contests.find((contest) => contest.id === seasonId);
    expect(season).toMatchObject({ name: 'NFL Season, Week 1 to Week 3 · $10.00', entry_fee_cents: 1_000 });
    expect(contests.filter((contest) => contest.id !== seasonId).length).toBeGreaterThan(0);
    const weeks = await selectRows<{ slate_id: string }>(
      db(),
      sql`select slate_id from contest_slates where contest_id = ${seasonId} order by slate_id`,
    );
    expect(weeks.map((row) => row.slate_id)).toEqual([slateIds[1], slateIds[2]].sort());
    // Three weeks are too few for a tournament (two qualifying weeks, then two rounds).
    expect(await selectRows(db(), sql`select id from contests where style_id = 'nfl-tournament-25'`)).toEqual(
      [],
    );
  });

  it('starts from the first week a draft still fits before', async () => {
    // Ten minutes ahead: too close for a draft of 216 picks, so the season starts at Week 1
    // of the fixture (three days ahead) and this week is left behind.
    const soon = nflWeek(0);
    const startsAt = new Date(time.now().getTime() + 10 * 60_000).toISOString();
    await app().walletModule.sports.store.upsertWorld({
      ...soon,
      games: soon.games.map((game) => ({ ...game, starts_at: startsAt })),
      slates: soon.slates.map((slate) => ({ ...slate, starts_at: startsAt })),
    });
    await makeContests(db(), { now: time.now(), botsAllowed: true });
    const starts = await selectRows<{ name: string }>(
      db(),
      sql`select s.name from contests c join slates s on s.id = c.slate_id where c.style_id = 'nfl-season-10'`,
    );
    expect(starts.map((row) => row.name)).toEqual(['Week 1']);
  });

  it('opens a tournament once the season has four weeks: two qualifying, then a round a week', async () => {
    await app().walletModule.sports.store.upsertWorld(nflWeek(4));
    await makeContests(db(), { now: time.now(), botsAllowed: true });
    // Both start at Week 1, the first week a draft fits before.
    const [first] = await selectRows<{ slate_id: string }>(
      db(),
      sql`select slate_id from contests where style_id = 'nfl-season-10'`,
    );
    const tournamentId = contestIdFor('nfl', first!.slate_id, 'tournament-25');
    const lobby = await app().inject({ method: 'GET', url: `/v1/contests/${tournamentId}` });
    expect(lobby.statusCode).toBe(200);
    expect(lobby.json()).toMatchObject({
      name: 'NFL Tournament, Week 1 to Week 4 · $25.00',
      entry_fee_cents: 2_500,
    });
    const weeks = await selectRows<{ name: string; round: number }>(
      db(),
      sql`select s.name, cs.round from contest_slates cs join slates s on s.id = cs.slate_id
          where cs.contest_id = ${tournamentId} order by s.starts_at`,
    );
    expect(weeks.map((week) => [week.name, Number(week.round)])).toEqual([
      ['Week 2', 0],
      ['Week 3', 1],
      ['Week 4', 2],
    ]);
    // The season contest opened with three weeks keeps them: a week found later is not added.
    const seasonWeeks = await selectRows(
      db(),
      sql`select slate_id from contest_slates where contest_id = ${contestIdFor('nfl', first!.slate_id, 'season-10')}`,
    );
    expect(seasonWeeks).toHaveLength(2);
    const rounds = await selectRows<{ round: number; advance: number; group_size: number }>(
      db(),
      sql`select round, advance, group_size from contest_rounds where contest_id = ${tournamentId} order by round`,
    );
    expect(rounds.map((round) => [round.round, round.advance, round.group_size].map(Number))).toEqual([
      [1, 2, 12],
      [2, 1, 12],
    ]);
  });

  /** Marks a week's games in progress now, before their start: played early. */
  async function playEarly(week: string): Promise<string> {
    const [slate] = await selectRows<{ id: string }>(db(), sql`select id from slates where name = ${week}`);
    await db().execute(
      sql`update games set status = 'in_progress'
          where id in (select game_id from slate_games where slate_id = ${slate!.id})`,
    );
    return slate!.id;
  }

  const seasonNames = async () => {
    const lobby = await app().inject({ method: 'GET', url: '/v1/contests?sport=nfl' });
    return (lobby.json().contests as { name: string; style_id: string }[])
      .filter((contest) => contest.style_id === 'nfl-season-10')
      .map((contest) => contest.name);
  };

  it('opens the next season contest at once when its first week is played early', async () => {
    expect(await seasonNames()).toEqual(['NFL Season, Week 1 to Week 3 · $10.00']);
    await playEarly('Week 1');
    // The lobby takes no more entries for Week 1 (a game of it has begun), though it starts later.
    expect(await seasonNames()).toEqual([]);
    await makeContests(db(), { now: time.now(), botsAllowed: true });
    expect(await seasonNames()).toEqual(['NFL Season, Week 2 to Week 4 · $10.00']);
  });

  it('opens no contest on a week played early, and no season that would score it', async () => {
    const store = app().walletModule.sports.store;
    for (const week of [5, 6]) await store.upsertWorld(nflWeek(week));
    const week5 = await playEarly('Week 5');
    expect(await makeContests(db(), { now: time.now(), botsAllowed: true })).toBeGreaterThan(0);
    expect(await selectRows(db(), sql`select id from contests where slate_id = ${week5}`)).toEqual([]);
    expect(
      await selectRows(db(), sql`select contest_id from contest_slates where slate_id = ${week5}`),
    ).toEqual([]);
    // A season from Week 6 alone would be one week: none opens, and the one from Week 2 stays as sold.
    expect(await seasonNames()).toEqual(['NFL Season, Week 2 to Week 4 · $10.00']);
  });
  it('takes no more entries into an open season contest once a game of a later week has begun, and locks it', async () => {
    const [week2] = await selectRows<{ id: string }>(db(), sql`select id from slates where name = 'Week 2'`);
    const seasonId = contestIdFor('nfl', week2!.id, 'season-10');
    const early = await fundedPlayer(app());
    expect((await enter(early, seasonId, 1)).statusCode).toBe(201);
    // Week 3, the season's second week, is played early: a team drafted now would score it.
    await playEarly('Week 3');
    expect(await seasonNames()).toEqual([]);
    const late = await fundedPlayer(app());
    const refused = await enter(late, seasonId, 1);
    expect([refused.statusCode, refused.json().api_code]).toEqual([409, 'contest_locked']);
    expect((await walletOf(late)).cash_cents).toBe(50_00);
    expect(await createContestsRepo(db()).dueForLock(time.now())).toContain(seasonId);
  });
});
