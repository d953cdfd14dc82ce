/**
 * The pick'em vocabulary shared by core, the API and the web (RULES.md, Pick'em). A **prop** is the
 * stable question (a player's passing yards in one game, pre-game); a **line** is one priced version
 * of it (the stat value and the two options' multipliers) and gets a new id on every change, so a
 * submission names exactly what the player saw. An **option** is one side of a line.
 */

/** Higher/lower on one player, or rivals: two players on one stat with a handicap. */
export const PICKEM_PROP_KINDS = ['higher_lower', 'rivals'] as const;
export type PickemPropKind = (typeof PICKEM_PROP_KINDS)[number];

/** Pre-game lines lock at the game's start; in-game lines exist only while the game is live. */
export const PICKEM_LINE_TIMINGS = ['pre_game', 'in_game'] as const;
export type PickemLineTiming = (typeof PICKEM_LINE_TIMINGS)[number];

/**
 * open: takes picks; suspended: an in-game line around a scoring play (takes none, may reopen);
 * locked: the game started (pre-game) or ended (in-game); it never reopens.
 */
export const PICKEM_PROP_STATUSES = ['open', 'suspended', 'locked'] as const;
export type PickemPropStatus = (typeof PICKEM_PROP_STATUSES)[number];

/**
 * What an option picks: higher or lower than the line; for rivals, the first player (whose value gets
 * the handicap added) or the second.
 */
export const PICKEM_CHOICES = ['higher', 'lower', 'first', 'second'] as const;
export type PickemChoice = (typeof PICKEM_CHOICES)[number];

/** An entry as stored: open until it is settled (paid, lost or refunded by voids) or cancelled. */
export const PICKEM_ENTRY_STATES = ['open', 'cancelled', 'settled'] as const;
export type PickemEntryState = (typeof PICKEM_ENTRY_STATES)[number];

/** What players see: open entries are upcoming until one of their games starts, then live. */
export const PICKEM_ENTRY_STATUSES = ['upcoming', 'live', 'settled', 'cancelled'] as const;
export type PickemEntryStatus = (typeof PICKEM_ENTRY_STATUSES)[number];

/** A settled entry's result: won (paid more than nothing), lost, or refunded in full (voids). */
export const PICKEM_ENTRY_RESULTS = ['won', 'lost', 'refunded'] as const;
export type PickemEntryResult = (typeof PICKEM_ENTRY_RESULTS)[number];

/** An entry may be cancelled this long after submission, and only while none of its games has started. */
export const PICKEM_CANCEL_WINDOW_MS = 2 * 60_000;

/** The option ids of a line: the line id and the choice, so an option names its line. */
export function optionIdOf(lineId: string, choice: PickemChoice): string {
  return `${lineId}.${choice}`;
}
