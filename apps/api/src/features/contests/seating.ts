/**
 * Which pooled entries make the next draft, and in which seats. A player may hold several entries
 * in a contest, but each draft takes at most one of them while the pool can still give it other
 * players; seats are drawn at random (RULES.md: seat order random).
 */

export interface PooledEntry {
  id: string;
  userId: string | null;
}

/** A number in [0, 1): injectable so tests can drive the draw. */
export type Random = () => number;

/** Fisher–Yates with `random`. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The entries of the next draft from `pool` (oldest first): one per player, oldest first, until
 * `seats`; when `repeats` (no more entries can come: the contest is full) a player's further
 * entries take what is left. Answers fewer than `seats` when the pool cannot fill a draft.
 */
export function nextDraftEntries(
  pool: readonly PooledEntry[],
  seats: number,
  repeats: boolean,
): PooledEntry[] {
  const chosen: PooledEntry[] = [];
  const players = new Set<string>();
  for (const entry of pool) {
    if (chosen.length === seats) break;
    if (entry.userId !== null && players.has(entry.userId)) continue;
    if (entry.userId !== null) players.add(entry.userId);
    chosen.push(entry);
  }
  if (repeats) {
    for (const entry of pool) {
      if (chosen.length === seats) break;
      if (!chosen.includes(entry)) chosen.push(entry);
    }
  }
  return chosen;
}
