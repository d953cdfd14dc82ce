import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { query as templated } from '@electric-sql/pglite/template';
import { backgroundJob, requestsDone } from './background.ts';
import { reportConnectionHeld, reportConnectionWait } from './connection-waits.ts';
import type {
  Call,
  OpenMessage,
  Ready,
  Reply,
  Request,
  WireError,
  WireResults,
  WorkerOptions,
} from './pglite-messages.ts';

/** What a caller of a closed or crashed worker gets: class 08, so it is answered 503 like a lost server. */
function unavailable(reason: string): Error {
  return Object.assign(new Error(`PGlite worker: ${reason}`), { code: '08006' });
}

function fromWire(wire: WireError): Error {
  const { message, ...fields } = wire;
  return Object.assign(new Error(message), fields);
}

/**
 * The worker's entry: the compiled .js next to this file, or under tsx (tests, `npm run dev`)
 * the .ts source, which a worker thread can only load through tsx's own import.
 */
function workerEntry(): URL {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new URL('./pglite-worker.js', here);
  const tsx = pathToFileURL(createRequire(here).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const source = new URL('./pglite-worker.ts', here).href;
  const boot = `import { tsImport } from ${JSON.stringify(tsx)}; await tsImport(${JSON.stringify(source)}, ${JSON.stringify(here)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

/** The rows' values of the types the caller parses itself, parsed here (functions cannot cross threads). */
function parseOnThisThread(results: WireResults, options: QueryOptions | undefined): Results {
  const parsers = options?.parsers;
  if (!parsers) return results as Results;
  const parsed = results.fields
    .map((field, index) => ({ field, index, parse: parsers[field.dataTypeID] }))
    .filter((column) => column.parse !== undefined);
  if (parsed.length === 0) return results as Results;
  const byIndex = options?.rowMode === 'array';
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const { field, index, parse } of parsed) {
      const key = byIndex ? index : field.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parse?.(value);
    }
  }
  return results as Results;
}

/** The longest a background transaction waits for the requests in flight to finish. */
const BACKGROUND_TRANSACTION_DEFER_MS = 100;

/** PostgreSQL's name for an unquoted channel is lower case; a quoted one keeps its case. */
const channelName = (channel: string) =>
  channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();

/**
 * Threads whose database was closed, kept to open the next one: a new thread loads PGlite and
 * compiles its WASM again (about a second), which a process that opens many databases one after
 * another (the API test suite) would pay each time. Idle threads do not keep the process alive.
 */
const idleThreads: Worker[] = [];
const MAX_IDLE_THREADS = 2;

function startThread(): Worker {
  const idle = idleThreads.pop();
  if (idle) {
    idle.ref();
    return idle;
  }
  return new Worker(workerEntry(), { name: 'pglite' });
}

function keepIdle(worker: Worker): Promise<void> | undefined {
  if (idleThreads.length >= MAX_IDLE_THREADS) return worker.terminate().then(() => undefined);
  worker.unref();
  idleThreads.push(worker);
  worker.once('exit', () => {
    const at = idleThreads.indexOf(worker);
    if (at >= 0) idleThreads.splice(at, 1);
  });
  return undefined;
}

/**
 * PGlite in a worker thread, with the part of PGlite's interface the app and Drizzle's PGlite
 * driver use: `query`, `exec`, `transaction` (one at a time on the single connection, as in PGlite),
 * `listen`, `dumpDataDir` and `close`. SQL errors arrive with PGlite's fields (code, constraint...).
 */
export class PgliteThread {
  readonly #worker: Worker;
  /** This database's calls and replies (the thread may host another database after this one). */
  readonly #port: MessagePort;
  readonly #onCrash: (error: Error) => void;
  readonly #onExit: (code: number) => void;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextCall = 1;
  #failure: Error | undefined;

  private constructor(worker: Worker, port: MessagePort) {
    this.#worker = worker;
    this.#port = port;
    this.#onCrash = (error) => this.#fail(unavailable(`crashed (${error.message})`));
    this.#onExit = (code) => this.#fail(unavailable(`stopped (exit code ${code})`));
    port.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', this.#onCrash);
    worker.on('exit', this.#onExit);
  }

  /** Opens the database (PGLITE_DATA_DIR, `memory://` included) in an idle thread or a new one. */
  static async open(options: WorkerOptions): Promise<PgliteThread> {
    const worker = startThread();
    const { port1, port2 } = new MessageChannel();
    worker.postMessage({ open: options, port: port2 } satisfies OpenMessage, [port2]);
    const listeners: { message?: (ready: Ready) => void; error?: (error: Error) => void; exit?: () => void } =
      {};
    const ready = await new Promise<Ready>((resolve, reject) => {
      listeners.message = resolve;
      listeners.error = reject;
      listeners.exit = () => reject(unavailable('stopped while opening'));
      port1.once('message', listeners.message);
      worker.once('error', listeners.error);
      worker.once('exit', listeners.exit);
    }).finally(() => {
      if (listeners.message) port1.off('message', listeners.message);
      if (listeners.error) worker.off('error', listeners.error);
      if (listeners.exit) worker.off('exit', listeners.exit);
    });
    if (!ready.ready) {
      port1.close();
      await keepIdle(worker);
      throw fromWire(ready.error);
    }
    return new PgliteThread(worker, port1);
  }

  /** The thread the database runs in (a closed database's thread may run the next one). */
  get threadId(): number {
    return this.#worker.threadId;
  }

  get closed(): boolean {
    return this.#failure !== undefined;
  }

  #receive(reply: Reply) {
    if ('notification' in reply) {
      const { channel, payload } = reply.notification;
      for (const listener of this.#listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
      return;
    }
    if (reply.waited) reportConnectionWait(reply.waited.behind, reply.waited.seconds);
    if (reply.held) reportConnectionHeld(reply.held.job, reply.held.seconds);
    const call = this.#pending.get(reply.id);
    if (!call) return;
    this.#pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(fromWire(reply.error));
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const call of this.#pending.values()) call.reject(this.#failure);
    this.#pending.clear();
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextCall++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      const job = backgroundJob();
      const priority = job === undefined ? 'request' : 'background';
      this.#port.postMessage({ id, request, priority, job } satisfies Call);
    });
  }

  async #query<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx?: number,
  ): Promise<Results<T>> {
    const results = await this.#call<WireResults>({
      op: 'query',
      text,
      params: params ?? [],
      rowMode: options?.rowMode ?? 'object',
      paramTypes: options?.paramTypes,
      textTypes: Object.keys(options?.parsers ?? {}).map(Number),
      tx,
    });
    return parseOnThisThread(results, options) as Results<T>;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(text, params, options);
  }

  sql<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Results<T>> {
    const { query, params } = templated(strings, ...values);
    return this.#query<T>(query, params, undefined);
  }

  exec(text: string): Promise<Results[]> {
    return this.#call<Results[]>({ op: 'exec', text });
  }

  /**
   * Runs `work` in a transaction on the single connection: everything else waits for it, as in
   * PGlite. Commits when `work` resolves, rolls back when it throws (or called `rollback`).
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    // Background work's transaction waits for the requests being served: begun between two of a
    // request's statements, it would hold the request's next one until it ends.
    if (backgroundJob() !== undefined) await requestsDone(BACKGROUND_TRANSACTION_DEFER_MS);
    const id = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.#query<R>(text, params, options, id);
      },
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        open();
        const { query, params } = templated(strings, ...values);
        return this.#query<R>(query, params, undefined, id);
      },
      exec: async (text: string) => {
        open();
        return this.#call<Results[]>({ op: 'exec', text, tx: id });
      },
      rollback: async () => {
        open();
        await this.#call({ op: 'exec', text: 'ROLLBACK', tx: id });
        closed = true;
      },
      listen: async (channel, callback) => {
        open();
        await this.listen(channel, callback);
        return async () => this.unlisten(channel, callback);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      closed = true;
      // The work's own error is the one to report; a failed rollback means the worker is gone.
      await this.#call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    const commit = !closed;
    closed = true;
    await this.#call({ op: 'end', tx: id, commit });
    return result;
  }

  /** Calls `callback` with each NOTIFY payload on `channel`. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const name = channelName(channel);
    const listeners = this.#listeners.get(name) ?? new Set();
    this.#listeners.set(name, listeners);
    listeners.add(callback);
    if (listeners.size === 1) await this.#call({ op: 'listen', channel });
    return () => this.unlisten(channel, callback);
  }

  async unlisten(channel: string, callback?: (payload: string) => void): Promise<void> {
    const name = channelName(channel);
    const listeners = this.#listeners.get(name);
    if (callback) listeners?.delete(callback);
    if (listeners && listeners.size > 0 && callback) return;
    this.#listeners.delete(name);
    await this.#call({ op: 'unlisten', channel });
  }

  /** The data folder as a tarball (`loadDataDir` of a new instance starts from it). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.#call<Uint8Array<ArrayBuffer>>({ op: 'dump', compression })]);
  }

  /** Closes the database (flushing it to its folder); the thread is kept for another, or stopped. */
  async close(): Promise<void> {
    if (this.#failure) return;
    let closed = false;
    try {
      await this.#call({ op: 'close' });
      closed = true;
    } finally {
      this.#fail(unavailable('closed'));
      this.#port.close();
      this.#worker.off('error', this.#onCrash);
      this.#worker.off('exit', this.#onExit);
      // A thread whose database did not close cleanly is not trusted with another.
      await (closed ? keepIdle(this.#worker) : this.#worker.terminate());
    }
  }
}
