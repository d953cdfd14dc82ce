import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGameEvent, applyGameEvents, type GameState, initialGameState } from './game-state.ts';
import { createRandom } from './simulator/random.ts';
import { sampleGame } from './simulator/sample-game.ts';
import { simulateGame } from './simulator/simulate-game.ts';
import { statCorrectionFor } from './simulator/stat-correction.ts';
import { generateWorld } from './simulator/world.ts';
import type { StatEvent } from './stat-events.ts';

const WORLD = generateWorld(3, { startsOn: '2026-09-01' });
const at = '2026-11-24T19:00:00.000Z';

const play = (
  seq: number,
  stats: { player_id: string; stat: string; delta: number }[],
  homePoints = 0,
): StatEvent => ({
  kind: 'play',
  stream_id: 'g1',
  seq,
  occurred_at: at,
  period: 1,
  clock_seconds: 600,
  description: `Play ${seq}`,
  home_points: homePoints,
  away_points: 0,
  stats,
});

function applied(state: GameState, event: StatEvent): GameState {
  const outcome = applyGameEvent(state, event);
  if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
  return outcome.state;
}

/** Delivers events in the given order; on a gap, refills the missing range from the full stream. */
function deliver(order: readonly StatEvent[], full: readonly StatEvent[]): GameState {
  let state = initialGameState();
  for (const event of order) {
    const outcome = applyGameEvent(state, event);
    if (outcome.kind === 'applied') state = outcome.state;
    if (outcome.kind === 'gap') {
      const refill = full.filter(
        (candidate) => candidate.seq >= outcome.missingFrom && candidate.seq <= event.seq,
      );
      const result = applyGameEvents(state, refill);
      expect(result.gap).toBeUndefined();
      state = result.state;
    }
  }
  return state;
}

describe('applyGameEvent', () => {
  it('adds play deltas and points, and moves the clock', () => {
    const state = applied(initialGameState(), play(1, [{ player_id: 'p1', stat: 'points', delta: 3 }], 3));
    expect(state).toMatchObject({ seq: 1, homeScore: 3, awayScore: 0, period: 1, clockSeconds: 600 });
    expect(state.statLines).toEqual({ p1: { points: 3 } });
    const next = applied(state, play(2, [{ player_id: 'p1', stat: 'points', delta: 2 }], 2));
    expect(next.statLines.p1?.points).toBe(5);
    expect(state.statLines.p1?.points).toBe(3);
  });

  it('treats a seen sequence as a duplicate and reports a gap before a later one', () => {
    const state = applied(initialGameState(), play(1, []));
    expect(applyGameEvent(state, play(1, []))).toEqual({ kind: 'duplicate' });
    expect(applyGameEvent(state, play(4, []))).toEqual({ kind: 'gap', missingFrom: 2, missingTo: 3 });
  });

  it('sets status, period and start time from game status events, and totals from corrections', () => {
    let state = applied(initialGameState(), {
      kind: 'game_status',
      stream_id: 'g1',
      seq: 1,
      occurred_at: at,
      status: 'postponed',
      period: 0,
      clock_seconds: null,
      note: 'Weather',
      starts_at: '2026-11-25T19:00:00.000Z',
    });
    expect(state).toMatchObject({ status: 'postponed', startsAt: '2026-11-25T19:00:00.000Z' });
    state = applied(state, play(2, [{ player_id: 'p1', stat: 'rebounds', delta: 4 }]));
    state = applied(state, {
      kind: 'stat_correction',
      stream_id: 'g1',
      seq: 3,
      occurred_at: at,
      description: 'Rebound moved',
      stats: [{ player_id: 'p1', stat: 'rebounds', value: 3 }],
      home_score: 0,
      away_score: 0,
    });
    expect(state.statLines.p1?.rebounds).toBe(3);
  });

  it('stops a batch at the first gap and reports it', () => {
    const result = applyGameEvents(initialGameState(), [play(1, []), play(3, [])]);
    expect(result.state.seq).toBe(1);
    expect(result.gap).toMatchObject({ missingFrom: 2, missingTo: 2 });
  });
});

describe('a simulated stream', () => {
  const streams = (['nfl', 'nba', 'mlb', 'nhl', 'soccer'] as const).map((sport, index) => {
    const { game, home, away } = sampleGame(WORLD, sport, index, at);
    const events = simulateGame(index, game, home, away, { gameMinutes: 10 });
    const correction = statCorrectionFor(index, game, events, [...home, ...away]);
    return correction ? [...events, correction] : events;
  });

  it('ends in the same state applied once or twice', () => {
    for (const events of streams) {
      const once = applyGameEvents(initialGameState(), events).state;
      expect(applyGameEvents(once, events).state).toEqual(once);
      expect(applyGameEvents(initialGameState(), [...events, ...events]).state).toEqual(once);
    }
  });

  it('ends in the same state delivered shuffled, with duplicates, and gaps refilled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: streams.length - 1 }),
        fc.integer(),
        fc.array(fc.nat(), { maxLength: 20 }),
        (index, shuffleSeed, repeats) => {
          const events = streams[index] as StatEvent[];
          const expected = applyGameEvents(initialGameState(), events).state;
          const delivered = [
            ...events,
            ...repeats.map((repeat) => events[repeat % events.length] as StatEvent),
          ];
          const order = createRandom(shuffleSeed).shuffle(delivered);
          const state = deliver(order, events);
          expect(state).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
