import type { SportId } from '../catalog.ts';
import type { Player } from '../world-file.ts';
import { depthOf } from './depth.ts';
import { createRandom } from './random.ts';

export type PlayerTier = 'star' | 'starter' | 'rotation' | 'bench';

/** How good and how used a player is; recomputable from seed and the player's row alone. */
/** Shared between every simulation of the same seed and player (see playerProfile): never changed. */
export interface PlayerProfile {
  readonly playerId: string;
  readonly tier: PlayerTier;
  readonly depth: number;
  /** Quality and usage multiplier: about 1.3 for stars, 1 for starters, down to about 0.45 for bench. */
  readonly skill: number;
  /** Stat means per game when he plays his usual role; the game simulators weight plays by them. */
  readonly means: Readonly<Record<string, number>>;
}

type Means = Record<string, number>;

/** A typical starter's game by sport and position; tiers scale it. */
const STARTER_MEANS: Record<SportId, Record<string, Means>> = {
  nfl: {
    QB: {
      passing_yards: 240,
      passing_tds: 1.6,
      interceptions: 0.8,
      rushing_attempts: 4,
      rushing_yards: 16,
      rushing_tds: 0.15,
    },
    RB: {
      rushing_attempts: 15,
      rushing_yards: 64,
      rushing_tds: 0.5,
      receptions: 3,
      receiving_yards: 22,
      receiving_tds: 0.12,
      fumbles_lost: 0.1,
    },
    WR: { receptions: 5, receiving_yards: 62, receiving_tds: 0.4, rushing_attempts: 0.2, rushing_yards: 1 },
    TE: { receptions: 4, receiving_yards: 42, receiving_tds: 0.3 },
    K: { field_goals: 1.6, extra_points: 2.3 },
  },
  nba: {
    PG: {
      points: 16,
      rebounds: 4,
      assists: 6.5,
      steals: 1.2,
      blocks: 0.3,
      turnovers: 2.5,
      three_pointers_made: 2,
      minutes: 31,
    },
    SG: {
      points: 17,
      rebounds: 4,
      assists: 3.5,
      steals: 1.1,
      blocks: 0.4,
      turnovers: 1.8,
      three_pointers_made: 2.2,
      minutes: 31,
    },
    SF: {
      points: 15,
      rebounds: 6,
      assists: 3,
      steals: 1,
      blocks: 0.6,
      turnovers: 1.6,
      three_pointers_made: 1.6,
      minutes: 31,
    },
    PF: {
      points: 14,
      rebounds: 8,
      assists: 2.5,
      steals: 0.8,
      blocks: 1,
      turnovers: 1.5,
      three_pointers_made: 1,
      minutes: 30,
    },
    C: {
      points: 14,
      rebounds: 10.5,
      assists: 2.5,
      steals: 0.7,
      blocks: 1.6,
      turnovers: 1.7,
      three_pointers_made: 0.4,
      minutes: 30,
    },
  },
  mlb: {
    HITTER: {
      hits: 1,
      home_runs: 0.14,
      walks: 0.36,
      stolen_bases: 0.08,
      batter_strikeouts: 0.92,
      runs: 0.55,
      rbis: 0.53,
    },
    SP: { pitcher_strikeouts: 5.8, outs_recorded: 16.5, earned_runs: 2.6, hits_allowed: 5.3 },
    RP: { pitcher_strikeouts: 1.2, outs_recorded: 3.2, earned_runs: 0.45, hits_allowed: 0.9 },
  },
  nhl: {
    C: { goals: 0.3, assists: 0.45, shots_on_goal: 2.4, blocked_shots: 0.6, time_on_ice_seconds: 1100 },
    LW: { goals: 0.3, assists: 0.38, shots_on_goal: 2.5, blocked_shots: 0.5, time_on_ice_seconds: 1080 },
    RW: { goals: 0.3, assists: 0.38, shots_on_goal: 2.5, blocked_shots: 0.5, time_on_ice_seconds: 1080 },
    D: { goals: 0.08, assists: 0.32, shots_on_goal: 1.6, blocked_shots: 1.8, time_on_ice_seconds: 1320 },
    G: { saves: 27, goals_against: 2.9, time_on_ice_seconds: 3600 },
  },
  soccer: {
    GK: { saves: 3, goals_against: 1.4, passes: 30, tackles: 0.1, minutes: 90 },
    DEF: {
      goals: 0.04,
      assists: 0.06,
      shots: 0.5,
      shots_on_target: 0.15,
      passes: 55,
      tackles: 2.2,
      minutes: 85,
    },
    MID: {
      goals: 0.12,
      assists: 0.15,
      shots: 1.3,
      shots_on_target: 0.45,
      passes: 50,
      tackles: 1.8,
      minutes: 80,
    },
    FWD: {
      goals: 0.35,
      assists: 0.12,
      shots: 2.8,
      shots_on_target: 1.1,
      passes: 22,
      tackles: 0.6,
      minutes: 78,
    },
  },
};

