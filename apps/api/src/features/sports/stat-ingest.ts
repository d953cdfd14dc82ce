import { applyGameEvent, type GameState, type NewsItem, type StatEvent } from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { runPrepared } from '../../platform/db/prepared.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { type GameRowWithTeams, gameSummaryFromRow } from './game-summary.ts';
import type { SportsLiveMessage, SportsPublish } from './live.ts';
import { gameMessages, newsMessages } from './live-messages.ts';
import type { SportsProvider } from './provider.ts';
import { selectNewsViews } from './read-news.ts';
import { LOCK_STREAM, READ_GAME, WRITE_GAME_BATCH, WRITE_PLAYER_BATCH } from './stream-sql.ts';
import type { NewsWrite, WorldStore } from './world-store.ts';

export interface IngestResult {
  applied: number;
  /** Events at or below their stream's applied sequence (or given twice): not applied again. */
  duplicates: number;
  /** Events the provider supplied to fill a gap, applied before the ones given. */
  refilled: number;
  /** Events held back behind a gap the provider could not fill (asked for again next time). */
  waiting: number;
}

/** A game stream names a game that is not in the world: its events are refused. */
export class UnknownStreamError extends Error {
  constructor(readonly streamId: string) {
    super(`No game "${streamId}" for its stat events (write the world first)`);
    this.name = 'UnknownStreamError';
  }
}

export interface StatIngestOptions {
  db: Database;
  clock: Clock;
  provider: SportsProvider;
  /** Told after each commit; never before, never for a rolled-back batch. */
  publish: SportsPublish;
  /** Used by addNews; optional so the ingest can run without news. */
  store?: WorldStore;
  /** Streams applied at once (each on its own connection on PostgreSQL). */
  concurrency?: number;
}

type Outcome =
  | { kind: 'done'; streamSeq: number; messages: SportsLiveMessage[] }
  | { kind: 'gap'; streamSeq: number };

const isPlayerStream = (streamId: string) => streamId.startsWith('players:');

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

/** The latest status each player's events in the batch leave them with. */
function playerStatuses(events: readonly StatEvent[]): Record<string, string> {
  const statuses: Record<string, string> = {};
  for (const event of events) if (event.kind === 'player_status') statuses[event.player_id] = event.status;
  return statuses;
}

function touchedPlayers(events: readonly StatEvent[]): string[] {
  const players = new Set<string>();
  for (const event of events)
    if (event.kind === 'play' || event.kind === 'stat_correction')
      for (const change of event.stats) players.add(change.player_id);
  return [...players];
}

interface GameRead {
  status: GameState['status'];
  period: number;
  clock_seconds: number | null;
  home_score: number;
  away_score: number;
  lines: Record<string, Record<string, number>>;
}

/**
 * Applies stat events: per stream, one transaction holding the stream's row lock, so an event is
 * applied once however many callers (or API processes) deliver it. A gap is refilled from the
 * provider before anything after it is applied. Live messages go out after each commit.
 */
