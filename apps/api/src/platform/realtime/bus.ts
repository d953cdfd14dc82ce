import pg from 'pg';
import type { Database } from '../db/database.ts';
import { createPostgresBus } from './postgres-bus.ts';

/** "Something changed" for one player; listeners load the new state themselves. */
export interface PlayerEvent {
  type: string;
  userId: string;
}

/** Public news for everyone watching a topic (`game:<id>`, `games:<sport>`, `news:<sport>`): the data travels with it. */
export interface TopicEvent {
  type: string;
  topic: string;
  data: unknown;
  /** The event's JSON `{type, topic, data}` when already known (it came over the bus), sent to sockets as is. */
  json?: string;
}

export type BusEvent = PlayerEvent | TopicEvent;

export function isTopicEvent(event: BusEvent): event is TopicEvent {
  return typeof (event as Partial<TopicEvent>).topic === 'string';
}

/** Sent to local listeners when the bus may have missed events (a lost LISTEN connection). */
export const BUS_RESYNC = 'bus.resync';

export type BusListener = (event: BusEvent) => void;

/**
 * Carries events between API instances. Publish only after the transaction that caused the
 * event has committed; every instance's listeners (this one's included) receive it.
 */
export interface EventBus {
  /** Resolves once this instance hears events from the others. */
  ready(): Promise<void>;
  /** Sends in the background and never throws: events are hints to reload, and sockets resync on reconnect. */
  publish(events: readonly BusEvent[]): void;
  subscribe(listener: BusListener): () => void;
  /**
   * Calls `wake` with the payload of each NOTIFY on `channel` from any instance (sent at its
   * transaction's commit), and with none whenever some may have been missed (a lost LISTEN
   * connection re-opened).
   * Resolves once listening, to its stop; null when this bus cannot listen (then poll).
   */
  wakeOn(channel: string, wake: (payload: string | undefined) => void): Promise<(() => Promise<void>) | null>;
  close(): Promise<void>;
}

/** A channel name PostgreSQL takes unquoted in LISTEN. */
export function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** LISTEN on an embedded database (PGlite on this thread or in its worker): answers its stop. */
export type ListenOn = (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;

/** Listeners in this process; errors in one never reach the publisher or the others. */
export function createListenerSet() {
  const listeners = new Set<BusListener>();
  return {
    add(listener: BusListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    deliver(event: BusEvent) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // A listener's own failure is its business; delivery to the rest goes on.
        }
      }
    },
  };
}

/**
 * One process (PGlite): events go straight to this process's listeners. `listenOn` is the
 * database's own LISTEN (PGlite's), for `wakeOn`; without it `wakeOn` answers null.
 */
export function createInProcessBus(listenOn?: ListenOn): EventBus {
  const listeners = createListenerSet();
  const stops = new Set<() => Promise<void>>();
  return {
    ready: async () => {},
    publish(events) {
      queueMicrotask(() => {
        for (const event of events) listeners.deliver(event);
      });
    },
    subscribe: listeners.add,
    async wakeOn(channel, wake) {
      if (!listenOn) return null;
      const unlisten = await listenOn(checkedChannel(channel), (payload) => wake(payload));
      const stop = async () => {
        if (stops.delete(stop)) await unlisten().catch(() => undefined);
      };
      stops.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
    },
  };
}

/** The LISTEN of a PGlite client (either thread), if `client` is one. */
function embeddedListen(client: unknown): ListenOn | undefined {
  const listen = (client as { listen?: unknown } | undefined)?.listen;
  if (typeof listen !== 'function') return undefined;
  return (channel, callback) =>
    (listen as ListenOn).call(client, channel, callback) as Promise<() => Promise<void>>;
}

export interface BusOptions {
  onError?: (error: Error) => void;
}

/** LISTEN/NOTIFY on PostgreSQL so every instance hears every event; in-process on PGlite. */
export function createEventBus(db: Database, options: BusOptions = {}): EventBus {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return createPostgresBus(client, options);
  return createInProcessBus(embeddedListen(client));
}