/** Starting places per position: deeper players are rotation, then bench. */
const STARTERS: Record<SportId, Record<string, [starters: number, rotation: number]>> = {
  nfl: { QB: [1, 1], RB: [1, 2], WR: [3, 4], TE: [1, 2], K: [1, 1] },
  nba: { PG: [1, 2], SG: [1, 2], SF: [1, 2], PF: [1, 2], C: [1, 2] },
  mlb: {
    SP: [5, 5],
    RP: [0, 4],
    C: [1, 1],
    '1B': [1, 1],
    '2B': [1, 1],
    '3B': [1, 1],
    SS: [1, 1],
    OF: [3, 4],
    DH: [1, 1],
  },
  nhl: { C: [2, 3], LW: [2, 3], RW: [2, 3], D: [4, 6], G: [1, 1] },
  soccer: { GK: [1, 1], DEF: [4, 5], MID: [4, 6], FWD: [2, 3] },
};

const TIER_SKILL: Record<PlayerTier, number> = { star: 1.3, starter: 1, rotation: 0.65, bench: 0.35 };

export function meansKey(sport: SportId, position: string): string {
  if (sport === 'mlb' && position !== 'SP' && position !== 'RP') return 'HITTER';
  return position;
}

function tierOf(sport: SportId, position: string, depth: number, starRoll: number): PlayerTier {
  const [starters, rotation] = STARTERS[sport][position] ?? [1, 2];
  if (depth <= starters)
    return depth <= Math.max(1, Math.ceil(starters / 3)) && starRoll < 0.3 ? 'star' : 'starter';
  return depth <= rotation ? 'rotation' : 'bench';
}

/**
 * Profiles already drawn, by everything a profile depends on. A game's simulation draws one for
 * every player on both rosters, and a game is simulated many times (12 runs a projection, 200 a
 * priced sportsbook game, every game of a slate): drawing them again was a third of its CPU.
 * Bounded: emptied when it holds more than a few worlds' players.
 */
const drawnProfiles = new Map<string, PlayerProfile>();
const DRAWN_PROFILES_MAX = 20_000;

/** A player's tier, skill and per-game means: the same for the same seed and player, and read-only. */
export function playerProfile(
  seed: number | string,
  player: Pick<Player, 'id' | 'position' | 'sport_id'>,
): PlayerProfile {
  const key = `${seed}\u0000${player.id}\u0000${player.position}\u0000${player.sport_id}`;
  const drawn = drawnProfiles.get(key);
  if (drawn) return drawn;
  if (drawnProfiles.size >= DRAWN_PROFILES_MAX) drawnProfiles.clear();
  const profile = drawProfile(seed, player);
  drawnProfiles.set(key, profile);
  return profile;
}

function drawProfile(
  seed: number | string,
  player: Pick<Player, 'id' | 'position' | 'sport_id'>,
): PlayerProfile {
  const random = createRandom(`${seed}:profile:${player.id}`);
  const sport = player.sport_id;
  const depth = depthOf(player);
  const tier = tierOf(sport, player.position, depth, random.next());
  // Deeper starters (WR3, the fifth starter) see a little less of the ball than the first.
  const depthFactor = tier === 'starter' || tier === 'star' ? Math.max(0.7, 1 - 0.08 * (depth - 1)) : 1;
  const skill = Math.round(TIER_SKILL[tier] * depthFactor * (0.9 + random.next() * 0.2) * 1000) / 1000;
  const base = STARTER_MEANS[sport][meansKey(sport, player.position)] ?? {};
  // Baseball rates are per plate appearance, so quality moves them less than usage moves other sports.
  const scale = sport === 'mlb' ? Math.sqrt(skill) : skill;
  const means: Record<string, number> = {};
  for (const [stat, value] of Object.entries(base)) {
    const fixed = stat === 'minutes' || stat === 'time_on_ice_seconds' || stat === 'outs_recorded';
    means[stat] = Math.round(value * (fixed ? Math.min(1.2, skill) : scale) * 100) / 100;
  }
  return { playerId: player.id, tier, depth, skill, means };
}
