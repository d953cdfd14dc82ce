import {
  BEST_BALL_ROSTERS,
  type BestBallTeam,
  bestBallLineup,
  bestBallTeamSchema,
  bestBallTeamsSchema,
  exposureSchema,
  fantasyPoints,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { type Player, signIn } from '../wallet/helpers.ts';
import {
  createContest,
  createDraft,
  createPooledEntry,
  finishGame,
  positionOf,
  projectionOrder,
  seedNflSlate,
  seedNflWorld,
} from './fixtures.ts';

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-11-24T09:00:00Z'),
});
const db = () => testApp.current.database.handle.db;
const scores = () => testApp.current.app.walletModule.bestBall.scores;
const pool = projectionOrder();
let alice: Player;
let bob: Player;
let gameId: string;
let d1: { draftId: string; entries: string[] };
let d2: { draftId: string; entries: string[] };
let pooled: string;

const teams = async (player: Player, query: string) => {
  const response = await player.browser.get(`/v1/best-ball/teams?${query}`);
  expect(response.statusCode).toBe(200);
  return bestBallTeamsSchema.parse(response.json());
};
const team = async (player: Player, entryId: string) =>
  bestBallTeamSchema.parse((await player.browser.get(`/v1/best-ball/teams/${entryId}`)).json());

// Every drafted player's stat line: different points, some negative.
const STATS = Object.fromEntries(
  pool.map((id, index) => [
    id,
    {
      receiving_yards: ((index * 37) % 90) + 5,
      receptions: index % 4,
      fumbles_lost: index % 5 === 0 ? 1 : 0,
    },
  ]),
);

beforeAll(async () => {
  await seedNflWorld(db());
  gameId = await seedNflSlate(db(), 'tm-w1', '2026-11-29T18:00:00Z');
  await seedNflSlate(db(), 'tm-w2', '2026-12-06T18:00:00Z');
  await createContest(db(), { id: 'tc-a', slateId: 'tm-w1', styleId: 'style-a' });
  await createContest(db(), { id: 'tc-b', slateId: 'tm-w1', styleId: 'style-b' });
  await createContest(db(), { id: 'tc-w2', slateId: 'tm-w2', styleId: 'style-a' });
  alice = await signIn(testApp.current.app);
  bob = await signIn(testApp.current.app);
  d1 = await createDraft(db(), {
    contestId: 'tc-a',
    status: 'complete',
    users: [alice.id, bob.id],
    picks: pool.slice(0, 16),
  });
  d2 = await createDraft(db(), {
    contestId: 'tc-b',
    status: 'drafting',
    users: [alice.id, null],
    picks: pool.slice(0, 3),
  });
  pooled = await createPooledEntry(db(), 'tc-a', alice.id);
});

