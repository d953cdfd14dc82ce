import pg from 'pg';
import { BUS_RESYNC, type BusOptions, checkedChannel, createListenerSet, type EventBus } from './bus.ts';
import { createEventDecoder, encodeEvent } from './notify-payload.ts';

const CHANNEL = 'kennel_events';
const MAX_RECONNECT_DELAY_MS = 10_000;

type Run = (text: string, values: unknown[]) => Promise<unknown>;

/**
 * NOTIFY in batches, one statement in flight at a time: each NOTIFY takes PostgreSQL's
 * notification-queue lock at commit, so under load a few big ones are much cheaper than one per
 * transfer. A batch leaves on the next turn of the event loop, so what one request publishes after
 * its commit (its wallet's change and its game's) is one statement; what arrives while a batch is
 * being sent goes out in the next one.
 */
function createNotifyBatcher(run: Run, onError: (error: Error) => void) {
  let queued: string[] = [];
  let sending: Promise<void> | null = null;

  async function drain() {
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      try {
        await run('select pg_notify($1, payload) from unnest($2::text[]) as payload', [CHANNEL, batch]);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  return {
    send(payloads: readonly string[]) {
      queued.push(...payloads);
      sending ??= new Promise((resolve) => setImmediate(resolve)).then(drain).finally(() => {
        sending = null;
      });
    },
    /** Waits until everything queued has been sent (at shutdown). */
    async flushed() {
      await sending;
    },
  };
}

/**
 * LISTEN on one dedicated connection (pooled connections cannot hold a LISTEN), and NOTIFY on it
 * too, so live messages never queue behind a busy pool's transactions (the pool stands in while
 * that connection is being re-opened). A lost connection is re-opened with backoff, and listeners are told to resync because
 * anything sent meanwhile was missed.
 */
export function createPostgresBus(pool: pg.Pool, { onError = () => undefined }: BusOptions): EventBus {
  const listeners = createListenerSet();
  /** Other channels LISTENed on the same connection (`wakeOn`), with who to wake on each. */
  const wakers = new Map<string, Set<(payload: string | undefined) => void>>();
  const wakeAll = (channel?: string, payload?: string) => {
    for (const [name, wakes] of wakers) {
      if (channel !== undefined && name !== channel) continue;
      for (const wake of wakes) {
        try {
          wake(payload);
        } catch (error) {
          onError(error instanceof Error ? error : new Error(String(error)));
        }
      }
    }
  };
  let closed = false;
  let client: pg.Client | undefined;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 100 * 2 ** failures);
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect(true);
    }, delay);
    reconnectTimer.unref();
  }

  async function connect(isReconnect: boolean) {
    const next = new pg.Client({ ...pool.options, application_name: 'kennel-api-bus' });
    // Split events never straddle connections: a new one starts with no half-received parts.
    const decoder = createEventDecoder();
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL) {
        wakeAll(message.channel, message.payload);
        return;
      }
      const event = decoder.decode(message.payload);
      if (event) listeners.deliver(event);
    });
    // Every way a LISTEN connection can be lost (an error, or the server closing it quietly)
    // ends in one reconnect that LISTENs again; without the 'error' listener a server restart
    // would kill the process.
    const lost = () => {
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', (error) => {
      onError(error);
      lost();
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      for (const channel of wakers.keys()) await next.query(`listen ${channel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      failures = 0;
      markReady();
      if (isReconnect) {
        listeners.deliver({ type: BUS_RESYNC, userId: '*' });
        // Whatever was sent on the other channels meanwhile was missed too.
        wakeAll();
      }
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      next.end().catch(() => undefined);
      // Start-up must not hang on the bus: this instance works alone until the retry connects.
      markReady();
      scheduleReconnect();
    }
  }

  void connect(false);
  // Named, so each connection parses the one NOTIFY statement once.
  const batcher = createNotifyBatcher(
    (text, values) => (client ?? pool).query({ name: 'kennel_bus_notify', text, values }),
    onError,
  );

  return {
    ready: () => firstConnection,
    publish(events) {
      const payloads: string[] = [];
      for (const event of events) {
        try {
          payloads.push(...encodeEvent(event));
        } catch (error) {
          onError(error instanceof Error ? error : new Error(String(error)));
        }
      }
      if (payloads.length > 0) batcher.send(payloads);
    },
    subscribe: listeners.add,
    async wakeOn(channel, wake) {
      const name = checkedChannel(channel);
      const wakes = wakers.get(name) ?? new Set();
      wakers.set(name, wakes);
      wakes.add(wake);
      await firstConnection;
      // A connection opened before this channel was added does not LISTEN on it yet (twice is harmless).
      await client?.query(`listen ${name}`).catch((error: unknown) => {
        onError(error instanceof Error ? error : new Error(String(error)));
      });
      return async () => {
        wakes.delete(wake);
      };
    },
    async close() {
      await batcher.flushed();
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      markReady();
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
