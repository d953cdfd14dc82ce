import { LIVE_SOCKET_LIMIT_CLOSE_CODE } from '@kennel/core';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_USER } from '../../src/platform/realtime/hub.ts';
import { useTestApp } from '../app.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { type LiveSocket, openLiveSocket } from './live-socket.ts';

// One player may hold MAX_SOCKETS_PER_USER live sockets in a process (ten tabs all work): opening one
// more closes their oldest with LIVE_SOCKET_LIMIT_CLOSE_CODE, however many open at once.

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const opened: LiveSocket[] = [];
afterAll(() => {
  for (const live of opened) live.close();
});

/** The socket's close code once it closes. */
function closeCode(live: LiveSocket): Promise<number> {
  return new Promise((resolve) => live.socket.once('close', (code) => resolve(code)));
}

async function player() {
  const baseUrl = await listen(testApp.current.app);
  const client = new HttpClient(baseUrl);
  await client.signIn();
  return {
    async open(): Promise<{ live: LiveSocket; closed: Promise<number> }> {
      const live = await openLiveSocket(baseUrl, client);
      opened.push(live);
      return { live, closed: closeCode(live) };
    },
  };
}

describe('live sockets per player', () => {
  it(`keeps at most ${MAX_SOCKETS_PER_USER} open, however many a player opens at once`, async () => {
    const many = 40;
    const greedy = await player();
    const bystander = await player();
    const theirs = await Promise.all(Array.from({ length: 3 }, () => bystander.open()));
    const sockets = await Promise.all(Array.from({ length: many }, () => greedy.open()));
    // Every socket over the cap is closed with the limit's code: the server closes one only when a new
    // one takes the player past the cap, so once that many have closed, no other will.
    const codes: (number | null)[] = sockets.map(() => null);
    await new Promise<void>((resolve) => {
      let closed = 0;
      for (const [index, socket] of sockets.entries()) {
        void socket.closed.then((value) => {
          codes[index] = value;
          closed += 1;
          if (closed === many - MAX_SOCKETS_PER_USER) resolve();
        });
      }
    });
    expect(new Set(codes.filter((code) => code !== null))).toEqual(new Set([LIVE_SOCKET_LIMIT_CLOSE_CODE]));
    // The ones left all work, as do the other player's.
    const left = sockets.filter((_, index) => codes[index] === null);
    expect(left).toHaveLength(MAX_SOCKETS_PER_USER);
    for (const { live } of [...left, ...theirs]) await live.subscribe(['news:all']);
    expect(codes.filter((code) => code !== null)).toHaveLength(many - MAX_SOCKETS_PER_USER);

    // One more later closes one of those (which is oldest depends on the order the server finished
    // signing them in, not the order they were asked for), never the new one.
    const newest = await greedy.open();
    const code = await Promise.race(left.map((socket) => socket.closed));
    expect(code).toBe(LIVE_SOCKET_LIMIT_CLOSE_CODE);
    await newest.live.subscribe(['news:nfl']);
  });

  it('closes the oldest open socket, not the new one, when one more opens', async () => {
    const patient = await player();
    // One at a time: the server registers a socket before its upgrade answer, so this is its order too.
    const inOrder: Awaited<ReturnType<typeof patient.open>>[] = [];
    for (let index = 0; index < MAX_SOCKETS_PER_USER; index += 1) inOrder.push(await patient.open());
    const closedFirst = Promise.race(inOrder.map((socket, index) => socket.closed.then(() => index)));
    const newest = await patient.open();
    expect(await closedFirst).toBe(0);
    expect(await inOrder[0]!.closed).toBe(LIVE_SOCKET_LIMIT_CLOSE_CODE);
    for (const { live } of [...inOrder.slice(1), newest]) await live.subscribe(['news:all']);
  });
});
