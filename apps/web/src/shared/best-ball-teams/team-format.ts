import { type BestBallTeam, type PlayerSummary, SPORTS } from '@kennel/core';

export const playerName = (player: Pick<PlayerSummary, 'first_name' | 'last_name'>) =>
  `${player.first_name} ${player.last_name}`;

/** Fantasy points to one decimal, the way the scoring tables state them. */
export const formatPoints = (points: number) =>
  points.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function ordinal(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  return `${rank}${{ 1: 'st', 2: 'nd', 3: 'rd' }[rank % 10] ?? 'th'}`;
}

/** "3rd of 12", or null before any game is played. */
export function rankText(team: Pick<BestBallTeam, 'rank' | 'draft_size'>): string | null {
  if (team.rank === null) return null;
  return team.draft_size > 0 ? `${ordinal(team.rank)} of ${team.draft_size}` : ordinal(team.rank);
}

export const speedLabel = (speed: BestBallTeam['contest']['speed']) =>
  speed === 'fast' ? 'Fast draft' : 'Slow draft';

export const leagueName = (team: BestBallTeam) => SPORTS[team.contest.sport_id].league;

/** The team's drafted players by id (the wire sends them once, beside the roster). */
export function playersById(team: Pick<BestBallTeam, 'players'>): Map<string, PlayerSummary> {
  return new Map(team.players.map((player) => [player.id, player]));
}
