import type { DraftRow, PickRow, SeatRow } from '../repo.ts';

/** Drafts remembered at once per process; past it the least recently used is forgotten. */
const MAX_DRAFTS = 20_000;

interface Remembered {
  version: number;
  seats: SeatRow[];
  picks: PickRow[];
}

/**
 * What this process last committed for each draft it moves (its seats and picks), keyed by the
 * draft's version, so a pick does not re-read the whole draft. Only ever trusted under the draft's
 * row lock and only when the locked row's version is the remembered one: every change to seats or
 * picks bumps the version under that lock (any instance's), so a match means nothing changed
 * since. Remembered only after the transaction committed. Seats' queues are not trusted (a queue
 * edit need not bump the version): the autopick reads a player's queue fresh.
 */
export function createDraftMemory(maxDrafts = MAX_DRAFTS) {
  const drafts = new Map<string, Remembered>();

  return {
    /** A private copy of what is remembered for the locked draft row, or undefined when it may be stale. */
    recall(draft: DraftRow): { seats: SeatRow[]; picks: PickRow[] } | undefined {
      const known = drafts.get(draft.id);
      if (!known) return undefined;
      // Picks are 1..current_pick-1, written with the row under its lock: a count that differs is stale.
      if (known.version !== draft.version || known.picks.length !== draft.currentPick - 1) {
        drafts.delete(draft.id);
        return undefined;
      }
      // Most recently used last, so the oldest entry is the first one forgotten.
      drafts.delete(draft.id);
      drafts.set(draft.id, known);
      // Picks are never changed once made (the array is copied); seats are switched in place, so copied.
      return { seats: known.seats.map((seat) => ({ ...seat })), picks: [...known.picks] };
    },

    /** After commit: the draft as the step left it (a finished draft is forgotten). */
    remember(draft: DraftRow, seats: readonly SeatRow[], picks: readonly PickRow[]) {
      drafts.delete(draft.id);
      if (draft.status !== 'drafting') return;
      drafts.set(draft.id, {
        version: draft.version,
        seats: seats.map((seat) => ({ ...seat })),
        picks: [...picks],
      });
      if (drafts.size > maxDrafts) drafts.delete(drafts.keys().next().value as string);
    },

    /** A step that may not have committed: whatever is remembered for the draft is dropped. */
    forget(draftId: string) {
      drafts.delete(draftId);
    },

    size: () => drafts.size,
  };
}

export type DraftMemory = ReturnType<typeof createDraftMemory>;
