import { describe, expect, it } from 'vitest';
import { BUS_RESYNC } from '../../src/platform/realtime/bus.ts';
import { MAX_TOPICS_PER_SOCKET } from '../../src/platform/realtime/topic-subscriptions.ts';
import { useLiveSockets } from './signed-in-sockets.ts';

const { testApp, signedInSocket } = useLiveSockets();

const publish = (topic: string, data: unknown, type = 'game') =>
  testApp.current.app.eventBus.publish([{ type, topic, data }]);

const ofTopic = (topic: string) => (message: { topic?: string }) => message.topic === topic;

describe('live topics over /v1/ws', () => {
  it('delivers a topic event to the sockets that follow it and to no other', async () => {
    const watcher = await signedInSocket();
    const other = await signedInSocket();
    await watcher.subscribe(['game:x']);
    await other.subscribe(['game:y', 'news:all']);
    publish('game:x', { id: 'x', home_score: 3, version: 7 });
    publish('game:y', { id: 'y', home_score: 0, version: 1 });
    expect(await watcher.next(ofTopic('game:x'))).toEqual({
      type: 'game',
      topic: 'game:x',
      data: { id: 'x', home_score: 3, version: 7 },
    });
    await other.next(ofTopic('game:y'));
    // Events arrive in the order published, so game:x would have come before game:y.
    expect(other.received.filter(ofTopic('game:x'))).toEqual([]);
  });

  it('still sends the player’s own snapshots on the same socket', async () => {
    const live = await signedInSocket();
    expect(await live.next((message) => message.type === 'wallet')).toMatchObject({
      data: { cash_cents: 0 },
    });
  });

  it('stops delivering a topic after unsubscribe', async () => {
    const live = await signedInSocket();
    await live.subscribe(['games:nfl', 'games:nba']);
    live.sendRaw(JSON.stringify({ type: 'unsubscribe', topics: ['games:nfl'] }));
    await live.next((message) => message.type === 'unsubscribed');
    publish('games:nfl', { id: 'a', version: 1 });
    publish('games:nba', { id: 'b', version: 1 });
    await live.next(ofTopic('games:nba'));
    expect(live.received.filter(ofTopic('games:nfl'))).toEqual([]);
  });

  it('answers bad messages with an error and keeps the socket working', async () => {
    const live = await signedInSocket();
    const bad = [
      'not json',
      JSON.stringify({ type: 'subscribe' }),
      JSON.stringify({ type: 'shout', topics: ['game:x'] }),
      JSON.stringify({ type: 'subscribe', topics: ['wallet:someone-else'] }),
      JSON.stringify({ type: 'subscribe', topics: ['games:curling'] }),
      JSON.stringify({ type: 'subscribe', topics: [] }),
      JSON.stringify({ type: 'subscribe', topics: Array.from({ length: 51 }, (_, i) => `game:g${i}`) }),
    ];
    for (const text of bad) live.sendRaw(text);
    live.socket.send(Buffer.from('{"type":"subscribe","topics":["game:x"]}'), { binary: true });
    const errors = () => live.received.filter((message) => message.type === 'error');
    await live.next(() => errors().length === bad.length + 1);
    expect(new Set(errors().map((message) => JSON.stringify(message.data)))).toEqual(
      new Set([JSON.stringify({ code: 'invalid_topic_request' })]),
    );
    await live.subscribe(['news:nfl']);
    publish('news:nfl', { id: 'n1', headline: 'Trade' }, 'news');
    expect(await live.next(ofTopic('news:nfl'))).toMatchObject({ type: 'news', data: { id: 'n1' } });
  });

  it('takes a subscribe of 50 topics with the longest allowed names', async () => {
    const live = await signedInSocket();
    const topics = Array.from({ length: 50 }, (_, i) => `game:${String(i).padStart(100, 'g')}`);
    expect(JSON.stringify({ type: 'subscribe', topics }).length).toBeGreaterThan(4096);
    await live.subscribe(topics);
    publish(topics[49]!, { id: 'last', version: 1 });
    await live.next(ofTopic(topics[49]!));
  });

  it(`caps a socket at ${MAX_TOPICS_PER_SOCKET} topics`, async () => {
    const live = await signedInSocket();
    const topics = Array.from({ length: MAX_TOPICS_PER_SOCKET }, (_, i) => `game:cap${i}`);
    for (let start = 0; start < topics.length; start += 50)
      await live.subscribe(topics.slice(start, start + 50));
    await live.subscribe(['game:cap0']);
    await expect(live.subscribe(['game:one-too-many'])).rejects.toThrow('too_many_topics');
  });

  it('sends one event to many followers, large ones whole', async () => {
    const followers = await Promise.all(Array.from({ length: 20 }, () => signedInSocket()));
    for (const live of followers) await live.subscribe(['news:all']);
    const body = 'Ünïcödé – ‘news’ 🐕 '.repeat(800);
    publish('news:all', { id: 'long', body }, 'news');
    for (const live of followers) {
      const message = await live.next(ofTopic('news:all'));
      // Compared as a boolean: a diff of 16,000 characters helps nobody.
      expect((message.data as { body?: string }).body === body).toBe(true);
    }
  });

  it('tells sockets that follow topics to refetch when the bus may have missed events', async () => {
    const live = await signedInSocket();
    await live.subscribe(['games:mlb']);
    testApp.current.app.eventBus.publish([{ type: BUS_RESYNC, userId: '*' }]);
    expect(await live.next((message) => message.type === 'resync')).toEqual({ type: 'resync' });
  });
});