export function createStatIngest(options: StatIngestOptions) {
  const { db, clock, publish } = options;
  let provider = options.provider;
  const concurrency = options.concurrency ?? 4;

  async function applyLocked(tx: Database, streamId: string, given: StatEvent[]): Promise<Outcome> {
    const now = clock().toISOString();
    const [locked] = await runPrepared<{ seq: number }>(tx, 'sports_lock_stream', LOCK_STREAM, [
      streamId,
      now,
    ]);
    const streamSeq = locked?.seq ?? 0;
    const fresh = given.filter((event) => event.seq > streamSeq);
    if (fresh.length === 0) return { kind: 'done', streamSeq, messages: [] };
    if (fresh.some((event, i) => event.seq !== streamSeq + 1 + i)) return { kind: 'gap', streamSeq };
    const last = fresh[fresh.length - 1]?.seq ?? streamSeq;
    const statuses = playerStatuses(fresh);

    if (isPlayerStream(streamId)) {
      await runPrepared(tx, 'sports_write_player_batch', WRITE_PLAYER_BATCH, [
        streamId,
        now,
        JSON.stringify(fresh),
        null,
        JSON.stringify(statuses),
        last,
      ]);
      return { kind: 'done', streamSeq, messages: [] };
    }

    const touched = touchedPlayers(fresh);
    const [game] = await runPrepared<GameRead>(tx, 'sports_read_game', READ_GAME, [
      streamId,
      JSON.stringify(touched),
    ]);
    if (!game) throw new UnknownStreamError(streamId);
    let state: GameState = {
      status: game.status,
      period: game.period,
      clockSeconds: game.clock_seconds,
      homeScore: game.home_score,
      awayScore: game.away_score,
      seq: streamSeq,
      statLines: structuredClone(game.lines),
    };
    for (const event of fresh) {
      const outcome = applyGameEvent(state, event);
      if (outcome.kind === 'applied') state = outcome.state;
    }
    const changed: Record<string, Record<string, number>> = {};
    for (const player of touched) {
      const line = state.statLines[player];
      if (line && JSON.stringify(line) !== JSON.stringify(game.lines[player])) changed[player] = line;
    }
    const [row] = await runPrepared<GameRowWithTeams>(tx, 'sports_write_game_batch', WRITE_GAME_BATCH, [
      streamId,
      now,
      JSON.stringify(fresh),
      JSON.stringify(changed),
      JSON.stringify(statuses),
      last,
      state.status,
      state.period,
      state.clockSeconds,
      state.homeScore,
      state.awayScore,
      state.startsAt ?? null,
    ]);
    const messages = row ? gameMessages(gameSummaryFromRow(row)) : [];
    return { kind: 'done', streamSeq, messages };
  }

  async function applyStream(streamId: string, events: readonly StatEvent[]): Promise<IngestResult> {
    const given = sortedUnique(events);
    const givenSeqs = new Set(given.map((event) => event.seq));
    let pending = given;
    let refillAsked = false;
    for (;;) {
      const outcome = await inTransaction(db, (tx) => applyLocked(tx, streamId, pending));
      if (outcome.kind === 'done') {
        publish(outcome.messages);
        const applied = pending.filter((event) => event.seq > outcome.streamSeq);
        const refilled = applied.filter((event) => !givenSeqs.has(event.seq)).length;
        const lastSeq = outcome.streamSeq + applied.length;
        const waiting = given.filter((event) => event.seq > lastSeq).length;
        return {
          applied: applied.length,
          refilled,
          waiting,
          duplicates: events.length - (applied.length - refilled) - waiting,
        };
      }
      if (refillAsked) {
        // The provider could not close the gap: apply what follows the stream without a hole.
        pending = contiguousAfter(pending, outcome.streamSeq);
        continue;
      }
      refillAsked = true;
      const refill = await provider.eventsAfter(streamId, outcome.streamSeq);
      pending = sortedUnique([...pending, ...refill.filter((event) => event.stream_id === streamId)]);
    }
  }

  return {
    /** Applies events of any streams; resolves once every stream's batch is committed and announced. */
    async apply(events: readonly StatEvent[]): Promise<IngestResult> {
      const streams = new Map<string, StatEvent[]>();
      for (const event of events) {
        const list = streams.get(event.stream_id);
        if (list) list.push(event);
        else streams.set(event.stream_id, [event]);
      }
      const total: IngestResult = { applied: 0, duplicates: 0, refilled: 0, waiting: 0 };
      const queue = [...streams];
      const failures: unknown[] = [];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          try {
            const result = await applyStream(next[0], next[1]);
            total.applied += result.applied;
            total.duplicates += result.duplicates;
            total.refilled += result.refilled;
            total.waiting += result.waiting;
          } catch (error) {
            failures.push(error);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
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
