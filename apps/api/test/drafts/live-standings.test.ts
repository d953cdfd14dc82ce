import { bestBallStandingsSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveStandings } from '../../src/features/drafts/teams/live-standings.ts';
import { contestsOfGame } from '../../src/features/drafts/teams/standings-loader.ts';
import { useTestApp } from '../app.ts';
import type { LiveSocket } from '../realtime/live-socket.ts';
import { countingDatabase } from '../statements.ts';
import { listen } from '../wallet/http-client.ts';
import { createContest, createDraft, seedNflSlate } from './fixtures.ts';
import {
  expectRanksMatchFullSort,
  followStandings,
  liveStandingsContest,
  pool,
  type StandingsPlayer,
  standingsOf,
  statEvent,
} from './standings-fixtures.ts';

// Live standings (issue 23): a stat event moves only the teams holding the player, their ranks in
// the contest's live standings agree with a full sort of the database's points, and the players
// following their standings topic are told over the socket; the others are not.

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-11-29T19:00:00Z'),
});
const db = () => testApp.current.database.handle.db;
const app = () => testApp.current.app;
const opened: LiveSocket[] = [];
afterAll(() => {
  for (const live of opened) live.close();
});

let gameId: string;
let alice: StandingsPlayer;
let carol: StandingsPlayer;
let bob: StandingsPlayer;
let botEntry: string;

beforeAll(async () => {
  const baseUrl = await listen(app());
  const contest = await liveStandingsContest(db(), app(), baseUrl);
  gameId = contest.gameId;
  botEntry = contest.bot;
  const withSocket = async (player: (typeof contest)['alice']) => {
    const live = await followStandings(baseUrl, player);
    opened.push(live);
    return { ...player, live };
  };
  [alice, carol, bob] = [
    await withSocket(contest.alice),
    await withSocket(contest.carol),
    await withSocket(contest.bob),
  ];
});

const message = async (player: StandingsPlayer, count: number) => {
  await player.live.next(() => standingsOf(player.live).length >= count);
  return bestBallStandingsSchema.parse(standingsOf(player.live)[count - 1]!.data);
};

const teamOf = (told: { teams: { entry_id: string }[] }, player: StandingsPlayer) =>
  told.teams.find((team) => team.entry_id === player.entry);

