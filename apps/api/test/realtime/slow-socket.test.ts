import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { LiveMessage, LiveSocket } from './live-socket.ts';
import { useLiveSockets } from './signed-in-sockets.ts';

// A socket that reads nothing (a stalled tab, a phone on a bad network) must not make the server
// hold every update for it: past its limit it is skipped, then told to resync once it catches up.
const { testApp, signedInSocket } = useLiveSockets();

const TOPIC = 'game:slow-socket';
const BLOB = 'x'.repeat(128 * 1024);
const publish = (n: number | string) =>
  testApp.current.app.eventBus.publish([{ type: 'game', topic: TOPIC, data: { id: 'g', n, blob: BLOB } }]);
const delivered = () => new Promise((resolve) => setImmediate(resolve));

async function socketsBehind(): Promise<number> {
  const body = (await testApp.current.app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(/^kennel_live_sockets_behind_total (\d+)/m.exec(body)?.[1] ?? 0);
}

const numbers = (live: LiveSocket) =>
  live.received
    .filter((message) => message.topic === TOPIC)
    .map((message) => (message.data as { n: number | string }).n);

describe('a live socket that stops reading', () => {
  it('is skipped once too far behind, and told to resync when it catches up, not sent the backlog', async () => {
    const slow = await signedInSocket();
    const fast = await signedInSocket();
    await slow.subscribe([TOPIC]);
    await fast.subscribe([TOPIC]);
    const before = await socketsBehind();
    const transport = (slow.socket as unknown as { _socket: Socket })._socket;
    transport.pause();

    // Updates until the server finds the slow socket behind (the kernel's buffers fill first).
    let sent = 0;
    while ((await socketsBehind()) === before) {
      if (sent === 400) throw new Error('400 updates of 128 KB and the socket was never found behind');
      publish(sent++);
      await delivered();
    }
    // Sent while it is behind: the fast socket gets them, the slow one is skipped.
    for (const n of ['skipped-1', 'skipped-2', 'skipped-3']) publish(n);
    await fast.next(
      (message: LiveMessage) => (message.data as { n?: unknown } | undefined)?.n === 'skipped-3',
    );

    transport.resume();
    const resync = await slow.next((message) => message.type === 'resync');
    publish('after-resync');
    const isAfterResync = (message: LiveMessage) =>
      (message.data as { n?: unknown } | undefined)?.n === 'after-resync';
    await Promise.all([slow.next(isAfterResync), fast.next(isAfterResync)]);

    const slowGot = numbers(slow);
    expect(slowGot.filter((n) => typeof n === 'string')).toEqual(['after-resync']);
    // It got a prefix of the updates (what was buffered before it fell behind), then the resync.
    expect(slowGot.length - 1).toBeLessThan(sent);
    expect(slowGot.slice(0, -1)).toEqual(Array.from({ length: slowGot.length - 1 }, (_, n) => n));
    expect(slow.received.indexOf(resync)).toBeLessThan(
      slow.received.findIndex(
        (message) => (message.data as { n?: unknown } | undefined)?.n === 'after-resync',
      ),
    );
    expect(numbers(fast).filter((n) => typeof n === 'string')).toEqual([
      'skipped-1',
      'skipped-2',
      'skipped-3',
      'after-resync',
    ]);
    expect(slow.socket.readyState).toBe(slow.socket.OPEN);
  });
});
