import { type Projection, scheduleGames, slotLength } from '@kennel/core';
import type { WorldStore } from '../world-store.ts';
import { emptyFile, iso } from './game-rows.ts';
import { nextTurn } from './pacing.ts';
import type { SimWorld } from './sim-world.ts';

/** Slots scheduled ahead: two hours of ten-minute games, a few minutes of test-length ones. */
export const SLOTS_AHEAD = 6;

/**
 * Keeps the simulated world's games scheduled SLOTS_AHEAD slots ahead, a window per tick. A slot
 * overlaps every window that starts inside it, so the games this process has written are
 * remembered and written (with their projections) once, not again on every tick.
 */
export function createScheduler(store: WorldStore, gameMinutes: number) {
  const slot = slotLength(gameMinutes);
  let scheduledUntil: number | undefined;
  /** Games this process has scheduled, with their starts (forgotten once long started). */
  const written = new Map<string, number>();

  return {
    /** Answers true when it wrote a game that has already started (a tick's read of the live games missed it). */
    async scheduleAhead(now: Date, world: SimWorld): Promise<boolean> {
      const horizon = now.getTime() + SLOTS_AHEAD * slot;
      const from = Math.max(scheduledUntil ?? now.getTime() - slot, now.getTime() - slot);
      if (from >= horizon) return false;
      const to = Math.min(horizon, from + slot);
      const { games, slates } = scheduleGames(
        world.seed,
        world.world,
        { from: iso(new Date(from)), to: iso(new Date(to)) },
        { gameMinutes },
      );
      // A slot overlaps every window that starts inside it: its games are written once, not each tick.
      const fresh = games.filter((game) => !written.has(game.id));
      const projections: Projection[] = [];
      for (const game of fresh) {
        await nextTurn();
        projections.push(...world.projectionsOf(game));
      }
      if (fresh.length > 0) {
        const ids = new Set(fresh.map((game) => game.id));
        const freshSlates = slates.filter((slate) => slate.game_ids.some((id) => ids.has(id)));
        await store.upsertWorld({ ...emptyFile(), games: fresh, slates: freshSlates, projections });
        for (const game of fresh) written.set(game.id, Date.parse(game.starts_at));
      }
      for (const [id, startsAt] of written) if (startsAt < now.getTime() - 2 * slot) written.delete(id);
      scheduledUntil = to;
      return fresh.some((game) => Date.parse(game.starts_at) <= now.getTime());
    },
  };
}
