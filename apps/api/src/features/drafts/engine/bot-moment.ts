import { botThinkMs, isObviousPick, pickClockAt } from '@kennel/core';
import type { DraftStep } from './draft-step.ts';

/**
 * The moment a bot going on the clock now picks, when bots think (development, ADR 0036): a varied
 * delay, shorter for an obvious pick, inside the pick's clock. Null: it picks at once.
 */
export function botPicksAt(
  step: DraftStep,
  seat: {
    /** The players' (not bots') picks still to make, from the one on the clock. */
    playerPicksLeft: number;
    /** Positions the bot's starting lineup still needs. */
    needs: readonly string[];
  },
): Date | null {
  if (!step.botsThink || step.closed) return null;
  const clockMs = pickClockAt({
    pickClockMs: step.draft.pickClockMs,
    now: step.now,
    closesAt: step.closesAt,
    // The bot's own pick shares the time left with the players' picks still to make.
    playerPicksLeft: seat.playerPicksLeft + 1,
  });
  const obvious = isObviousPick(candidateAdps(step, seat.needs), step.draft.seats);
  const think = botThinkMs({ clockMs, obvious, random: step.botsThink() });
  return think > 0 ? new Date(step.now.getTime() + think) : null;
}

/** The ADPs of the two best players still on the board at a position the bot needs (the pool is in ADP order). */
function candidateAdps(step: DraftStep, needs: readonly string[]): number[] {
  const taken = new Set(step.picks.map((pick) => pick.playerId));
  const needed = new Set(needs);
  const adps: number[] = [];
  for (const player of step.pool.players) {
    if (taken.has(player.id) || step.started.has(player.id)) continue;
    if (needed.size > 0 && !needed.has(player.position)) continue;
    adps.push(player.adp);
    if (adps.length === 2) break;
  }
  return adps;
}
