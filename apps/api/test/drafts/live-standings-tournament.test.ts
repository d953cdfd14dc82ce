import { bestBallStandingsSchema, bestBallTeamSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import type { LiveSocket } from '../realtime/live-socket.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { createContest, createDraft, seedNflSlate, seedNflWorld } from './fixtures.ts';
import { followStandings, pool, type StandingsPlayer, standingsOf, statEvent } from './standings-fixtures.ts';

// Live standings of a tournament's advancement round (issue 23): week 1 qualified, Alice's team
// (draft A) and Carol's (draft B) advanced into one group of round 1, scored on week 2 alone. A
// stat event of week 2 moves their rank in the group and in the tournament over the same topic
// as a contest's rank; a player only on a team that did not advance moves nobody in the round.

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

let week2: string;
let alice: StandingsPlayer;
let carol: StandingsPlayer;
let dave: StandingsPlayer;

beforeAll(async () => {
  await seedNflWorld(db());
  const week1 = await seedNflSlate(db(), 'lt-w1', '2026-11-22T18:00:00Z');
  week2 = await seedNflSlate(db(), 'lt-w2', '2026-11-29T18:00:00Z');
  await createContest(db(), { id: 'lt', slateId: 'lt-w1' });
  await db().execute(sql`insert into contest_slates (contest_id, slate_id, round) values ('lt', 'lt-w2', 1)`);
  await db().execute(
    sql`insert into contest_rounds (contest_id, round, advance, group_size) values ('lt', 1, 1, 2)`,
  );
  const baseUrl = await listen(app());
  const player = async () => {
    const client = new HttpClient(baseUrl);
    const { id } = await client.signIn();
    return { id, client };
  };
  const [a, b, c, d] = [await player(), await player(), await player(), await player()];
  // Draft A holds pool 0–15 (pool 0, a QB, in A only), draft B pool 4–19 (pool 18 Dave's, 19 Carol's, B only).
  const draftA = await createDraft(db(), {
    contestId: 'lt',
    status: 'complete',
    users: [a.id, b.id],
    picks: pool.slice(0, 16),
  });
  const draftB = await createDraft(db(), {
    contestId: 'lt',
    status: 'complete',
    users: [c.id, d.id],
    picks: pool.slice(4, 20),
  });
  await db().execute(sql`update games set status = 'final', updated_at = now() where id = ${week1}`);
  await db().execute(sql`update games set status = 'in_progress', updated_at = now() where id = ${week2}`);
  // Round 1 formed: Alice's and Carol's teams in group 1.
  for (const entry of [draftA.entries[0]!, draftB.entries[0]!]) {
    await db().execute(
      sql`insert into contest_groups (contest_id, round, group_number, entry_id) values ('lt', 1, 1, ${entry})`,
    );
  }
  const follow = async (who: { id: string; client: HttpClient }, entry: string) => {
    const live = await followStandings(baseUrl, who);
    opened.push(live);
    return { ...who, live, entry };
  };
  alice = await follow(a, draftA.entries[0]!);
  carol = await follow(c, draftB.entries[0]!);
  dave = await follow(d, draftB.entries[1]!);
});

const message = async (player: StandingsPlayer, count: number) => {
  await player.live.next(() => standingsOf(player.live).length >= count);
  const told = bestBallStandingsSchema.parse(standingsOf(player.live)[count - 1]!.data);
  return told.teams.find((team) => team.entry_id === player.entry);
};

/** The team as its page reads it from the database. */
const page = async (player: StandingsPlayer) =>
  bestBallTeamSchema.parse(await (await player.client.fetch(`/v1/best-ball/teams/${player.entry}`)).json());

/** What the socket said agrees with the page: the group rank and the tournament rank. */
async function expectPageAgrees(player: StandingsPlayer, told: Awaited<ReturnType<typeof message>>) {
  const team = await page(player);
  expect(team.tournament).toEqual(told?.tournament);
  expect({ rank: team.contest_rank, tied: team.contest_rank_tied, teams: team.contest_teams }).toEqual({
    rank: told?.contest_rank,
    tied: told?.contest_rank_tied,
    teams: told?.contest_teams,
  });
}

describe('live standings of a tournament round', () => {
  it('a stat event of the round moves the group and tournament ranks of the round’s teams', async () => {
    // Alice's QB (draft A only) gains 30 points in week 2: she leads her group and the tournament.
    await statEvent(db(), app(), week2, pool[0]!, { receiving_yards: 300 });
    const first = await message(alice, 1);
    expect(first).toEqual({
      entry_id: alice.entry,
      contest_id: 'lt',
      points: 30,
      rank: 1,
      rank_tied: false,
      contest_rank: 1,
      contest_rank_tied: false,
      contest_teams: 4,
      tournament: { round: 1, group_rank: 1, group_teams: 2 },
    });
    await expectPageAgrees(alice, first);
    // Carol, in Alice's group on 0, drops to 2nd in it (they were tied 1st).
    const behind = await message(carol, 1);
    expect(behind).toMatchObject({
      points: 0,
      rank: 2,
      contest_rank: 2,
      tournament: { round: 1, group_rank: 2, group_teams: 2 },
    });
    await expectPageAgrees(carol, behind);

    // A player on Dave's team alone (out after qualifying) moves nobody in the round; then Carol's
    // tight end (draft B only) scores 50 in week 2 and passes Alice in the group.
    await statEvent(db(), app(), week2, pool[18]!, { receiving_yards: 400 });
    await statEvent(db(), app(), week2, pool[19]!, { receiving_yards: 500 });
    const passed = await message(carol, 2);
    expect(passed).toMatchObject({
      points: 50,
      rank: 1,
      contest_rank: 1,
      tournament: { round: 1, group_rank: 1, group_teams: 2 },
    });
    const second = await message(alice, 2);
    expect(second).toMatchObject({ points: 30, contest_rank: 2, tournament: { group_rank: 2 } });
    await expectPageAgrees(alice, second);
    await expectPageAgrees(carol, passed);
    // Each event told Alice once: none for the event that moved nobody in her round.
    expect(standingsOf(alice.live)).toHaveLength(2);
    // Dave's team is out: his page ranks it after the round's teams, and nothing live moved it.
    expect(standingsOf(dave.live)).toHaveLength(0);
    expect((await page(dave)).tournament).toEqual({ round: 0, group_rank: null, group_teams: 0 });
  });

  it('a round forming rebuilds the live standings for the round, and the event that found it stale is told', async () => {
    const { standings } = app().walletModule.bestBall;
    standings.forget();
    await db().execute(sql`delete from contest_groups where contest_id = 'lt'`);
    // Back in qualifying (no groups): the cache is built for it.
    const qualifying = await standings.contestRanks([{ entryId: alice.entry, contestId: 'lt' }]);
    // A tournament's pages rank by round first, from the database: the live ranks leave it out.
    expect(qualifying.size).toBe(0);
    expect(standings.cachedContests()).toEqual(['lt']);
    await db().execute(
      sql`insert into contest_groups (contest_id, round, group_number, entry_id)
          values ('lt', 1, 1, ${alice.entry}), ('lt', 1, 1, ${carol.entry})`,
    );
    await statEvent(db(), app(), week2, pool[0]!, { receiving_yards: 600 });
    // Rebuilt for round 1 (the groups changed): Alice back in front of her group on 60.
    expect(await message(alice, 3)).toMatchObject({
      points: 60,
      rank: 1,
      contest_rank: 1,
      tournament: { round: 1, group_rank: 1, group_teams: 2 },
    });
  });
});