describe('my best ball teams', () => {
  it('lists active teams newest first: pooled, drafting, and drafted with games to play', async () => {
    const { teams: active, next_cursor, server_now } = await teams(alice, 'status=active');
    expect(next_cursor).toBeNull();
    // The server's time, so a phone with a skewed clock counts the pick clock down right.
    expect(server_now).toBe('2026-11-24T09:00:00.000Z');
    expect(active.map((row) => [row.entry_id, row.phase])).toEqual([
      [pooled, 'pooled'],
      [d2.entries[0], 'drafting'],
      [d1.entries[0], 'drafted'],
    ]);
    const [waiting, drafting, drafted] = active as [BestBallTeam, BestBallTeam, BestBallTeam];
    expect(waiting).toMatchObject({
      draft_id: null,
      seat: null,
      roster: [],
      periods: [],
      points: null,
      rank: null,
    });
    expect(drafting).toMatchObject({
      draft_id: d2.draftId,
      draft_status: 'drafting',
      seat: 1,
      current_pick: 4,
      deadline_at: '2026-11-24T10:00:00.000Z',
      roster: [{ pick_number: 1, round: 1, player_id: pool[0], points: 0 }],
      // The draft's other seat is a bot's.
      draft_size: 2,
      draft_bots: 1,
    });
    expect(drafted.contest).toMatchObject({
      id: 'tc-a',
      style_id: 'style-a',
      entry_fee_cents: 500,
      seats: 2,
      rounds: 8,
    });
    expect(drafted.roster.map((pick) => pick.pick_number)).toEqual([1, 4, 5, 8, 9, 12, 13, 16]);
    expect(drafted.players.map((player) => player.id)).toEqual(drafted.roster.map((pick) => pick.player_id));
    expect(drafted).toMatchObject({
      draft_size: 2,
      draft_bots: 0,
      points: null,
      rank: null,
      rank_tied: false,
      players_started: 0,
      current_pick: null,
      deadline_at: null,
    });
    expect(drafted.periods).toMatchObject([{ id: 'tm-w1', label: 'Week tm-w1', final: false, points: 0 }]);
    expect((await teams(alice, 'status=completed')).teams).toEqual([]);
  });

  it('pages with a cursor and filters by slate and contest style', async () => {
    const first = await teams(alice, 'status=active&limit=2');
    expect(first.teams).toHaveLength(2);
    const rest = await teams(alice, `status=active&limit=2&cursor=${first.next_cursor}`);
    expect(rest.teams.map((row) => row.entry_id)).toEqual([d1.entries[0]]);
    expect(rest.next_cursor).toBeNull();
    expect((await teams(alice, 'contest_style=style-b')).teams.map((row) => row.entry_id)).toEqual([
      d2.entries[0],
    ]);
    expect((await teams(alice, 'slate=tm-w2')).teams).toEqual([]);
  });

  it('once the games are over, scores each team’s best lineup from the stat lines and ranks the draft', async () => {
    await finishGame(db(), gameId, STATS);
    const { teams: completed } = await teams(alice, 'status=completed');
    expect(completed.map((row) => [row.entry_id, row.phase])).toEqual([[d1.entries[0], 'completed']]);
    const mine = await team(alice, d1.entries[0]!);
    const theirs = await team(bob, d1.entries[1]!);
    const expected = (entry: BestBallTeam) =>
      bestBallLineup(
        BEST_BALL_ROSTERS.nfl!,
        entry.roster.map((pick) => ({
          id: pick.player_id,
          position: positionOf(pick.player_id),
          points: fantasyPoints('nfl', STATS[pick.player_id]!),
        })),
      );
    for (const entry of [mine, theirs]) {
      const lineup = expected(entry);
      expect(entry.periods).toEqual([
        {
          id: 'tm-w1',
          label: 'Week tm-w1',
          starts_at: '2026-11-29T18:00:00.000Z',
          final: true,
          points: lineup.points,
          starters: lineup.starters.map((starter) => ({
            slot: starter.slot,
            player_id: starter.playerId,
            points: starter.points,
          })),
        },
      ]);
      expect(entry.points).toBe(lineup.points);
      for (const pick of entry.roster) expect(pick.points).toBe(fantasyPoints('nfl', STATS[pick.player_id]!));
    }
    const [better, worse] = (mine.points ?? 0) >= (theirs.points ?? 0) ? [mine, theirs] : [theirs, mine];
    expect(better.rank).toBe(1);
    expect(worse.rank).toBe(better.points === worse.points ? 1 : 2);

    // The job writes the same points and ranks, and a second run changes nothing.
    expect(await scores().scoreLive()).toBe(2);
    const stored = await selectRows<{ id: string; points: number; rank: number }>(
      db(),
      sql`select id, points, rank from contest_entries where draft_id = ${d1.draftId} order by seat`,
    );
    expect(stored.map((row) => [row.id, Number(row.points), row.rank])).toEqual([
      [mine.entry_id, mine.points, mine.rank],
      [theirs.entry_id, theirs.points, theirs.rank],
    ]);
    expect(await scores().scoreLive()).toBe(0);
    expect(await scores().runOnce()).toEqual({ best_ball_scores: 0 });
  });

  it('gives tied teams the same rank', async () => {
    const tied = await createDraft(db(), {
      contestId: 'tc-w2',
      status: 'complete',
      users: [alice.id, bob.id, null],
      picks: pool.slice(0, 6),
    });
    // The week's game is over and nobody on either roster recorded a stat.
    await finishGame(db(), 'tm-w2-game', {});
    await scores().scoreDrafts([tied.draftId]);
    const ranks = await selectRows<{ seat: number; points: number; rank: number }>(
      db(),
      sql`select seat, points, rank from contest_entries where draft_id = ${tied.draftId} order by seat`,
    );
    expect(ranks.map((row) => [row.seat, Number(row.points), row.rank])).toEqual([
      [1, 0, 1],
      [2, 0, 1],
      [3, 0, 1],
    ]);
    expect(await team(alice, tied.entries[0]!)).toMatchObject({
      rank: 1,
      rank_tied: true,
      // Alice's seat took two of the six picks; both players' game is over.
      players_started: 2,
      // Three teams in the draft, one a bot's: the contest rank counts the players' two.
      draft_size: 3,
      draft_bots: 1,
      contest_rank: 1,
      contest_teams: 2,
    });
  });

  it('shows a team only to its owner', async () => {
    const response = await bob.browser.get(`/v1/best-ball/teams/${d1.entries[0]}`);
    expect(response.statusCode).toBe(404);
    expect((await bob.browser.get('/v1/best-ball/teams/not-an-entry')).statusCode).toBe(404);
  });
});

