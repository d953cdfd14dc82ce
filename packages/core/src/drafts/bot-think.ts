/**
 * How long a bot "thinks" before its pick in the simulated world (development only, DRAFT_BOT_THINK):
 * a person drafting against bots sees picks arrive one by one, as at Underdog or Sleeper, not the
 * whole round at once. Never past the pick's clock.
 */

/** A pick whose best player stands a round clear of the next comes in this window. */
export const OBVIOUS_THINK_MS = { min: 1_000, max: 3_000 } as const;
/** Any other pick. */
export const CONSIDERED_THINK_MS = { min: 2_500, max: 8_000 } as const;
/** The share of the pick's clock a bot may use at most (the rest is slack for the clock sweeper). */
export const BOT_CLOCK_SHARE = 0.6;

/**
 * Whether the bot's pick is obvious: the best available player at a position it needs stands at
 * least `seats` ADP places (a round) ahead of the next, or is the only one left.
 */
export function isObviousPick(adpsByRank: readonly number[], seats: number): boolean {
  const [best, next] = adpsByRank;
  if (best === undefined || next === undefined) return true;
  return next - best >= seats;
}

/**
 * The bot's think time in milliseconds: a draw from the window (skewed short, as most picks are
 * quick and a few take a while), at most `BOT_CLOCK_SHARE` of the pick's clock. Zero when the
 * clock leaves no time (the draft is closing): the bot picks at once.
 */
export function botThinkMs({
  clockMs,
  obvious,
  random,
}: {
  clockMs: number;
  obvious: boolean;
  /** A uniform draw in [0, 1). */
  random: number;
}): number {
  const window = obvious ? OBVIOUS_THINK_MS : CONSIDERED_THINK_MS;
  const skewed = random * random;
  const think = Math.round(window.min + (window.max - window.min) * skewed);
  const ceiling = Math.floor(clockMs * BOT_CLOCK_SHARE);
  return Math.max(0, Math.min(think, ceiling));
}
