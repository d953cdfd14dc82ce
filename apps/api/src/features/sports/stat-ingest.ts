import type { NewsItem, StatEvent } from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { applyBatch, type StreamOutcome } from './ingest-batch.ts';
import type { SportsPublish } from './live.ts';
import { newsMessages } from './live-messages.ts';
import type { SportsProvider } from './provider.ts';
import { selectNewsViews } from './read-news.ts';
import type { NewsWrite, WorldStore } from './world-store.ts';

export { UnknownStreamError } from './ingest-batch.ts';

export interface IngestResult {
  /** Events applied now, the refilled ones included. */
  applied: number;
  /** Events at or below their stream's applied sequence (or given twice): not applied again. */
  duplicates: number;
  /** Of the applied, events the provider supplied to fill a gap. */
  refilled: number;
  /** Events held back behind a gap the provider could not fill (deliver them again later). */
  waiting: number;
}

export interface StatIngestOptions {
  db: Database;
  clock: Clock;
  provider: SportsProvider;
  /** Told after each commit; never before, never for a rolled-back batch. */
  publish: SportsPublish;
  /** Used by addNews; optional so the ingest can run without news. */
  store?: WorldStore;
  /** Batches applied at once (each on its own connection on PostgreSQL). */
  concurrency?: number;
  /** Streams per transaction. */
  streamsPerBatch?: number;
}

type Batch = Map<string, StatEvent[]>;

/** One event per sequence, in order (the first given wins). */
function sortedUnique(events: readonly StatEvent[]): StatEvent[] {
  const bySeq = new Map<number, StatEvent>();
  for (const event of events) if (!bySeq.has(event.seq)) bySeq.set(event.seq, event);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The events right after `seq` with no hole among them. */
function contiguousAfter(events: readonly StatEvent[], seq: number): StatEvent[] {
  const run: StatEvent[] = [];
  for (const event of events) {
    if (event.seq <= seq) continue;
    if (event.seq !== seq + 1 + run.length) break;
    run.push(event);
  }
  return run;
}

function chunks(batch: Batch, size: number): Batch[] {
  const ids = [...batch.keys()].sort();
  const parts: Batch[] = [];
  for (let start = 0; start < ids.length; start += size)
    parts.push(new Map(ids.slice(start, start + size).map((id) => [id, batch.get(id) ?? []])));
  return parts;
}

/**
 * Applies stat events. Each transaction locks the row of every stream it applies to, so an event
 * is applied once however many callers (or API processes) deliver it; many streams share one
 * transaction and three statements, which is what makes a busy Sunday fast. A gap is refilled from
 * the provider before anything after it is applied. Live messages go out after each commit.
 */
export function createStatIngest(options: StatIngestOptions) {
  const { db, clock, publish } = options;
  let provider = options.provider;
  const concurrency = options.concurrency ?? 4;
  const streamsPerBatch = options.streamsPerBatch ?? 50;

  async function commit(batch: Batch): Promise<Map<string, StreamOutcome>> {
    const outcome = await inTransaction(db, (tx) => applyBatch(tx, batch, clock()));
    publish(outcome.messages);
    return outcome.streams;
  }

  /** Applies the batch; when its transaction fails, each stream alone, so one bad stream holds back only itself. */
  async function commitIsolated(batch: Batch, outcomes: Map<string, StreamOutcome>, failures: unknown[]) {
    try {
      for (const [id, outcome] of await commit(batch)) outcomes.set(id, outcome);
    } catch (error) {
      if (batch.size === 1) {
        failures.push(error);
        return;
      }
      for (const [id, events] of batch) await commitIsolated(new Map([[id, events]]), outcomes, failures);
    }
  }

  async function commitAll(batch: Batch, failures: unknown[]): Promise<Map<string, StreamOutcome>> {
    const outcomes = new Map<string, StreamOutcome>();
    const queue = chunks(batch, streamsPerBatch);
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        await commitIsolated(next, outcomes, failures);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    return outcomes;
  }

  return {
    /** Applies events of any streams; resolves once every batch is committed and announced. */
    async apply(events: readonly StatEvent[]): Promise<IngestResult> {
      const delivered = new Map<string, StatEvent[]>();
      for (const event of events) {
        const list = delivered.get(event.stream_id);
        if (list) list.push(event);
        else delivered.set(event.stream_id, [event]);
      }
      const pending: Batch = new Map([...delivered].map(([id, list]) => [id, sortedUnique(list)]));
      const failures: unknown[] = [];
      const outcomes = await commitAll(pending, failures);

      // Gaps: ask the provider once, then apply what has no hole left.
      const gapped = [...outcomes].filter(([, outcome]) => outcome.gap);
      if (gapped.length > 0) {
        const refilled: Batch = new Map();
        for (const [id, outcome] of gapped) {
          const refill = (await provider.eventsAfter(id, outcome.streamSeq)).filter(
            (event) => event.stream_id === id,
          );
          refilled.set(id, sortedUnique([...(pending.get(id) ?? []), ...refill]));
        }
        for (const [id, list] of refilled) pending.set(id, list);
        for (const [id, outcome] of await commitAll(refilled, failures)) outcomes.set(id, outcome);
        const stillGapped = [...outcomes].filter(([, outcome]) => outcome.gap);
        const trimmed: Batch = new Map(
          stillGapped.map(([id, outcome]) => [id, contiguousAfter(pending.get(id) ?? [], outcome.streamSeq)]),
        );
        for (const [id, list] of trimmed) pending.set(id, list);
        for (const [id, outcome] of await commitAll(trimmed, failures)) outcomes.set(id, outcome);
      }

      const total: IngestResult = { applied: 0, duplicates: 0, refilled: 0, waiting: 0 };
      for (const [id, outcome] of outcomes) {
        const given = delivered.get(id) ?? [];
        const givenSeqs = new Set(given.map((event) => event.seq));
        const applied = outcome.gap
          ? []
          : (pending.get(id) ?? []).filter((event) => event.seq > outcome.streamSeq);
        const refilled = applied.filter((event) => !givenSeqs.has(event.seq)).length;
        const lastSeq = outcome.streamSeq + applied.length;
        const waiting = sortedUnique(given).filter((event) => event.seq > lastSeq).length;
        total.applied += applied.length;
        total.refilled += refilled;
        total.waiting += waiting;
        total.duplicates += given.length - (applied.length - refilled) - waiting;
      }
      if (failures.length === 1) throw failures[0];
      if (failures.length > 1) throw new AggregateError(failures, `${failures.length} streams failed`);
      return total;
    },

    /** Adds news items and announces the new or changed ones (`news:<sport>`, `news:all`) after commit. */
    async addNews(items: readonly NewsItem[], provider = 'simulator'): Promise<NewsWrite> {
      if (!options.store) throw new Error('createStatIngest needs `store` to add news');
      const write = await options.store.addNews(items, undefined, provider);
      if (write.changedIds.length > 0) publish(newsMessages(await selectNewsViews(db, write.changedIds)));
      return write;
    },

    /** The provider gaps are refilled from (the producer swaps it when it takes over). */
    setProvider(next: SportsProvider) {
      provider = next;
    },
    get provider() {
      return provider;
    },
  };
}

export type StatIngest = ReturnType<typeof createStatIngest>;
