import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createBackPressure, MAX_BUFFERED_BYTES } from './back-pressure.ts';
import type { TopicEvent } from './bus.ts';
import { createTopicSubscriptions } from './topic-subscriptions.ts';

// `ws`'s own frame parser (as a browser's would) reads what the hub wrote; its types leave it out.
const { Receiver } = createRequire(import.meta.url)('ws') as {
  Receiver: new (options: {
    isServer: boolean;
  }) => NodeJS.WritableStream & { on(event: 'message', listener: (data: Buffer) => void): void };
};

/** A socket as the hub sees it: each write to its connection, and each message sent through `ws`. */
function fakeSocket({ wsHoldsFrames = false } = {}) {
  const writes: Buffer[] = [];
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    _socket: { write: (bytes: Buffer) => writes.push(Buffer.from(bytes)) },
    _sender: { _state: wsHoldsFrames ? 1 : 0 },
    send: (payload: Buffer) => sent.push(payload.toString()),
  };
  /** The messages in each write, as the browser reads them. */
  const messagesPerWrite = () =>
    writes.map((bytes) => {
      const receiver = new Receiver({ isServer: false });
      const messages: unknown[] = [];
      receiver.on('message', (data) => messages.push(JSON.parse(data.toString())));
      receiver.write(bytes);
      return messages;
    });
  return { socket, ws: socket as unknown as WebSocket, writes, sent, messagesPerWrite };
}

function subscriptions() {
  const topics = createTopicSubscriptions(
    createBackPressure(
      () => undefined,
      () => undefined,
    ),
  );
  const follow = (ws: WebSocket, ...names: string[]) =>
    expect(topics.apply(ws, { type: 'subscribe', topics: names })).toMatchObject({ type: 'subscribed' });
  return { topics, follow };
}

const event = (topic: string, n: number): TopicEvent => ({ type: 'game', topic, data: { n } });
const message = (topic: string, n: number) => ({ type: 'game', topic, data: { n } });
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('topic messages written at the end of a turn', () => {
  it('sends a topic’s messages of one turn to each socket in one write, in order', async () => {
    const { topics, follow } = subscriptions();
    const one = fakeSocket();
    const two = fakeSocket();
    follow(one.ws, 'pickem:nba');
    follow(two.ws, 'pickem:nba');
    for (const n of [1, 2, 3]) topics.deliver(event('pickem:nba', n));
    expect(one.writes).toEqual([]);
    await endOfTurn();
    const expected = [[1, 2, 3].map((n) => message('pickem:nba', n))];
    expect(one.messagesPerWrite()).toEqual(expected);
    expect(two.messagesPerWrite()).toEqual(expected);
    // The same bytes for every socket: framed once.
    expect(one.writes[0]?.equals(two.writes[0] as Buffer)).toBe(true);
  });

  it('writes each turn’s messages after the last turn’s', async () => {
    const { topics, follow } = subscriptions();
    const live = fakeSocket();
    follow(live.ws, 'game:x');
    topics.deliver(event('game:x', 1));
    await endOfTurn();
    topics.deliver(event('game:x', 2));
    topics.deliver(event('game:x', 3));
    await endOfTurn();
    expect(live.messagesPerWrite()).toEqual([
      [message('game:x', 1)],
      [message('game:x', 2), message('game:x', 3)],
    ]);
  });

  it('keeps each topic’s order for a socket that follows several, one write per topic', async () => {
    const { topics, follow } = subscriptions();
    const both = fakeSocket();
    const onlyY = fakeSocket();
    follow(both.ws, 'game:x', 'game:y');
    follow(onlyY.ws, 'game:y');
    topics.deliver(event('game:x', 1));
    topics.deliver(event('game:y', 2));
    topics.deliver(event('game:x', 3));
    topics.deliver(event('game:z', 4));
    await endOfTurn();
    expect(both.messagesPerWrite()).toEqual([
      [message('game:x', 1), message('game:x', 3)],
      [message('game:y', 2)],
    ]);
    expect(onlyY.messagesPerWrite()).toEqual([[message('game:y', 2)]]);
  });

  it('sends through `ws`, message by message in order, while `ws` holds frames of its own', async () => {
    const { topics, follow } = subscriptions();
    const held = fakeSocket({ wsHoldsFrames: true });
    follow(held.ws, 'game:x');
    for (const n of [1, 2]) topics.deliver(event('game:x', n));
    await endOfTurn();
    expect(held.writes).toEqual([]);
    expect(held.sent.map((text) => JSON.parse(text))).toEqual([message('game:x', 1), message('game:x', 2)]);
  });

  it('serialises an event when it arrives, skips a socket that is behind, and writes at once when flushed', () => {
    const { topics, follow } = subscriptions();
    const live = fakeSocket();
    const behind = fakeSocket();
    follow(live.ws, 'game:x');
    follow(behind.ws, 'game:x');
    behind.socket.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    const changing = event('game:x', 1);
    topics.deliver(changing);
    (changing.data as { n: number }).n = 99;
    topics.flush();
    expect(live.messagesPerWrite()).toEqual([[message('game:x', 1)]]);
    expect(behind.writes).toEqual([]);
  });

  it('sends nothing for a topic nobody follows, nor to a socket that unsubscribed before the turn ended', async () => {
    const { topics, follow } = subscriptions();
    const leaving = fakeSocket();
    follow(leaving.ws, 'game:x');
    topics.deliver(event('game:y', 1));
    topics.deliver(event('game:x', 2));
    topics.apply(leaving.ws, { type: 'unsubscribe', topics: ['game:x'] });
    await endOfTurn();
    expect(leaving.writes).toEqual([]);
  });
});
