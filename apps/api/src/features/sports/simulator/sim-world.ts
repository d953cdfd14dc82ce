import {
  type Game,
  generateWorld,
  type Player,
  type StatEvent,
  simulateGame,
  statCorrectionFor,
  type WorldFile,
} from '@kennel/core';

/** The simulator's provider name, kept on every row it writes. */
export const SIMULATOR_PROVIDER = 'simulator';

export function isSimulatedGame(gameId: string): boolean {
  return /^sim-[a-z]+-g-/.test(gameId);
}

/**
 * The generated world held in memory: the same seed and first day give the same teams, rosters
 * and, per game, the same stream of events, so any instance that takes over recomputes exactly
 * what the last leader emitted. Rosters are the generated ones (statuses as generated), which
 * keeps a game's stream independent of news posted later.
 */
export function createSimWorld(seed: number, startsOn: string, gameMinutes: number) {
  const world: WorldFile = generateWorld(seed, { startsOn });
  const rosters = new Map<string, Player[]>();
  for (const player of world.players) {
    if (!player.team_id) continue;
    const roster = rosters.get(player.team_id) ?? [];
    roster.push(player);
    rosters.set(player.team_id, roster);
  }
  const streams = new Map<string, StatEvent[]>();
  const MAX_CACHED_STREAMS = 500;

  const rosterOf = (teamId: string) => rosters.get(teamId) ?? [];

  return {
    seed,
    startsOn,
    gameMinutes,
    world,
    rosterOf,
    /** The game's whole stream: its plays from start to final, then a stat correction now and then. */
    streamOf(game: Game): StatEvent[] {
      const cached = streams.get(game.id);
      if (cached) return cached;
      const home = rosterOf(game.home_team_id);
      const away = rosterOf(game.away_team_id);
      const events = simulateGame(seed, game, home, away, { gameMinutes });
      const correction = statCorrectionFor(seed, game, events);
      if (correction) events.push(correction);
      if (streams.size >= MAX_CACHED_STREAMS) {
        const oldest = streams.keys().next().value;
        if (oldest !== undefined) streams.delete(oldest);
      }
      streams.set(game.id, events);
      return events;
    },
  };
}

export type SimWorld = ReturnType<typeof createSimWorld>;
