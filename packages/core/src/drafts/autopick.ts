import { neededPositions, type RosterShape } from './rosters.ts';

export interface DraftablePlayer {
  id: string;
  position: string;
  /** Average draft position; lower goes earlier. */
  adp: number;
}

export interface AutopickInput {
  shape: RosterShape;
  /** Every player still on the board. */
  available: readonly DraftablePlayer[];
  /** Positions the seat has drafted so far. */
  drafted: readonly string[];
  /** The user's queue, in order (player ids). */
  queue: readonly string[];
  /** The user's pre-draft rankings for the slate, in order (player ids). */
  rankings: readonly string[];
}

export type AutopickReason = 'queue' | 'rankings' | 'adp';

/**
 * The autopick (RULES.md): the first available player in the user's queue, else the first
 * available in their rankings, else the best available by ADP at a position the roster still
 * needs (any position once every starting slot is filled).
 */
export function chooseAutopick({
  shape,
  available,
  drafted,
  queue,
  rankings,
}: AutopickInput): { player: DraftablePlayer; reason: AutopickReason } | null {
  const byId = new Map(available.map((player) => [player.id, player]));
  for (const id of queue) {
    const player = byId.get(id);
    if (player) return { player, reason: 'queue' };
  }
  for (const id of rankings) {
    const player = byId.get(id);
    if (player) return { player, reason: 'rankings' };
  }
  const needed = neededPositions(shape, drafted);
  const byAdp = [...available].sort((a, b) => a.adp - b.adp || a.id.localeCompare(b.id));
  const pick = byAdp.find((player) => needed.size === 0 || needed.has(player.position)) ?? byAdp[0];
  return pick ? { player: pick, reason: 'adp' } : null;
}
