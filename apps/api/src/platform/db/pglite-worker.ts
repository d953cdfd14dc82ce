/**
 * The thread that owns the embedded database (ADR 0032): PGlite runs PostgreSQL in WASM
 * synchronously, so on the HTTP thread every statement, and every chain of statements that never
 * waits on real I/O, held up all requests. Here it blocks only this thread. The HTTP thread talks
 * to it through pglite-thread.ts; the messages are in pglite-messages.ts.
 *
 * The thread hosts one database at a time, each over a port of its own; once that database is
 * closed the thread can open the next (pglite-thread.ts keeps it for reuse), so PGlite's code is
 * loaded and its WASM compiled once per thread, not once per database.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type MessagePort, parentPort, receiveMessageOnPort } from 'node:worker_threads';
import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type {
  Call,
  ConnectionTimes,
  OpenMessage,
  Priority,
  Ready,
  Reply,
  Request,
  WireError,
  WireResults,
  WorkerOptions,
} from './pglite-messages.ts';
import { createPreparedQueries } from './pglite-prepared.ts';

const host = parentPort;
if (!host) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: true commits, false rolls back. */
  decide: (commit: boolean) => void;
  /** Settles once PGlite has committed or rolled back, and released the connection. */
  finished: Promise<void>;
}

// Node's WebAssembly global (this project's TypeScript libraries leave its types out).
const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> } })
  .WebAssembly;

let compiled: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> | undefined;

/**
 * PGlite's WASM compiled and its file bundle read once for every database this thread opens. If the
 * package ever moves those files, PGlite loads them itself, as it does by default.
 */
function compiledPglite(): Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    try {
      const [wasm, bundle] = await Promise.all([
        readFile(path.join(dist, 'pglite.wasm')),
        readFile(path.join(dist, 'pglite.data')),
      ]);
      const pgliteWasmModule = (await wasmApi.compile(wasm)) as PGliteOptions['pgliteWasmModule'];
      return { pgliteWasmModule, fsBundle: new Blob([bundle]) };
    } catch {
      return {};
    }
  })();
  return compiled;
}

/** A call waiting for the connection: since when, and whose work held it when it arrived. */
interface Queued {
  call: Call;
  queuedAt: number;
  behind: string | undefined;
}

/** A PGlite error's fields as plain data; `params` only when they can be cloned. */
function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error) };
  const wire: WireError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    if (key === 'params') {
      try {
        wire.params = structuredClone(value);
      } catch {
        // Parameters that cannot be cloned stay behind; the message and code say what failed.
      }
      continue;
    }
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) wire[key] = value;
  }
  return wire;
}

/** Types the caller parses itself come back as the text PostgreSQL sent. */
function asText(types: readonly number[]): QueryOptions['parsers'] {
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

function plain(results: Results): WireResults {
  const { rows, affectedRows, command, rowCount, fields } = results as Results & {
    command?: string;
    rowCount?: number;
  };
  return { rows, affectedRows, command, rowCount, fields };
}

/** One open database's statements, transactions and LISTENs. */
function createSession(db: PGlite) {
  const prepared = createPreparedQueries(db);
  const transactions = new Map<number, OpenTransaction>();
  let nextTransaction = 1;
  const listening = new Map<string, () => Promise<void>>();

  function connection(tx: number | undefined): PGlite | Transaction {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open.tx;
  }

  /** Opens a transaction once the connection is free; answers its number while it stays open. */
  function begin(): Promise<number> {
    const id = nextTransaction++;
    return new Promise<number>((resolve, reject) => {
      let opened = false;
      const holder: { finished?: Promise<void> } = {};
      holder.finished = db.transaction(async (tx) => {
        opened = true;
        const commit = await new Promise<boolean>((decide) => {
          transactions.set(id, { tx, decide, finished: holder.finished ?? Promise.resolve() });
          resolve(id);
        });
        if (!commit && !tx.closed) await tx.rollback();
      });
      holder.finished.catch((error: unknown) => {
        if (!opened) reject(error);
      });
    });
  }

  async function end(id: number, commit: boolean): Promise<void> {
    const open = transactions.get(id);
    if (!open) throw new Error(`transaction ${id} is not open`);
    transactions.delete(id);
    open.decide(commit);
    try {
      await open.finished;
    } finally {
      prepared.transactionEnded();
    }
  }

  async function handle(request: Request): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const options = {
          rowMode: request.rowMode,
          paramTypes: request.paramTypes,
          parsers: asText(request.textTypes),
        };
        const tx = request.tx === undefined ? undefined : (connection(request.tx) as Transaction);
        return plain(await prepared.query(request.text, request.params, options, tx));
      }
      case 'exec':
        prepared.willRun(request.text, request.tx !== undefined);
        return (await connection(request.tx).exec(request.text)).map(plain);
      case 'begin':
        return begin();
      case 'end':
        return end(request.tx, request.commit);
      case 'listen': {
        if (!listening.has(request.channel)) {
          listening.set(request.channel, await db.listen(request.channel, () => undefined));
        }
        return undefined;
      }
      case 'unlisten': {
        const stop = listening.get(request.channel);
        listening.delete(request.channel);
        await stop?.();
        return undefined;
      }
      case 'dump': {
        const dump = await db.dumpDataDir(request.compression);
        return new Uint8Array(await dump.arrayBuffer());
      }
      case 'close':
        await db.close();
        return undefined;
    }
  }

  return handle;
}

