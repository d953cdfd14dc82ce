import {
  type Game,
  generateWorld,
  type Player,
  type PlayerStatus,
  type Projection,
  projectGame,
  type StatEvent,
  simulateGame,
  statCorrectionFor,
  type WorldFile,
} from '@kennel/core';

/** The simulator's provider name, kept on every row it writes. */
export const SIMULATOR_PROVIDER = 'simulator';

/** The sport of a simulated game, from its id (`sim-nba-g-…`). */
export function sportOfSimulatedGame(gameId: string): string | undefined {
  return /^sim-([a-z]+)-g-/.exec(gameId)?.[1];
}

export function isSimulatedGame(gameId: string): boolean {
  return /^sim-[a-z]+-g-/.test(gameId);
}

interface GeneratedWorld {
  world: WorldFile;
  rosters: Map<string, Player[]>;
  /** Per game (its JSON), the projections of its generated rosters. */
  projections: Map<string, readonly Projection[]>;
}

/**
 * Generated worlds by seed and first day, with the projections of their games: both are pure
 * functions of those (and of the game), and a game's projections cost a dozen simulated runs
 * (about 30 ms), so every producer in one process that has the same seed and first day (a test
 * run's apps, one per file, each seeding the same world) computes them once. Bounded: two worlds,
 * and per world the projections of a few scheduling windows' games (a window of 248 games is
 * about 5 MB).
 */
const generatedWorlds = new Map<string, GeneratedWorld>();
const MAX_WORLDS = 2;
const MAX_PROJECTED_GAMES = 600;

function generatedWorld(seed: number, startsOn: string): GeneratedWorld {
  const key = `${seed}:${startsOn}`;
  const known = generatedWorlds.get(key);
  if (known) return known;
  const world: WorldFile = generateWorld(seed, { startsOn });
  const rosters = new Map<string, Player[]>();
  for (const player of world.players) {
    if (!player.team_id) continue;
    const roster = rosters.get(player.team_id) ?? [];
    roster.push(player);
    rosters.set(player.team_id, roster);
  }
  const generated = { world, rosters, projections: new Map() };
  if (generatedWorlds.size >= MAX_WORLDS) {
    const oldest = generatedWorlds.keys().next().value;
    if (oldest !== undefined) generatedWorlds.delete(oldest);
  }
  generatedWorlds.set(key, generated);
  return generated;
}

/**
 * The generated world held in memory: the same seed and first day give the same teams, rosters
 * and, per game, the same stream of events, so any instance that takes over recomputes exactly
 * what the last leader emitted. A game's rosters are the generated ones with the statuses the
 * news had given them before the game began (`statuses`), so later news never changes a game.
 * The world and its projections may be shared with other producers of the process (they never
 * change); the streams, which depend on this database's news, are this producer's own.
 */
export function createSimWorld(seed: number, startsOn: string, gameMinutes: number) {
  const { world, rosters, projections } = generatedWorld(seed, startsOn);
  const streams = new Map<string, StatEvent[]>();
  const MAX_CACHED_STREAMS = 500;

  const rosterOf = (teamId: string, statuses: ReadonlyMap<string, PlayerStatus> = new Map()) =>
    (rosters.get(teamId) ?? []).map((player) => {
      const status = statuses.get(player.id);
      return status ? { ...player, status } : player;
    });

  return {
    seed,
    startsOn,
    gameMinutes,
    world,
    rosterOf,
    hasStream: (gameId: string) => streams.has(gameId),
    /** Expected stats per player of the game's generated rosters (projectGame), computed once per process. */
    projectionsOf(game: Game): readonly Projection[] {
      const key = JSON.stringify(game);
      const known = projections.get(key);
      if (known) return known;
      const projected = Object.freeze(
        projectGame(seed, game, rosterOf(game.home_team_id), rosterOf(game.away_team_id)),
      );
      if (projections.size >= MAX_PROJECTED_GAMES) {
        const oldest = projections.keys().next().value;
        if (oldest !== undefined) projections.delete(oldest);
      }
      projections.set(key, projected);
      return projected;
    },
    /** The game's whole stream: its plays from start to final, then a stat correction now and then. */
    streamOf(game: Game, statuses?: ReadonlyMap<string, PlayerStatus>): StatEvent[] {
      const cached = streams.get(game.id);
      if (cached) return cached;
      const home = rosterOf(game.home_team_id, statuses);
      const away = rosterOf(game.away_team_id, statuses);
      const events = simulateGame(seed, game, home, away, { gameMinutes });
      const correction = statCorrectionFor(seed, game, events, [...home, ...away]);
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
