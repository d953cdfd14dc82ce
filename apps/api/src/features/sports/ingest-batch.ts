import { applyGameEvent, type GameState, type StatEvent } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import { runPrepared } from '../../platform/db/prepared.ts';
import { type GameRowWithTeams, gameSummaryFromRow } from './game-summary.ts';
import type { SportsLiveMessage } from './live.ts';
import { gameMessages } from './live-messages.ts';
import { linkStatusNews, newsAround } from './news-status.ts';
import { LOCK_STREAMS, READ_GAMES, WRITE_BATCH } from './stream-sql.ts';

/** A game stream names a game that is not in the world: its events are refused. */
export class UnknownStreamError extends Error {
  constructor(readonly streamId: string) {
    super(`No game "${streamId}" for its stat events (write the world first)`);
    this.name = 'UnknownStreamError';
  }
}

/** Per stream: its sequence when locked, and whether a gap kept its events out of this batch. */
export interface StreamOutcome {
  streamSeq: number;
  gap: boolean;
}

export interface BatchOutcome {
  streams: Map<string, StreamOutcome>;
  messages: SportsLiveMessage[];
}

type Stats = Record<string, number>;

interface GameRead {
  id: string;
  status: GameState['status'];
  period: number;
  clock_seconds: number | null;
  home_score: number;
  away_score: number;
  lines: Record<string, Stats>;
}

export const isPlayerStream = (streamId: string) => streamId.startsWith('players:');

function touchedPlayers(events: readonly StatEvent[]): string[] {
  const players = new Set<string>();
  for (const event of events)
    if (event.kind === 'play' || event.kind === 'stat_correction')
      for (const change of event.stats) players.add(change.player_id);
  return [...players];
}

/**
 * Applies the events of several streams (each sorted, one per sequence) in the caller's
 * transaction: locks every stream, applies the events after each one's sequence with core's
 * reducer, and writes everything in one statement. A stream with a gap is left untouched.
 */
export async function applyBatch(
  tx: Database,
  batch: ReadonlyMap<string, readonly StatEvent[]>,
  now: Date,
): Promise<BatchOutcome> {
  const at = now.toISOString();
  const ids = [...batch.keys()].sort();
  const locked = await runPrepared<{ stream_id: string; seq: number }>(
    tx,
    'sports_lock_streams',
    LOCK_STREAMS,
    [JSON.stringify(ids), at],
  );
  const seqs = new Map(locked.map((row) => [row.stream_id, row.seq]));
  const outcomes = new Map<string, StreamOutcome>();
  const fresh = new Map<string, StatEvent[]>();
  for (const id of ids) {
    const streamSeq = seqs.get(id) ?? 0;
    const events = (batch.get(id) ?? []).filter((event) => event.seq > streamSeq);
    const gap = events.some((event, i) => event.seq !== streamSeq + 1 + i);
    outcomes.set(id, { streamSeq, gap });
    if (!gap && events.length > 0) fresh.set(id, events);
  }
  if (fresh.size === 0) return { streams: outcomes, messages: [] };

  const gameIds = [...fresh.keys()].filter((id) => !isPlayerStream(id));
  const touched = Object.fromEntries(gameIds.map((id) => [id, touchedPlayers(fresh.get(id) ?? [])]));
  const games =
    gameIds.length === 0
      ? []
      : await runPrepared<GameRead>(tx, 'sports_read_games', READ_GAMES, [
          JSON.stringify(gameIds),
          JSON.stringify(touched),
        ]);
  const byId = new Map(games.map((game) => [game.id, game]));

  const lines: { game_id: string; player_id: string; stats: Stats }[] = [];
  const states: Record<string, unknown>[] = [];
  const statuses: Record<string, string> = {};
  const streamSeqs: Record<string, number> = {};
  for (const [id, events] of fresh) {
    streamSeqs[id] = events[events.length - 1]?.seq ?? 0;
    for (const event of events) if (event.kind === 'player_status') statuses[event.player_id] = event.status;
    if (isPlayerStream(id)) continue;
    const game = byId.get(id);
    if (!game) throw new UnknownStreamError(id);
    let state: GameState = {
      status: game.status,
      period: game.period,
      clockSeconds: game.clock_seconds,
      homeScore: game.home_score,
      awayScore: game.away_score,
      seq: outcomes.get(id)?.streamSeq ?? 0,
      statLines: game.lines,
    };
    for (const event of events) {
      const outcome = applyGameEvent(state, event);
      if (outcome.kind === 'applied') state = outcome.state;
    }
    // Only the lines the events changed are written.
    for (const player of touched[id] ?? []) {
      const line = state.statLines[player];
      if (line && JSON.stringify(line) !== JSON.stringify(game.lines[player]))
        lines.push({ game_id: id, player_id: player, stats: line });
    }
    states.push({
      id,
      status: state.status,
      period: state.period,
      clock_seconds: state.clockSeconds,
      home_score: state.homeScore,
      away_score: state.awayScore,
      seq: state.seq,
      starts_at: state.startsAt ?? null,
    });
  }
  const rows = await runPrepared<GameRowWithTeams>(tx, 'sports_write_batch', WRITE_BATCH, [
    at,
    JSON.stringify([...fresh.values()].flat()),
    JSON.stringify(lines),
    JSON.stringify(statuses),
    JSON.stringify(streamSeqs),
    JSON.stringify(states),
  ]);
  for (const [id, events] of fresh) {
    if (!isPlayerStream(id)) continue;
    const players = [
      ...new Set(events.flatMap((event) => (event.kind === 'player_status' ? [event.player_id] : []))),
    ];
    if (players.length > 0)
      await linkStatusNews(tx, newsAround(id.slice('players:'.length), events, players));
  }
  return { streams: outcomes, messages: rows.flatMap((row) => gameMessages(gameSummaryFromRow(row))) };
}
