import { statKeys } from '../catalog.ts';
import type { Game, Player, Projection } from '../world-file.ts';
import { isAvailable } from './depth.ts';
import { runGame } from './simulate-game.ts';

/** Simulated runs averaged per projection: enough for steady means, few enough to stay cheap. */
const RUNS = 12;

/**
 * Expected stats per player: the mean over simulated runs of the same game with other random
 * draws, so projections follow the profiles exactly as the games do. Inactive players get zeros.
 */
export function projectGame(
  seed: number | string,
  game: Game,
  home: readonly Player[],
  away: readonly Player[],
): Projection[] {
  const players = [...home, ...away];
  if (players.length === 0) return [];
  const totals = new Map<string, Record<string, number>>();
  let sport = players[0]?.sport_id ?? 'nfl';
  for (let run = 0; run < RUNS; run++) {
    const outcome = runGame(seed, `${seed}:projection:${game.id}:${run}`, game, home, away);
    sport = outcome.sport;
    for (const play of outcome.result.plays) {
      for (const delta of play.stats) {
        const line = totals.get(delta.player_id) ?? {};
        line[delta.stat] = (line[delta.stat] ?? 0) + delta.delta;
        totals.set(delta.player_id, line);
      }
    }
  }
  const keys = statKeys(sport);
  return players.map((player) => {
    const line = isAvailable(player) ? (totals.get(player.id) ?? {}) : {};
    return {
      player_id: player.id,
      game_id: game.id,
      stats: Object.fromEntries(keys.map((key) => [key, Math.round(((line[key] ?? 0) / RUNS) * 100) / 100])),
    };
  });
}
