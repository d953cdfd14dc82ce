import type { StatDelta } from '../stat-events.ts';
import type { Player } from '../world-file.ts';
import { type PlayerProfile, playerProfile } from './profiles.ts';
import type { Random } from './random.ts';

export type Side = 'home' | 'away';

/** A team as a game simulator sees it: its players who can take the field, with their profiles. */
export interface TeamSide {
  side: Side;
  players: Player[];
  profiles: Map<string, PlayerProfile>;
}

/** One play before it has a wall-clock time: `elapsed` is game time in seconds (or plate appearances). */
export interface SimPlay {
  period: number;
  clock: number | null;
  elapsed: number;
  description: string;
  homePoints: number;
  awayPoints: number;
  stats: StatDelta[];
}

export interface SimResult {
  plays: SimPlay[];
  /** The game's length in the same unit as `elapsed`. */
  length: number;
  period: number;
}

export interface SimInput {
  random: Random;
  gameId: string;
  home: TeamSide;
  away: TeamSide;
}

/** Chance a player with this status suits up: questionable usually plays, doubtful rarely. */
const PLAYS_WHEN: Record<Player['status'], number> = {
  active: 1,
  questionable: 0.8,
  doubtful: 0.25,
  out: 0,
  injured_reserve: 0,
};

/** The players who take the field today: game-time decisions are drawn from the game's random source. */
export function teamSide(
  seed: number | string,
  side: Side,
  players: readonly Player[],
  random: Random,
): TeamSide {
  const available = players.filter((player) => {
    const chance = PLAYS_WHEN[player.status];
    return chance >= 1 || (chance > 0 && random.chance(chance));
  });
  return {
    side,
    players: available,
    profiles: new Map(available.map((player) => [player.id, playerProfile(seed, player)])),
  };
}

export function mean(team: TeamSide, player: Player, stat: string): number {
  return team.profiles.get(player.id)?.means[stat] ?? 0;
}

export function skillOf(team: TeamSide, player: Player | undefined): number {
  return player ? (team.profiles.get(player.id)?.skill ?? 1) : 1;
}

export function nameOf(player: Player): string {
  return `${player.first_name.charAt(0)}. ${player.last_name}`;
}

/** Adds a stat change, merging with one already in the list for the same player and stat. */
export function credit(stats: StatDelta[], player: Player, stat: string, delta: number): void {
  if (delta === 0) return;
  const existing = stats.find((entry) => entry.player_id === player.id && entry.stat === stat);
  if (existing) existing.delta += delta;
  else stats.push({ player_id: player.id, stat, delta });
}

export function points(side: Side, value: number): { homePoints: number; awayPoints: number } {
  return side === 'home' ? { homePoints: value, awayPoints: 0 } : { homePoints: 0, awayPoints: value };
}

/** Splits whole units among shares so they sum exactly (largest remainder). */
export function splitWhole(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0) || 1;
  const raw = shares.map((share) => (total * share) / sum);
  const whole = raw.map(Math.floor);
  let left = total - whole.reduce((a, b) => a + b, 0);
  const order = raw
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [, index] of order) {
    if (left <= 0) break;
    whole[index] = (whole[index] ?? 0) + 1;
    left--;
  }
  return whole;
}