describe('exposure', () => {
  it('is the share of the player’s drafted teams on a slate holding each player', async () => {
    const response = await alice.browser.get('/v1/exposure?slate=tm-w1');
    expect(response.statusCode).toBe(200);
    const exposure = exposureSchema.parse(response.json());
    // Two teams with picks (the pooled entry has none): pool[0] is on both.
    expect(exposure.teams).toBe(2);
    expect(exposure.players[0]).toMatchObject({ teams: 2, share: 1, average_pick: 1 });
    expect(exposure.players[0]?.player).toMatchObject({
      id: pool[0],
      position: 'QB',
      team: { abbreviation: 'D1' },
    });
    const shares = Object.fromEntries(exposure.players.map((row) => [row.player.id, row.share]));
    expect(shares).toEqual(
      Object.fromEntries(
        [pool[0], pool[3], pool[4], pool[7], pool[8], pool[11], pool[12], pool[15]].map((id, index) => [
          id,
          index === 0 ? 1 : 0.5,
        ]),
      ),
    );

    const styleB = exposureSchema.parse(
      (await alice.browser.get('/v1/exposure?slate=tm-w1&contest_style=style-b')).json(),
    );
    expect(styleB).toMatchObject({ teams: 1, contest_style: 'style-b' });
    expect(styleB.players.map((row) => [row.player.id, row.share])).toEqual([[pool[0], 1]]);
    expect(exposureSchema.parse((await bob.browser.get('/v1/exposure?slate=tm-w1')).json()).teams).toBe(1);
  });
});

describe('exposure against ADP', () => {
  it('compares the player’s picks with the field’s ADP, never with their own picks', async () => {
    // Bob and a bot draft the slate in another contest: Bob takes pool[3] first, the bot pool[0].
    const order = [pool[3]!, pool[0]!, ...pool.filter((id) => id !== pool[3] && id !== pool[0]).slice(0, 12)];
    await createDraft(db(), { contestId: 'tc-b', status: 'complete', users: [bob.id, null], picks: order });
    // The stored ADP (over every completed draft, Alice's own included) is recomputed first.
    await testApp.current.app.walletModule.bestBall.adp.recomputeSlate('nfl', 'tm-w1');
    const exposure = exposureSchema.parse((await alice.browser.get('/v1/exposure?slate=tm-w1')).json());
    const row = (id: string) => exposure.players.find((candidate) => candidate.player.id === id)!;
    // Alice took pool[3] at pick 4; the field only at pick 1: she got him three picks later.
    expect(row(pool[3]!)).toMatchObject({ average_pick: 4, adp: 1 });
    // Alice took pool[0] first on both teams; the field's bot took him second.
    expect(row(pool[0]!)).toMatchObject({ average_pick: 1, adp: 2 });
    // Nobody else drafted pool[15] (Alice at pick 16): the ADP the room opened with, projection order.
    expect(row(pool[15]!)).toMatchObject({ average_pick: 16, adp: 16 });
    // Alice's view is not Bob's: his own picks are out of his field.
    const bobs = exposureSchema.parse((await bob.browser.get('/v1/exposure?slate=tm-w1')).json());
    expect(bobs.players.find((candidate) => candidate.player.id === pool[3])).toMatchObject({
      average_pick: 1,
      adp: 4,
    });
  });
});
