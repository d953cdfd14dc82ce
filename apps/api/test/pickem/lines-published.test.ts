import { describe, expect, it } from 'vitest';
import { createLineMaker, type LineMaker, readLinesOfProps } from '../../src/features/pickem/lines/index.ts';
import type { LinesWithPeople } from '../../src/features/pickem/lines/read-lines.ts';
import type { BusEvent, EventBus, TopicEvent } from '../../src/platform/realtime/bus.ts';
import { useTestApp } from '../app.ts';
import { seedPickemBoard } from './fixtures.ts';
import { board, earliestGames, handClock } from './lines-support.ts';

// The line maker publishes changed lines from the rows its transaction held and wrote, without
// reading them back: each message must be what reading those props from the database right after
// the commit gives (the board's shape, which web clients and the board share). A line maker of the
// test's own, with a bus that keeps what it is given; the app's own refreshes on game changes are
// stopped so nothing else moves a line meanwhile.
const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const published: TopicEvent[] = [];
const bus: EventBus = {
  ready: async () => undefined,
  publish: (events: readonly BusEvent[]) => published.push(...(events as TopicEvent[])),
  subscribe: () => () => undefined,
  wakeOn: async () => null,
  close: async () => undefined,
};
let lineMaker: LineMaker | undefined;
let gameId = '';

/** Each message since the last call, with the same props as read from the database now. */
async function messagesAndReads() {
  const { database } = testApp.current;
  const messages = published.splice(0);
  return Promise.all(
    messages.map(async (message) => {
      const data = message.data as LinesWithPeople;
      const ids = data.lines.map((line) => line.prop_id);
      return { message, data, read: await readLinesOfProps(database.handle.db, ids) };
    }),
  );
}

async function expectPublishedAsStored(expected: (data: LinesWithPeople) => boolean) {
  const seen = await messagesAndReads();
  expect(seen.some(({ data }) => expected(data))).toBe(true);
  for (const { message, data, read } of seen) {
    expect(message.type).toBe('pickem_lines');
    expect(data.lines.length).toBeLessThanOrEqual(100);
    expect(new Set(data.lines.map((line) => `pickem:${line.sport_id}`))).toEqual(new Set([message.topic]));
    expect(data).toEqual(read);
  }
}

describe("pick'em line messages, built from the rows in hand", () => {
  it('are the stored lines when in-game props open and pre-game ones lock at the start', async () => {
    const { app, database } = testApp.current;
    const { games } = await seedPickemBoard(app);
    await app.walletModule.pickemLinesLive.close();
    lineMaker = createLineMaker({ db: database.handle.db, clock: time.clock, bus, logger: app.log });
    const [nba] = earliestGames(games, 'nba', 1);
    if (!nba) throw new Error('no upcoming nba game');
    gameId = nba.id;
    time.set(Date.parse(nba.starts_at) + 1_000);
    await app.walletModule.sports.producer.advance(gameId, 1);
    await lineMaker.refreshGame(gameId);
    await expectPublishedAsStored((data) =>
      data.lines.some((line) => line.timing === 'in_game' && line.status === 'open'),
    );
  });

  it('are the stored lines when lines move and props are suspended around scoring plays', async () => {
    const { app } = testApp.current;
    time.advance(2_000);
    await app.walletModule.sports.producer.advance(gameId, 60);
    const counts = await lineMaker?.refreshGame(gameId);
    expect(counts?.repriced).toBeGreaterThan(0);
    expect(counts?.suspended).toBeGreaterThan(0);
    await expectPublishedAsStored((data) => data.lines.some((line) => line.status === 'suspended'));
  });

  it('are the stored lines when suspended props reopen when due, with no new event in the game', async () => {
    const { app } = testApp.current;
    // Lines move while the suspensions last: that write leaves the suspended props alone, and
    // their end is still when the game needs a look again.
    time.advance(2_000);
    await app.walletModule.sports.producer.advance(gameId, 10);
    const moving = await lineMaker?.refreshGame(gameId);
    expect(moving?.repriced).toBeGreaterThan(0);
    expect(moving?.reopened).toBe(0);
    await expectPublishedAsStored((data) => data.lines.length > 0);
    time.advance(3_000);
    const counts = await lineMaker?.refresh();
    expect(counts?.reopened).toBeGreaterThan(0);
    await expectPublishedAsStored((data) =>
      data.lines.some((line) => line.timing === 'in_game' && line.status === 'open'),
    );
  });

  it('are the stored lines when a line is moved by hand, and when the game ends', async () => {
    const { app } = testApp.current;
    const open = (await board(app, '?timing=pre-game')).lines.find((line) => line.status === 'open');
    if (!open) throw new Error('no open line');
    expect(await lineMaker?.move(open.prop_id)).toMatchObject({ stat_value: open.stat_value + 1 });
    await expectPublishedAsStored((data) => data.lines.some((line) => line.prop_id === open.prop_id));
    await app.walletModule.sports.producer.advance(gameId);
    const counts = await lineMaker?.refreshGame(gameId);
    expect(counts?.locked).toBeGreaterThan(0);
    await expectPublishedAsStored((data) => data.lines.some((line) => line.status === 'locked'));
  });
});
