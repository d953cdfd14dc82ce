import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ContestStandings, SeasonJob } from '@kennel/core';

/**
 * A worker thread's whole program (plain JavaScript, no imports to resolve): it compiles the
 * season kernel it is sent (once per source) and scores shares of teams, taking the next share
 * from a counter the threads share until none is left.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const kernels = new Map();
parentPort.on('message', ({ id, source, arrays, sizes, next, share }) => {
  try {
    let run = kernels.get(source);
    if (!run) {
      run = new Function('return ' + source + ';')();
      kernels.set(source, run);
    }
    let scored = 0;
    for (;;) {
      const from = Atomics.add(next, 0, 1) * share;
      if (from >= sizes.teams) break;
      const to = Math.min(sizes.teams, from + share);
      run(arrays, sizes, from, to);
      scored += to - from;
    }
    parentPort.postMessage({ id, scored });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/** Teams per share a thread takes at a time: about 10 ms of work, so a thread left without a core holds little back. */
const SHARE = 8_192;

/** Below this many teams a full rescore stays on the calling thread (it takes a few ms). */
export const THREADED_TEAMS = 100_000;

interface Pending {
  resolve: (scored: number) => void;
  reject: (error: Error) => void;
}

/**
 * A best ball contest's full rescore spread over the cores: the calling thread and `threads − 1`
 * workers each take shares of the teams from one shared counter (so a thread that waits for a core
 * leaves its shares to the others), score them with the season kernel into the standings' shared
 * arrays, and the contest-wide ranks are built once from all the totals (one linear pass). The
 * ranks are the single-thread rescore's: every team is scored by the same code into its own cells.
 * Workers start on first use and do not keep the process alive.
 */
export class RescoreThreads {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | null = null;
  /** Each worker's unanswered messages: a worker with none does not keep the process alive. */
  private readonly busy = new Map<Worker, number>();

  readonly threads: number;
  private readonly share: number;
  private readonly callerScores: boolean;

  /**
   * `threads`: the calling thread and its workers (the cores, by default). `share`: teams a thread
   * takes at a time. `callerScores: false` leaves every share to the workers (tests use it).
   */
  constructor(options: { threads?: number; share?: number; callerScores?: boolean } = {}) {
    this.threads = options.threads ?? availableParallelism();
    this.share = options.share ?? SHARE;
    this.callerScores = options.callerScores ?? true;
  }

  /** Starts the workers now (a rescore otherwise starts them on its first call). */
  async start(): Promise<void> {
    while (this.workers.length < this.threads - 1) this.workers.push(this.spawn());
    await Promise.all(
      this.workers.map((worker) => new Promise<void>((resolve) => worker.once('online', () => resolve()))),
    );
  }

  /**
   * Every team's lineups and totals again, then every rank. Standings without a shared season job
   * (`shared: false`, or a shape the season kernel does not cover) are rescored on this thread.
   * The standings must not change until the promise settles. Answers how many teams the workers
   * scored (0: all on this thread).
   */
  async rescoreAll(standings: ContestStandings): Promise<number> {
    const job = standings.seasonJob();
    const { share } = this;
    if (!job || this.threads <= 1 || standings.teams <= share || this.failure) {
      standings.rescoreAll();
      return 0;
    }
    while (this.workers.length < this.threads - 1) this.workers.push(this.spawn());
    const next = new Int32Array(new SharedArrayBuffer(4));
    const done = this.workers.map((worker) => this.post(worker, job, next));
    // This thread takes shares too, while the workers take theirs.
    while (this.callerScores) {
      const from = Atomics.add(next, 0, 1) * share;
      if (from >= standings.teams) break;
      standings.rescoreTeams(from, Math.min(standings.teams, from + share));
    }
    let scored: number[];
    try {
      scored = await Promise.all(done);
    } catch {
      // A worker failed (it is dropped, and later rescores stay on this thread): the same answer
      // the slower way, every team again here.
      standings.rescoreAll();
      return 0;
    }
    standings.rerank();
    return scored.reduce((sum, teams) => sum + teams, 0);
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private post(worker: Worker, job: SeasonJob, next: Int32Array): Promise<number> {
    const id = this.nextId++;
    return new Promise<number>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.busy.set(worker, (this.busy.get(worker) ?? 0) + 1);
      worker.ref();
      const { source, arrays, sizes } = job;
      worker.postMessage({ id, source, arrays, sizes, next, share: this.share });
    });
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'best-ball-rescore' });
    worker.unref();
    worker.on('message', (message: { id: number; scored?: number; error?: string }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      const left = (this.busy.get(worker) ?? 1) - 1;
      this.busy.set(worker, left);
      if (left === 0) worker.unref();
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.scored ?? 0);
    });
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => {
      if (this.workers.includes(worker)) this.fail(worker, new Error(`Rescore worker exited (${code})`));
    });
    return worker;
  }

  private fail(worker: Worker, error: Error): void {
    this.failure = error;
    const at = this.workers.indexOf(worker);
    if (at >= 0) this.workers.splice(at, 1);
    this.busy.delete(worker);
    void worker.terminate();
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      pending.reject(error);
    }
  }
}
