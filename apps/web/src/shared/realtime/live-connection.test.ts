import { LIVE_SOCKET_LIMIT_CLOSE_CODE } from '@kennel/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { walletQueryKey } from '../api/wallet.ts';
import { readStored } from '../storage/index.ts';
import {
  type LiveConnectionOptions,
  liveUrl,
  openLiveConnection,
  reconnectDelay,
  type SocketLike,
} from './live-connection.ts';
import { applyLiveMessage } from './live-wallet.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedByClient = false;
  sent: string[] = [];
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(text);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
}

/** Timers run by hand, so the test sees every delay the connection asks for. */
function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    delays: () => pending.map((timer) => timer.ms),
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms };
      pending.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const index = pending.indexOf(timer as (typeof pending)[number]);
      if (index >= 0) pending.splice(index, 1);
    },
    runNext: () => pending.shift()?.run(),
  };
}

/** A connection over fake sockets and hand-run timers; `options` adds to the defaults or replaces them. */
function connect(options: Partial<LiveConnectionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const timers = manualTimers();
  const connection = openLiveConnection({
    url: 'ws://kennel.test/v1/ws',
    onMessage: () => {},
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    ...options,
  });
  return { sockets, timers, connection };
}

const wallet = {
  cash_cents: 12_345,
  promo_cents: 500,
  pending_withdrawal_cents: 1_000,
  lifetime_deposit_cents: 20_000,
  owed_cents: 0,
  currency: 'USD',
};

describe('live connection', () => {
  it('reconnects after a drop with growing, capped delays, and starts over once connected', () => {
    const statuses: string[] = [];
    const { sockets, timers } = connect({
      onStatus: (status) => statuses.push(status),
      baseDelayMs: 1_000,
      maxDelayMs: 4_000,
      random: () => 1,
    });
    const delays: number[] = [];
    for (let drop = 0; drop < 4; drop += 1) {
      sockets.at(-1)!.drop();
      delays.push(...timers.delays());
      timers.runNext();
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 4_000]);
    sockets.at(-1)!.open();
    sockets.at(-1)!.drop();
    expect(timers.delays()).toEqual([1_000]);
    expect(sockets).toHaveLength(5);
    expect(statuses.slice(0, 3)).toEqual(['connecting', 'waiting', 'connecting']);
  });

  it('hands on the messages it understands and closes for good when asked', () => {
    const received: unknown[] = [];
    const { sockets, timers, connection } = connect({ onMessage: (message) => received.push(message) });
    const socket = sockets[0]!;
    socket.open();
    socket.receive({ type: 'wallet', data: wallet });
    socket.receive('not json');
    socket.receive({ no: 'type' });
    expect(received).toEqual([{ type: 'wallet', data: wallet }]);
    connection.close();
    expect(socket.closedByClient).toBe(true);
    socket.drop();
    expect(timers.delays()).toEqual([]);
  });

  it.each([
    [
      'waits to be in front again before reconnecting when the server closed it for a newer tab',
      // No reconnect of its own: it would close the player's other tab in turn.
      { opened: true, closeCode: LIVE_SOCKET_LIMIT_CLOSE_CODE, reconnectsWaiting: 0 },
    ],
    [
      'reconnects at once when asked, instead of waiting out the backoff',
      { opened: false, closeCode: 1006, reconnectsWaiting: 1 },
    ],
  ])('%s', (_name, { opened, closeCode, reconnectsWaiting }) => {
    const { sockets, timers, connection } = connect();
    if (opened) sockets[0]!.open();
    sockets[0]!.drop(closeCode);
    expect(timers.delays()).toHaveLength(reconnectsWaiting);
    expect(sockets).toHaveLength(1);
    // Back in front (the tab's visibilitychange), or asked otherwise: it connects again at once.
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
    expect(timers.delays()).toEqual([]);
  });

  it('sends only while a socket is open, and says on each open whether it is a reconnect', () => {
    const opens: boolean[] = [];
    const received: unknown[] = [];
    const { sockets, timers, connection } = connect({
      onMessage: (message) => received.push(message),
      onOpen: (reconnected) => opens.push(reconnected),
    });
    expect(connection.send('early')).toBe(false);
    sockets[0]!.open();
    expect(connection.send('hello')).toBe(true);
    sockets[0]!.receive({ type: 'game', topic: 'game:g1', data: { id: 'g1' } });
    sockets[0]!.drop();
    expect(connection.send('lost')).toBe(false);
    timers.runNext();
    sockets[1]!.open();
    expect(opens).toEqual([false, true]);
    expect(sockets[0]!.sent).toEqual(['hello']);
    expect(received).toEqual([{ type: 'game', topic: 'game:g1', data: { id: 'g1' } }]);
  });

  it('spreads reconnects between half and all of the backoff', () => {
    expect(reconnectDelay(0, 1_000, 30_000, 0)).toBe(500);
    expect(reconnectDelay(3, 1_000, 30_000, 0.5)).toBe(6_000);
    expect(reconnectDelay(10, 1_000, 30_000, 1)).toBe(30_000);
  });

  it('finds /v1/ws on the page’s own origin or on the configured API', () => {
    expect(liveUrl('', { protocol: 'https:', host: 'kennel.example' })).toBe('wss://kennel.example/v1/ws');
    expect(liveUrl('', { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/v1/ws');
    expect(liveUrl('https://api.kennel.example', { protocol: 'https:', host: 'x' })).toBe(
      'wss://api.kennel.example/v1/ws',
    );
  });
});

describe('live wallet', () => {
  it('writes a pushed wallet into the cache the top bar reads, and keeps the lifetime deposits', () => {
    const queryClient = new QueryClient();
    expect(applyLiveMessage(queryClient, { type: 'wallet', data: wallet })).toBe(true);
    expect(queryClient.getQueryData(walletQueryKey)).toEqual({
      balance: 12_345,
      promo: 500,
      pendingWithdrawal: 1_000,
      lifetimeDeposits: 20_000,
      owed: 0,
    });
    expect(readStored('lifetimeDeposits')?.cents).toBe(20_000);
  });

  it('ignores other messages and a wallet that does not match the contract', () => {
    const queryClient = new QueryClient();
    expect(applyLiveMessage(queryClient, { type: 'draft', data: wallet })).toBe(false);
    expect(applyLiveMessage(queryClient, { type: 'wallet', data: { ...wallet, cash_cents: 1.5 } })).toBe(
      false,
    );
    expect(queryClient.getQueryData(walletQueryKey)).toBeUndefined();
  });
});
