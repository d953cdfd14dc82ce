/**
 * The best ball vocabulary shared by core, the API and the web (RULES.md, Best ball drafts). A
 * **contest** is what the lobby sells (fee, draft size, rounds, speed, prizes); each **entry** a player
 * buys waits in the contest's pool until enough entries fill a **draft**, whose **seats** (random
 * order) pick in snake order against a clock the server owns.
 */

/** Fast drafts: 30 s a pick; slow drafts: 8 h a pick (both configurable for tests). */
export const DRAFT_SPEEDS = ['fast', 'slow'] as const;
export type DraftSpeed = (typeof DRAFT_SPEEDS)[number];

export const PICK_CLOCK_MS: Readonly<Record<DraftSpeed, number>> = {
  fast: 30_000,
  slow: 8 * 60 * 60_000,
};

/** open: takes entries; locked: past its lock (unfilled entries refunded); closed: every team finished. */
export const CONTEST_STATUSES = ['open', 'locked', 'closed'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

/** filling: seats still empty; drafting: on the clock; complete: every pick made; cancelled: never filled. */
export const DRAFT_STATUSES = ['filling', 'drafting', 'complete', 'cancelled'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** pooled: paid, waiting for a draft; seated: in a draft; refunded: its draft never filled by the lock. */
export const CONTEST_ENTRY_STATES = ['pooled', 'seated', 'refunded'] as const;
export type ContestEntryState = (typeof CONTEST_ENTRY_STATES)[number];

/** Who made a pick: the player, the autopick (and from which list), or a simulated bot. */
export const PICK_SOURCES = ['user', 'queue', 'rankings', 'adp', 'bot'] as const;
export type PickSource = (typeof PICK_SOURCES)[number];

/** A prize table row: ranks from..to (inclusive) each win `amountCents`. */
export interface PrizeTier {
  rankFrom: number;
  rankTo: number;
  amountCents: number;
}
