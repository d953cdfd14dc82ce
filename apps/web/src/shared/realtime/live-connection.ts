// From the zod-free module: this code runs on every signed-in page at load (issue 25).
import { LIVE_SOCKET_LIMIT_CLOSE_CODE } from '@kennel/core/contracts/sports-topic';

/** What the server pushes over /v1/ws: `{type, data}`, e.g. `{type: 'wallet', data: Wallet}`, plus `topic` for topic events. */
export interface LiveMessage {
  type: string;
  data: unknown;
  topic?: string;
}

export type LiveStatus = 'connecting' | 'open' | 'waiting' | 'closed';

/** The part of the browser's WebSocket the connection uses, so tests can hand in their own. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

export interface LiveConnectionOptions {
  url: string;
  onMessage: (message: LiveMessage) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Each time a socket opens (the first and every reconnect), e.g. to subscribe to topics again. */
  onOpen?: (reconnected: boolean) => void;
  createSocket?: SocketFactory;
  /** First wait before reconnecting; doubles on each failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1, for spreading reconnects of many tabs; injectable so tests are exact. */
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LiveConnection {
  /** Reconnects now instead of waiting out the backoff (the browser came back online, the tab woke). */
  reconnectNow(): void;
  /** Sends when the socket is open; returns false otherwise (onOpen is the time to send again). */
  send(text: string): boolean;
  close(): void;
}

/** Exponential backoff with "equal jitter": half the delay fixed, half random. */
export function reconnectDelay(attempt: number, baseMs: number, maxMs: number, random: number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

export function parseLiveMessage(raw: unknown): LiveMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === 'object' && typeof (value as LiveMessage).type === 'string') {
      const { type, data, topic } = value as LiveMessage;
      return typeof topic === 'string' ? { type, data, topic } : { type, data };
    }
  } catch {
    // not JSON: ignored like any message we do not understand
  }
  return null;
}

/**
 * One WebSocket that stays up: it reconnects with backoff whenever it drops, and the server sends
 * a full snapshot on every (re)connect, so nothing missed while away is lost.
 */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const {
    url,
    onMessage,
    onStatus,
    onOpen,
    createSocket = (address) => new WebSocket(address),
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
    random = Math.random,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let failures = 0;
  let closed = false;
  let opened = false;

  function connect() {
    timer = null;
    if (closed) return;
    onStatus?.('connecting');
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      failures = 0;
      onStatus?.('open');
      onOpen?.(opened);
      opened = true;
    };
    current.onmessage = (event) => {
      const message = parseLiveMessage(event.data);
      if (message) onMessage(message);
    };
    current.onerror = () => {
      // A close event always follows; reconnecting happens there.
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      // The player opened more sockets than the server keeps and this was the oldest: reconnecting now
      // would close another tab's in turn. It reconnects when the tab is in front again (reconnectNow).
      if (event.code === LIVE_SOCKET_LIMIT_CLOSE_CODE) {
        onStatus?.('waiting');
        return;
      }
      scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    if (closed || timer !== null) return;
    const delay = reconnectDelay(failures, baseDelayMs, maxDelayMs, random());
    failures += 1;
    onStatus?.('waiting');
    timer = setTimer(connect, delay);
  }

  function detach(current: SocketLike) {
    current.onopen = null;
    current.onmessage = null;
    current.onerror = null;
    current.onclose = null;
    current.close(1000, 'done');
  }

  connect();

  return {
    reconnectNow() {
      if (closed) return;
      if (socket && socket.readyState <= 1) return; // connecting or open: nothing to do
      if (timer !== null) clearTimer(timer);
      failures = 0;
      connect();
    },
    send(text) {
      if (socket?.readyState !== 1) return false;
      socket.send(text);
      return true;
    },
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      if (socket) detach(socket);
      socket = null;
      onStatus?.('closed');
    },
  };
}

/** ws:// or wss:// for /v1/ws on the API's origin ('' = the page's own origin). */
export function liveUrl(apiBaseUrl: string, page: { protocol: string; host: string }): string {
  const origin = apiBaseUrl === '' ? `${page.protocol}//${page.host}` : apiBaseUrl;
  return `${origin.replace(/^http/, 'ws')}/v1/ws`;
}
