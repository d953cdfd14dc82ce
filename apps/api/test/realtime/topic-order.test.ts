import { describe, expect, it } from 'vitest';
import type { LiveMessage } from './live-socket.ts';
import { useLiveSockets } from './signed-in-sockets.ts';

// The hub writes a turn's messages of a topic together (one write per socket): each topic's
// messages still arrive complete, once each, and in the order they were published, whether
// published together, one by one, or mixed with another topic's (on PostgreSQL through NOTIFY).
const { testApp, signedInSocket } = useLiveSockets();

const publish = (...events: { topic: string; n: number }[]) =>
  testApp.current.app.eventBus.publish(events.map(({ topic, n }) => ({ type: 'game', topic, data: { n } })));
const numbersOf = (messages: LiveMessage[], topic: string) =>
  messages.filter((message) => message.topic === topic).map((message) => (message.data as { n: number }).n);
const ofLast = (topic: string, n: number) => (message: LiveMessage) =>
  message.topic === topic && (message.data as { n?: number } | undefined)?.n === n;

describe('topic messages, written together', () => {
  it('arrive once each and in order per topic, however they were published', async () => {
    const both = await signedInSocket();
    const onlyX = await signedInSocket();
    await both.subscribe(['game:order-x', 'game:order-y']);
    await onlyX.subscribe(['game:order-x']);

    // Thirty in one publish (one NOTIFY batch), then thirty one by one, with another topic between.
    publish(...Array.from({ length: 30 }, (_, n) => ({ topic: 'game:order-x', n })));
    for (let n = 30; n < 60; n += 1) {
      publish({ topic: 'game:order-x', n }, { topic: 'game:order-y', n });
      if (n % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all([
      both.next(ofLast('game:order-x', 59)),
      both.next(ofLast('game:order-y', 59)),
      onlyX.next(ofLast('game:order-x', 59)),
    ]);

    const xs = Array.from({ length: 60 }, (_, n) => n);
    expect(numbersOf(both.received, 'game:order-x')).toEqual(xs);
    expect(numbersOf(both.received, 'game:order-y')).toEqual(xs.slice(30));
    expect(numbersOf(onlyX.received, 'game:order-x')).toEqual(xs);
    expect(numbersOf(onlyX.received, 'game:order-y')).toEqual([]);
  });
});
