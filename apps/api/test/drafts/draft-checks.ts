import type { DraftState } from '@kennel/core';
import { expect } from 'vitest';
import { PICK_LOCK_GRACE_MS } from '../../src/features/drafts/engine/engine.ts';
import type { RoomClient } from './draft-clients.ts';

/**
 * What every multi-client draft must end with: one board everywhere, each player at most once,
 * every team the right size, and every pick inside its window: a player's own pick before its
 * deadline (the previous pick plus the clock, which resets every pick), a timeout's autopick not
 * before it.
 */
export function checkFinishedDraft(final: DraftState, rooms: readonly RoomClient[]) {
  expect(final.status).toBe('complete');
  const total = final.seat_count * final.rounds;
  expect(final.picks.map((pick) => pick.pick_number)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  expect(new Set(final.picks.map((pick) => pick.player_id)).size).toBe(total);
  for (const roster of final.rosters) expect(roster.pick_numbers).toHaveLength(final.rounds);
  for (const room of rooms) {
    expect([...room.board.values()].sort((a, b) => a.pick_number - b.pick_number)).toEqual(final.picks);
  }
  let previous = Date.parse(final.started_at ?? '');
  for (const pick of final.picks) {
    const madeAt = Date.parse(pick.made_at);
    const deadline = previous + final.pick_clock_ms;
    expect(madeAt).toBeGreaterThanOrEqual(previous);
    // A player's pick is stamped when it got the draft's lock: one that reached the server in time
    // and waited behind the lock (another process's write, the sweeper) lands within the engine's
    // grace, never later (engine.ts pickIsLate; its own race tests hold the arrival side).
    if (pick.source === 'user') expect(madeAt).toBeLessThanOrEqual(deadline + PICK_LOCK_GRACE_MS);
    else if (madeAt > previous) expect(madeAt).toBeGreaterThanOrEqual(deadline);
    previous = madeAt;
  }
}
