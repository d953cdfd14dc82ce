/**
 * What the HTTP thread and the PGlite worker thread say to each other (pglite-thread.ts and
 * pglite-worker.ts). Everything here crosses a MessagePort, so it is structured-clone data only:
 * no functions, no class instances beyond Date, Blob, typed arrays and the port itself.
 */
import type { MessagePort } from 'node:worker_threads';

/** One statement, in a transaction when `tx` is set. `textTypes`: result types left as text. */
export interface QueryRequest {
  op: 'query';
  text: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  paramTypes?: number[];
  textTypes: number[];
  tx?: number;
}

export interface ExecRequest {
  op: 'exec';
  text: string;
  tx?: number;
}

export type Request =
  | QueryRequest
  | ExecRequest
  /** Waits for the single connection, opens a transaction on it; answers its number. */
  | { op: 'begin' }
  /** Commits (or rolls back) and hands the connection to the next in line. */
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

/** Whose statement it is: a request's go before queued background work's (outside transactions). */
export type Priority = 'request' | 'background';

export interface Call {
  id: number;
  request: Request;
  priority: Priority;
  /** The background job the call is part of (its name in the wait metrics). */
  job?: string | undefined;
}

/**
 * Told with a reply: how long a request's call waited for the connection and whose work held it
 * when it arrived (`request`, or a background job's name); how long background work held it.
 */
export interface ConnectionTimes {
  waited?: { behind: string; seconds: number };
  held?: { job: string; seconds: number };
}

/** A query's result as PGlite gives it, with `blob` (COPY only) left out. */
export interface WireResults {
  rows: unknown[];
  affectedRows?: number;
  command?: string;
  rowCount?: number;
  fields: { name: string; dataTypeID: number }[];
}

/** A database error's fields (code, constraint, detail, the query and its params ...). */
export type WireError = { message: string } & Record<string, unknown>;

export type Reply =
  | ({ id: number; ok: true; value: unknown } & ConnectionTimes)
  | ({ id: number; ok: false; error: WireError } & ConnectionTimes)
  | { id: -1; notification: { channel: string; payload: string } };

/** Sent once by the worker when its PGlite is open (or could not be). */
export type Ready = { ready: true } | { ready: false; error: WireError };

/**
 * Sent to a PGlite thread (new, or idle after its last database closed) to open a database; the
 * database's calls and replies then go over `port`.
 */
export interface OpenMessage {
  open: WorkerOptions;
  port: MessagePort;
}

export interface WorkerOptions {
  dataDir: string;
  /** A `dumpDataDir` tarball to start from instead of an empty database. */
  loadDataDir?: Blob;
}
