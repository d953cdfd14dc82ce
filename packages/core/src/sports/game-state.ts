import type { GameStatus } from './catalog.ts';
import type { StatEvent } from './stat-events.ts';

/** A game's live state and its players' stat lines, as the stream's events leave them. */
export interface GameState {
  status: GameStatus;
  period: number;
  clockSeconds: number | null;
  homeScore: number;
  awayScore: number;
  /** The last sequence number applied; the game's version for clients. */
  seq: number;
  startsAt?: string;
  /** Player id to stat key to total. */
  statLines: Record<string, Record<string, number>>;
}

export function initialGameState(): GameState {
  return {
    status: 'scheduled',
    period: 0,
    clockSeconds: null,
    homeScore: 0,
    awayScore: 0,
    seq: 0,
    statLines: {},
  };
}

export type ApplyOutcome =
  /** Applied: the state moved to this event's sequence. */
  | { kind: 'applied'; state: GameState }
  /** Seen before (sequence at or below the state's): nothing changes. */
  | { kind: 'duplicate' }
  /** Sequences between the state's and this one are missing: refill them first. */
  | { kind: 'gap'; missingFrom: number; missingTo: number };

function addStat(
  lines: GameState['statLines'],
  playerId: string,
  stat: string,
  change: (old: number) => number,
) {
  const line = lines[playerId] ?? {};
  // Rounded to 4 places: decimal stats (yards are whole, but imported feeds may carry fractions) add without drift.
  line[stat] = Math.round(change(line[stat] ?? 0) * 1e4) / 1e4;
  lines[playerId] = line;
}

/**
 * Applies one game-stream event. Pure: returns a new state, or says the event is a duplicate or
 * that a gap must be refilled first, so any order of delivery with refills ends in the same state.
 */
export function applyGameEvent(state: GameState, event: StatEvent): ApplyOutcome {
  if (event.seq <= state.seq) return { kind: 'duplicate' };
  if (event.seq > state.seq + 1) return { kind: 'gap', missingFrom: state.seq + 1, missingTo: event.seq - 1 };
  const next: GameState = {
    ...state,
    seq: event.seq,
    statLines: Object.fromEntries(
      Object.entries(state.statLines).map(([player, line]) => [player, { ...line }]),
    ),
  };
  switch (event.kind) {
    case 'game_status':
      next.status = event.status;
      next.period = event.period;
      next.clockSeconds = event.clock_seconds;
      if (event.starts_at) next.startsAt = event.starts_at;
      break;
    case 'play':
      next.period = event.period;
      next.clockSeconds = event.clock_seconds;
      next.homeScore += event.home_points;
      next.awayScore += event.away_points;
      for (const delta of event.stats)
        addStat(next.statLines, delta.player_id, delta.stat, (old) => old + delta.delta);
      break;
    case 'stat_correction':
      next.homeScore = event.home_score;
      next.awayScore = event.away_score;
      for (const value of event.stats)
        addStat(next.statLines, value.player_id, value.stat, () => value.value);
      break;
    case 'player_status':
      // Player streams are not game streams; the sequence still advances so the stream stays gapless.
      break;
  }
  return { kind: 'applied', state: next };
}

/** Applies events in sequence order, skipping duplicates; stops at the first gap and reports it. */
export function applyGameEvents(
  state: GameState,
  events: readonly StatEvent[],
): { state: GameState; gap?: { missingFrom: number; missingTo: number } } {
  let current = state;
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    const outcome = applyGameEvent(current, event);
    if (outcome.kind === 'gap') return { state: current, gap: outcome };
    if (outcome.kind === 'applied') current = outcome.state;
  }
  return { state: current };
}
