import type { Player } from '../world-file.ts';

/** A player's depth at his position, read from the simulator's id (`sim-nfl-KC-wr2` → 2). */
export function depthOf(player: Pick<Player, 'id'>): number {
  const match = /(\d+)$/.exec(player.id);
  return match ? Number(match[1]) : 1;
}

/** Players who take the field: out and injured reserve sit. */
export function isAvailable(player: Pick<Player, 'status'>): boolean {
  return player.status !== 'out' && player.status !== 'injured_reserve';
}

/** The available players at a position, best depth first. */
export function depthChart(players: readonly Player[], position: string): Player[] {
  return players
    .filter((player) => player.position === position && isAvailable(player))
    .sort((a, b) => depthOf(a) - depthOf(b));
}
