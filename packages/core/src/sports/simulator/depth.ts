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

/** The available player furthest down the depth chart: who goes in goal or on the mound in an emergency. */
export function emergencyPlayer(
  players: readonly Player[],
  exclude: readonly string[] = [],
): Player | undefined {
  return players
    .filter((player) => isAvailable(player) && !exclude.includes(player.position))
    .sort((a, b) => depthOf(b) - depthOf(a) || b.id.localeCompare(a.id))[0];
}
