import { bestBallStandingsSchema, bestBallTeamSchema } from '@kennel/core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { App } from '../../src/platform/http/server.ts';
import { useTestApp } from '../app.ts';
import { listen } from '../wallet/http-client.ts';
import {
  expectRanksMatchFullSort,
  followStandings,
  liveStandingsContest,
  pool,
  standingsOf,
  statEvent,
} from './standings-fixtures.ts';

// Two API processes on one PostgreSQL: a stat event committed and announced by one reaches, over
// the bus, a player whose socket is on the other, which keeps its own live standings.
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-11-29T19:00:00Z'),
});
const closing: { close(): unknown }[] = [];
afterAll(async () => {
  for (const item of closing.reverse()) await item.close();
});

describe('live standings across two API processes', () => {
  it('tells the player on the other process, with the ranks both processes show', async () => {
    const { config, database } = testApp.current;
    const here = testApp.current.app;
    const other = await database.openAnotherHandle();
    const there: App = await buildApp({ config, db: other.db });
    closing.push(there);
    await there.ready();
    const db = database.handle.db;
    const contest = await liveStandingsContest(db, here);
    const thereUrl = await listen(there);
    const live = await followStandings(thereUrl, contest.alice);
    closing.push(live);

    await statEvent(db, here, contest.gameId, pool[0]!, { receiving_yards: 300 });
    await live.next(() => standingsOf(live).length > 0);
    const told = bestBallStandingsSchema.parse(standingsOf(live)[0]!.data);
    expect(told.teams).toEqual([
      expect.objectContaining({
        entry_id: contest.alice.entry,
        points: 30,
        contest_rank: 1,
        contest_teams: 3,
      }),
    ]);
    // Each process's page shows the same ranks, the full sort's.
    await expectRanksMatchFullSort([contest.alice, contest.carol, contest.bob]);
    const onOther = await contest.alice.client.fetch(`${thereUrl}/v1/best-ball/teams/${contest.alice.entry}`);
    expect(bestBallTeamSchema.parse(await onOther.json())).toMatchObject({ points: 30, contest_rank: 1 });
  });
});
