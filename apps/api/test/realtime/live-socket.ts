import WebSocket from 'ws';
import type { HttpClient } from '../wallet/http-client.ts';

export interface LiveMessage {
  type: string;
  topic?: string;
  data?: unknown;
}

export interface LiveSocket {
  socket: WebSocket;
  /** The upgrade answer's headers (behind the load balancer they name the process that took it). */
  upgradeHeaders: Record<string, string | string[] | undefined>;
  /** Every message received so far, in order. */
  received: LiveMessage[];
  /** Resolves with the first message (received or still to come) that passes `accept`. */
  next(accept: (message: LiveMessage) => boolean): Promise<LiveMessage>;
  /** Sends a subscribe request and waits for its confirmation. */
  subscribe(topics: string[]): Promise<void>;
  sendRaw(text: string): void;
  close(): void;
}

/** A signed-in player's /v1/ws socket, as a browser on the site's own origin opens it. */
export async function openLiveSocket(baseUrl: string, client: HttpClient): Promise<LiveSocket> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/ws`, {
    headers: { cookie: client.cookieHeader(), origin: baseUrl },
  });
  const received: LiveMessage[] = [];
  let upgradeHeaders: LiveSocket['upgradeHeaders'] = {};
  socket.once('upgrade', (response) => {
    upgradeHeaders = response.headers;
  });
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    received.push(JSON.parse(String(raw)) as LiveMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  async function next(accept: (message: LiveMessage) => boolean) {
    for (;;) {
      const found = received.find(accept);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  return {
    socket,
    upgradeHeaders,
    received,
    next,
    async subscribe(topics) {
      const before = received.length;
      socket.send(JSON.stringify({ type: 'subscribe', topics }));
      // The answer is 'subscribed' or 'error'; per-player snapshots (wallet, entries) may arrive between.
      const isAnswer = (message: LiveMessage) => message.type === 'subscribed' || message.type === 'error';
      await next((message) => received.indexOf(message) >= before && isAnswer(message));
      const answer = received.slice(before).find(isAnswer);
      if (answer?.type !== 'subscribed') throw new Error(`subscribe refused: ${JSON.stringify(answer)}`);
    },
    sendRaw: (text) => socket.send(text),
    close: () => socket.close(),
  };
}
