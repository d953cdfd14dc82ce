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

/** "4th", or "T-4th" when another team shares the place. */
export const placeText = (team: Pick<BestBallTeam, 'rank_tied'>, rank: number) =>
  `${team.rank_tied ? 'T-' : ''}${ordinal(rank)}`;

/**
 * The team's place in its draft: "3rd of 12", "T-4th of 12" for a tie; "Not started" for a drafted
 * team none of whose players has played yet (a rank at 0 points says nothing); null otherwise
 * before any game.
 */
export function rankText(
  team: Pick<BestBallTeam, 'rank' | 'rank_tied' | 'players_started' | 'draft_size' | 'phase'>,
): string | null {
  const started = team.rank !== null && (team.players_started > 0 || team.phase === 'completed');
  if (!started) return team.phase === 'drafted' ? 'Not started' : null;
  const place = placeText(team, team.rank!);
  return team.draft_size > 0 ? `${place} of ${team.draft_size}` : place;
}

export const speedLabel = (speed: BestBallTeam['contest']['speed']) =>
  speed === 'fast' ? 'Fast draft' : 'Slow draft';

export const leagueName = (team: BestBallTeam) => SPORTS[team.contest.sport_id].league;

/** The team's drafted players by id (the wire sends them once, beside the roster). */
export function playersById(team: Pick<BestBallTeam, 'players'>): Map<string, PlayerSummary> {
  return new Map(team.players.map((player) => [player.id, player]));
}
