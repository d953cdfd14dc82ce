import { contestsLobbyTopic, liveContestsMessageSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContests } from '../../src/features/contests/contest-maker.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { type LiveMessage, type LiveSocket, openLiveSocket } from '../realtime/live-socket.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { signIn } from '../wallet/helpers.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { enter, fundedPlayer, insertContest } from './fixtures.ts';

// The lobby topic (contracts/contests.ts): a sport's contests' entry counts and status, published
// after the commit that changed them, one message per transaction and sport.

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

let live: LiveSocket;
/** What the committed rows said each time a lobby message reached this instance's bus. */
const committedAtPublish: { contestId: string; entries: number }[] = [];

const lobbyMessages = (from: number, contestId: string) =>
  live.received
    .slice(from)
    .filter((message) => message.type === 'contests')
    .map((message) => liveContestsMessageSchema.parse(message))
    .filter((message) => message.data.contests.some((contest) => contest.id === contestId));

const about = (contestId: string, from: number) => (message: LiveMessage) =>
  live.received.indexOf(message) >= from &&
  message.type === 'contests' &&
  liveContestsMessageSchema.parse(message).data.contests.some((contest) => contest.id === contestId);

beforeAll(async () => {
  const baseUrl = await listen(app());
  const watcher = new HttpClient(baseUrl);
  await watcher.signIn();
  live = await openLiveSocket(baseUrl, watcher);
  await live.subscribe([contestsLobbyTopic('nfl')]);
  // Reads through the pool (another connection on PostgreSQL): only committed rows are visible.
  app().eventBus.subscribe((event) => {
    if (event.type !== 'contests' || !('topic' in event)) return;
    const { contests } = liveContestsMessageSchema.parse({ ...event, topic: event.topic }).data;
    for (const contest of contests) {
      void selectRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from contest_entries
            where contest_id = ${contest.id} and user_id is not null and state <> 'refunded'`,
      ).then(([row]) => committedAtPublish.push({ contestId: contest.id, entries: Number(row?.n) }));
    }
  });
});
afterAll(() => live?.close());

describe('the lobby topic', () => {
  it('is a topic a socket may follow; unknown lobbies are refused', async () => {
    await expect(live.subscribe(['contests:cricket'])).rejects.toThrow(/subscribe refused/);
  });

  it('moves a contest’s count when another player buys entries, after the purchase commits', async () => {
    const contest = await insertContest(db(), time.now(), { seats: 3 });
    const broke = await signIn(app());
    const buyer = await fundedPlayer(app(), 20_00);
    const from = live.received.length;

    // A refused purchase (no funds) commits nothing and publishes nothing.
    expect((await enter(broke, contest.id, 1)).statusCode).toBe(422);
    const bought = await enter(buyer, contest.id, 2);
    expect(bought.statusCode, bought.body).toBe(201);
    await live.next(about(contest.id, from));
    const [first, ...rest] = lobbyMessages(from, contest.id);
    expect(rest).toEqual([]);
    expect(first).toEqual({
      type: 'contests',
      topic: 'contests:nfl',
      data: { contests: [{ id: contest.id, slate_id: contest.slateId, entries: 2, status: 'open' }] },
    });
    await expect
      .poll(() => committedAtPublish.filter((row) => row.contestId === contest.id))
      .toEqual([{ contestId: contest.id, entries: 2 }]);
  });

  it('says when a contest locks and its waiting entries are refunded', async () => {
    // Entries close 12 picks of 10 s before the lock: half a second from now.
    const contest = await insertContest(db(), time.now(), {
      seats: 3,
      locksAt: new Date(time.now().getTime() + 120_500),
    });
    const buyer = await fundedPlayer(app(), 20_00);
    const from = live.received.length;
    expect((await enter(buyer, contest.id, 1)).statusCode).toBe(201);
    time.advance(1_000);
    await app().walletModule.contests.lockDue();
    const locked = (message: LiveMessage) =>
      about(contest.id, from)(message) &&
      liveContestsMessageSchema.parse(message).data.contests.some((row) => row.status === 'locked');
    await live.next(locked);
    expect(lobbyMessages(from, contest.id).map((message) => message.data.contests)).toEqual([
      [{ id: contest.id, slate_id: contest.slateId, entries: 1, status: 'open' }],
      [{ id: contest.id, slate_id: contest.slateId, entries: 0, status: 'locked' }],
    ]);
  });

  it('announces the contest maker’s new contests, one message per sport', async () => {
    await db().execute(sql`insert into slates (id, sport_id, name, starts_at, provider)
      values ('lt-slate', 'nfl', 'Week LT', '2026-12-20T18:00:00Z', 'test')`);
    const from = live.received.length;
    const made = await makeContests(db(), {
      now: time.now(),
      botsAllowed: false,
      onCreated: (ids) => app().walletModule.contests.publishLobby(ids),
    });
    expect(made).toBeGreaterThanOrEqual(3);
    const message = await live.next(
      (candidate) =>
        live.received.indexOf(candidate) >= from &&
        candidate.type === 'contests' &&
        liveContestsMessageSchema
          .parse(candidate)
          .data.contests.some((contest) => contest.slate_id === 'lt-slate'),
    );
    const contests = liveContestsMessageSchema.parse(message).data.contests;
    expect(contests.filter((contest) => contest.slate_id === 'lt-slate')).toHaveLength(3);
    expect(contests.every((contest) => contest.entries === 0 && contest.status === 'open')).toBe(true);
  });
});