/**
 * Feeds PGlite's single connection one statement (or one transaction) at a time, a request's before
 * queued background work's: a request then waits for at most the statement or transaction under
 * way, not for every background statement queued before it. Statements inside an open transaction
 * go straight through: it holds the connection. A long run of requests still lets one background
 * statement through, so background work cannot starve. PGlite blocks this thread while a statement
 * runs, so calls sent meanwhile wait in the port: they are all taken in before the next is chosen.
 */
function createDispatcher(handle: (request: Request) => Promise<unknown>, messages: MessagePort) {
  const waiting: Record<Priority, Queued[]> = { request: [], background: [] };
  const REQUESTS_BEFORE_BACKGROUND = 16;
  let requestsInARow = 0;
  /** Whose work holds the connection: a statement outside a transaction running, or an open transaction. */
  let holder: string | undefined;
  /** Open background transactions: their job and when they took the connection. */
  const heldSince = new Map<number, { job: string; since: number }>();

  const whose = (call: Call) => (call.priority === 'request' ? 'request' : (call.job ?? 'background'));

  /**
   * Runs a call and posts its reply, with the wait it had and, for background work that held the
   * connection (`holding`: its job and since when), how long it held it.
   */
  async function run(
    { id, request }: Call,
    times: ConnectionTimes = {},
    holding?: { job: string; since: number },
  ): Promise<unknown> {
    const held = () =>
      holding && { held: { job: holding.job, seconds: (performance.now() - holding.since) / 1000 } };
    try {
      const value = await handle(request);
      const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
      messages.postMessage({ id, ok: true, value, ...times, ...held() } satisfies Reply, transfer);
      // The database is closed: its port too, and the thread waits for the next one.
      if (request.op === 'close') messages.close();
      return value;
    } catch (error) {
      messages.postMessage({ id, ok: false, error: wireError(error), ...times, ...held() } satisfies Reply);
      throw error;
    }
  }

  function next(): Queued | undefined {
    const backgroundsTurn = requestsInARow >= REQUESTS_BEFORE_BACKGROUND && waiting.background.length > 0;
    const queued = backgroundsTurn
      ? waiting.background.shift()
      : (waiting.request.shift() ?? waiting.background.shift());
    requestsInARow = queued?.call.priority === 'request' ? requestsInARow + 1 : 0;
    return queued;
  }

  function release() {
    holder = undefined;
    dispatch();
  }

  /** The wait of a request's call that queued, and whose work it waited behind. */
  function waitOf({ call, queuedAt, behind }: Queued, now: number): ConnectionTimes {
    if (call.priority !== 'request' || now - queuedAt < 0.05) return {};
    return { waited: { behind: behind ?? 'request', seconds: (now - queuedAt) / 1000 } };
  }

  function dispatch() {
    if (holder !== undefined) return;
    for (let waiting = receiveMessageOnPort(messages); waiting; waiting = receiveMessageOnPort(messages)) {
      take(waiting.message as Call);
    }
    if (holder !== undefined) return;
    const queued = next();
    if (!queued) return;
    const { call } = queued;
    const job = whose(call);
    holder = job;
    // Calls that arrived with this one wait behind it.
    for (const other of waiting.request) other.behind ??= job;
    const started = performance.now();
    const opening = call.request.op === 'begin';
    const holding = call.priority === 'background' && !opening ? { job, since: started } : undefined;
    void run(call, waitOf(queued, started), holding).then(
      (value) => {
        // An open transaction keeps the connection until its `end`.
        if (!opening) return release();
        if (call.priority === 'background') heldSince.set(value as number, { job, since: started });
      },
      () => release(),
    );
  }

  /** Runs a call that needs no turn (one inside the open transaction, or its end) or queues it. */
  function take(call: Call) {
    const { request } = call;
    if (request.op === 'end') {
      const opened = heldSince.get(request.tx);
      heldSince.delete(request.tx);
      void run(call, {}, opened)
        .catch(() => undefined)
        .then(release);
      return;
    }
    if ('tx' in request && request.tx !== undefined) {
      void run(call).catch(() => undefined);
      return;
    }
    waiting[call.priority].push({ call, queuedAt: performance.now(), behind: holder });
  }

  return (call: Call) => {
    take(call);
    dispatch();
  };
}

/** Opens one database and answers its calls on `messages` until it is closed. */
async function serve(options: WorkerOptions, messages: MessagePort): Promise<void> {
  let db: PGlite;
  try {
    db = await PGlite.create(options.dataDir, {
      ...(await compiledPglite()),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    messages.postMessage({ ready: false, error: wireError(error) } satisfies Ready);
    messages.close();
    return;
  }
  db.onNotification((channel, payload) => {
    messages.postMessage({ id: -1, notification: { channel, payload } } satisfies Reply);
  });
  messages.on('message', createDispatcher(createSession(db), messages));
  messages.postMessage({ ready: true } satisfies Ready);
}

host.on('message', ({ open, port }: OpenMessage) => void serve(open, port));