describe('live best ball standings', () => {
  it('a stat event moves only the teams holding the player; watching players are told what changed for them', async () => {
    await expectRanksMatchFullSort([alice, carol, bob]);
    // Alice's QB (drafted in draft A only) gains 30 points: only her team moves.
    await statEvent(db(), app(), gameId, pool[0]!, { receiving_yards: 300 });
    const told = await message(alice, 1);
    expect(told.teams).toEqual([
      {
        entry_id: alice.entry,
        contest_id: 'ls-a',
        points: 30,
        rank: 1,
        rank_tied: false,
        contest_rank: 1,
        contest_rank_tied: false,
        contest_teams: 3,
        tournament: null,
      },
    ]);
    expect(told.teams.map((team) => team.entry_id)).not.toContain(botEntry);
    // Carol's and Bob's teams did not move, but Alice passed them: their contest rank is now 2nd, tied.
    for (const player of [carol, bob]) {
      expect(teamOf(await message(player, 1), player)).toMatchObject({
        points: 0,
        contest_rank: 2,
        contest_rank_tied: true,
      });
    }
    const teams = await expectRanksMatchFullSort([alice, carol, bob]);
    expect(teams.map((team) => team.points)).toEqual([30, 0, 0]);

    // A player drafted in draft B only (Bob's, the 15th pick there): Bob moves, and so does Carol's
    // rank in their draft and the contest; Alice's standing is unchanged, so she is not told.
    await statEvent(db(), app(), gameId, pool[18]!, { receiving_yards: 100 });
    expect(teamOf(await message(bob, 2), bob)).toMatchObject({
      points: 10,
      rank: 1,
      contest_rank: 2,
      contest_rank_tied: false,
    });
    expect(teamOf(await message(carol, 2), carol)).toMatchObject({ points: 0, rank: 2, contest_rank: 3 });
    await expectRanksMatchFullSort([alice, carol, bob]);
    expect(standingsOf(alice.live)).toHaveLength(1);
  });

  it('a correction down moves the team back, and a rebuild from the database agrees', async () => {
    await statEvent(db(), app(), gameId, pool[0]!, { receiving_yards: 50 });
    expect((await message(alice, 2)).teams).toEqual([
      expect.objectContaining({
        entry_id: alice.entry,
        points: 5,
        contest_rank: 2,
        contest_rank_tied: false,
      }),
    ]);
    // Bob is first now; Carol stays third, so she is not told.
    expect(teamOf(await message(bob, 3), bob)).toMatchObject({ points: 10, contest_rank: 1 });
    const incremental = await expectRanksMatchFullSort([alice, carol, bob]);
    expect(standingsOf(carol.live)).toHaveLength(2);
    const { standings } = app().walletModule.bestBall;
    standings.forget();
    // At start, a process holds every contest with a game in progress.
    await standings.warm();
    expect(standings.cachedContests()).toEqual(['ls-a']);
    const rebuilt = await expectRanksMatchFullSort([alice, carol, bob]);
    expect(rebuilt.map((team) => team.contest_rank)).toEqual(incremental.map((team) => team.contest_rank));
    expect(rebuilt.map((team) => team.contest_rank)).toEqual([2, 3, 1]);
  });

  it('a socket may follow only its own player’s standings', async () => {
    await expect(alice.live.subscribe([`best-ball-standings:${bob.id}`])).rejects.toThrow(/topic_not_found/);
  });

  it('holds a contest only while it is used, and never a settled one', async () => {
    let clock = 1_000_000;
    const standings = createLiveStandings({ db: db(), now: () => clock, idleMs: 60_000 });
    await standings.applyGame(gameId, new Set());
    expect(standings.cachedContests()).toEqual(['ls-a']);
    // Two events of one game waiting their turn make one run, for every follower of both.
    const [first, second] = await Promise.all([
      standings.applyGame(gameId, new Set([alice.id])),
      standings.applyGame(gameId, new Set([bob.id])),
    ]);
    expect(second).toEqual([]);
    expect(Array.isArray(first)).toBe(true);
    // Nothing used it for longer than idleMs: the next look drops it.
    clock += 61_000;
    await standings.contestRanks([]);
    expect(standings.cachedContests()).toEqual([]);
    // A settled contest's pages read the database: its games' events build no cache for it.
    await db().execute(sql`update contests set status = 'closed' where id = 'ls-a'`);
    try {
      await standings.applyGame(gameId, new Set());
      expect(standings.cachedContests()).toEqual([]);
    } finally {
      await db().execute(sql`update contests set status = 'open' where id = 'ls-a'`);
    }
  });

  it('finds the contests scoring a game: by their own slate or a listed week, with a complete draft, not closed', async () => {
    const otherGame = await seedNflSlate(db(), 'ls-w9', '2026-12-06T18:00:00Z');
    // A season contest listing the game's slate as a week; one of another slate; one with no complete draft.
    await createContest(db(), { id: 'ls-season', slateId: 'ls-w9' });
    await db().execute(sql`insert into contest_slates (contest_id, slate_id) values ('ls-season', 'ls-w1')`);
    await createContest(db(), { id: 'ls-other', slateId: 'ls-w9' });
    await createContest(db(), { id: 'ls-filling', slateId: 'ls-w1' });
    for (const contestId of ['ls-season', 'ls-other'])
      await createDraft(db(), { contestId, status: 'complete', users: [null, null], picks: [] });
    await createDraft(db(), { contestId: 'ls-filling', status: 'filling', users: [null, null], picks: [] });
    try {
      expect(await contestsOfGame(db(), gameId)).toEqual(['ls-a', 'ls-season']);
      expect(await contestsOfGame(db(), otherGame)).toEqual(['ls-other', 'ls-season']);
      await db().execute(sql`update contests set status = 'closed' where id = 'ls-season'`);
      expect(await contestsOfGame(db(), gameId)).toEqual(['ls-a']);
    } finally {
      await db().execute(
        sql`update contests set status = 'closed' where id in ('ls-season', 'ls-other', 'ls-filling')`,
      );
    }
  });

  it('events of several games waiting their turn make one run, with one read of their contests', async () => {
    const reads: string[] = [];
    const counted = countingDatabase(db(), (query) => {
      if (/from slate_games sg join contests o/.test(query)) reads.push(query);
    });
    const standings = createLiveStandings({ db: counted });
    const [first, ...others] = await Promise.all([
      standings.applyGame(gameId, new Set()),
      standings.applyGame('ls-w9-game', new Set()),
      standings.applyGame(gameId, new Set()),
    ]);
    expect(reads).toHaveLength(1);
    expect(standings.cachedContests()).toEqual(['ls-a']);
    expect([first, ...others]).toEqual([[], [], []]);
  });
});
