import pg from 'pg';
import type { Database } from './database.ts';

/** Fixed advisory-lock keys of the singletons that one instance runs for all ("KSIM" in ASCII). */
export const LEADER_KEYS = { worldSimulator: 1_263_749_453 } as const;

export interface LeadershipOptions {
  db: Database;
  /** The `pg_try_advisory_lock` key: one leader per key across every instance on the database. */
  key: number;
  /** Called when this instance becomes the leader. */
  onLead: () => void | Promise<void>;
  /** Called when it stops leading (its lock connection died, or `close`); stop the work here. */
  onLose: () => void | Promise<void>;
  /** How often a follower tries the lock and a leader checks its connection; about 2 s. */
  retryMs?: number;
  onError?: (error: Error) => void;
}

export interface Leadership {
  isLeader(): boolean;
  /** Stops trying; a leader calls onLose and releases the lock so another instance takes over at once. */
  close(): Promise<void>;
}

const DEFAULT_RETRY_MS = 2_000;

/**
 * One leader per key among the API instances. On PostgreSQL a session advisory lock held on a
 * dedicated connection (a pooled one would hand the session to other queries): if the leader's
 * process dies its session ends, the lock frees, and a follower takes it on its next try. On
 * PGlite there is only this process, so it leads at once.
 */
export function createLeadership(options: LeadershipOptions): Leadership {
  const pool = (options.db as unknown as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) return postgresLeadership(pool, options);
  return soleLeadership(options);
}

function soleLeadership({ onLead, onLose, onError }: LeadershipOptions): Leadership {
  let leading = true;
  const started = Promise.resolve()
    .then(onLead)
    .catch((error: unknown) => onError?.(asError(error)));
  return {
    isLeader: () => leading,
    async close() {
      await started;
      if (!leading) return;
      leading = false;
      await onLose();
    },
  };
}

function postgresLeadership(pool: pg.Pool, options: LeadershipOptions): Leadership {
  const { key, onLead, onLose, onError = () => undefined } = options;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  let client: pg.Client | undefined;
  let leading = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  // Attempts, hand-overs and close run one at a time, so onLead and onLose never overlap.
  let turn: Promise<void> = Promise.resolve();

  function serially(step: () => Promise<void>): Promise<void> {
    const run = turn.then(step).catch((error: unknown) => onError(asError(error)));
    turn = run;
    return run;
  }

  async function dropClient() {
    const old = client;
    client = undefined;
    // Ending a dead connection may reject; it is gone either way.
    await old?.end().catch(() => undefined);
  }

  async function lose() {
    if (!leading) return;
    leading = false;
    await onLose();
  }

  async function attempt() {
    if (closed) return;
    try {
      if (!client) {
        const fresh = new pg.Client({
          ...pool.options,
          application_name: `kennel-leader-${key}`,
          // A connection that hangs (not closed, just silent) must not keep this instance leading.
          connectionTimeoutMillis: retryMs * 2,
          query_timeout: retryMs * 2,
        });
        // A dropped connection emits 'error'; without a listener that would end the process.
        fresh.on('error', (error) => {
          onError(error);
          if (client === fresh) void serially(async () => connectionLost());
        });
        client = fresh;
        await fresh.connect();
      }
      if (leading) {
        // The lock lives as long as this session: proving the session alive proves the lock held.
        await client.query('select 1');
        return;
      }
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        key,
      ]);
      if (result.rows[0]?.locked && !closed) {
        leading = true;
        await onLead();
      }
    } catch (error) {
      onError(asError(error));
      await connectionLost();
    }
  }

  async function connectionLost() {
    await dropClient();
    await lose();
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(() => {
      void serially(attempt).then(schedule);
    }, retryMs);
    timer.unref();
  }

  void serially(attempt).then(schedule);

  return {
    isLeader: () => leading,
    async close() {
      closed = true;
      clearTimeout(timer);
      await serially(async () => {
        await lose();
        // Unlocking first hands over at once; ending the session would free it anyway.
        await client?.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        await dropClient();
      });
    },
  };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
