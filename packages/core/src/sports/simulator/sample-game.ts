import type { SportId } from '../catalog.ts';
import type { Game, Player, WorldFile } from '../world-file.ts';
import { leagueId } from './world.ts';

/** A team's players as they stand in a world. */
export function teamRoster(world: Pick<WorldFile, 'players'>, teamId: string): Player[] {
  return world.players.filter((player) => player.team_id === teamId);
}

/**
 * A scheduled game between the `pairing`-th pair of a sport's teams, outside any slate: for tests,
 * benches and operator tools that need one game without running the schedule.
 */
export function sampleGame(
  world: Pick<WorldFile, 'teams' | 'seasons' | 'players'>,
  sport: SportId,
  pairing: number,
  startsAt: string,
): { game: Game; home: Player[]; away: Player[] } {
  const teams = world.teams.filter((team) => team.league_id === leagueId(sport));
  const count = teams.length;
  const home = teams[(2 * pairing) % count];
  // Each pass over the league shifts the opponent, so pairings keep changing and never meet themselves.
  const away =
    teams[(((2 * pairing) % count) + 1 + (Math.floor((2 * pairing) / count) % (count - 1))) % count];
  const season = world.seasons.find((candidate) => candidate.league_id === leagueId(sport));
  if (!home || !away || home === away || !season) throw new Error(`No ${sport} teams to pair`);
  return {
    game: {
      id: `sim-${sport}-sample-${pairing}`,
      season_id: season.id,
      home_team_id: home.id,
      away_team_id: away.id,
      starts_at: startsAt,
      venue: home.venue,
      status: 'scheduled',
      period: 0,
      clock_seconds: null,
      home_score: 0,
      away_score: 0,
    },
    home: teamRoster(world, home.id),
    away: teamRoster(world, away.id),
  };
}
