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
  close(): Promise<void>;
}

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

/** One process (PGlite): events go straight to this process's listeners. */
export function createInProcessBus(): EventBus {
  const listeners = createListenerSet();
  return {
    ready: async () => {},
    publish(events) {
      queueMicrotask(() => {
        for (const event of events) listeners.deliver(event);
      });
    },
    subscribe: listeners.add,
    async close() {},
  };
}

export interface BusOptions {
  onError?: (error: Error) => void;
}

/** LISTEN/NOTIFY on PostgreSQL so every instance hears every event; in-process on PGlite. */
export function createEventBus(db: Database, options: BusOptions = {}): EventBus {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return createPostgresBus(client, options);
  return createInProcessBus();
}
