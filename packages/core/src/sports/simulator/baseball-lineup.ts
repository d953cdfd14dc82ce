import type { Player } from '../world-file.ts';
import { depthChart, emergencyPlayer } from './depth.ts';
import { skillOf, type TeamSide } from './play-log.ts';
import { hashSeed } from './random.ts';

const HITTER_SLOTS = ['C', '1B', '2B', '3B', 'SS', 'OF', 'OF', 'OF', 'DH'] as const;
const HITTER_POSITIONS = new Set(['C', '1B', '2B', '3B', 'SS', 'OF', 'DH']);

/** Nine hitters by position (bench players fill in for the unavailable), best hitters near the top. */
export function battingOrder(team: TeamSide): Player[] {
  const used = new Set<string>();
  const order: Player[] = [];
  for (const position of HITTER_SLOTS) {
    const player = depthChart(team.players, position).find((candidate) => !used.has(candidate.id));
    if (player) {
      used.add(player.id);
      order.push(player);
    }
  }
  const spares = team.players.filter(
    (player) => HITTER_POSITIONS.has(player.position) && !used.has(player.id),
  );
  while (order.length < 9 && spares.length > 0) order.push(spares.shift() as Player);
  return order.sort((a, b) => skillOf(team, b) - skillOf(team, a));
}

/** The day's starter goes round the five-man rotation by game; relievers follow by depth. */
export function pitchingStaff(team: TeamSide, gameId: string): { starter?: Player; bullpen: Player[] } {
  const starters = depthChart(team.players, 'SP');
  const turn = hashSeed(`${gameId}:${team.side}`) % 5;
  const starter = starters.find((player) => player.id.endsWith(`sp${turn + 1}`)) ?? starters[0];
  const bullpen = depthChart(team.players, 'RP');
  const spareStarters = starters.filter((player) => player !== starter);
  return {
    starter: starter ?? bullpen[0] ?? emergencyPlayer(team.players),
    bullpen: [...(starter ? bullpen : bullpen.slice(1)), ...spareStarters],
  };
}
