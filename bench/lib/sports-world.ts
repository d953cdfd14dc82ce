import {
  type PlayEvent,
  SPORT_IDS,
  SPORTS,
  type SportId,
  type StatEvent,
  type WorldFile,
  worldFileSchema,
} from '@kennel/core';

const PLAYERS_PER_TEAM = 5;
export const KICK_OFF = '2026-11-27T18:00:00.000Z';

const teamId = (sport: SportId, n: number) => `bench-${sport}-t${n}`;
const playerId = (sport: SportId, team: number, n: number) => `bench-${sport}-t${team}-p${n}`;
export interface BenchGame {
  id: string;
  sport: SportId;
  /** The game's number within its sport (its teams are 2n and 2n + 1). */
  index: number;
}

export const benchGameId = (sport: SportId, n: number) => `bench-${sport}-g${n}`;

/** `games` scheduled games spread over the sports, each between two teams of its own with five players each. */
export function benchWorld(games: number): { world: WorldFile; gameIds: BenchGame[] } {
  const perSport = Math.ceil(games / SPORT_IDS.length);
  const gameIds: BenchGame[] = [];
  const parts = SPORT_IDS.map((sport) => {
    const def = SPORTS[sport];
    const league = {
      id: `bench-l-${sport}`,
      sport_id: sport,
      name: def.league,
      abbreviation: sport.toUpperCase(),
    };
    const season = {
      id: `bench-s-${sport}`,
      league_id: league.id,
      name: '2026',
      starts_on: '2026-09-01',
      ends_on: '2027-06-30',
    };
    const count = Math.min(perSport, games - gameIds.length);
    const teams = Array.from({ length: count * 2 }, (_, n) => ({
      id: teamId(sport, n),
      league_id: league.id,
      location: `City ${n}`,
      nickname: `Dogs ${n}`,
      abbreviation: `D${n}`.slice(0, 4),
      primary_color: '#112233',
      secondary_color: '#445566',
      venue: `Park ${n}`,
    }));
    const players = teams.flatMap((_, team) =>
      Array.from({ length: PLAYERS_PER_TEAM }, (__, n) => ({
        id: playerId(sport, team, n),
        sport_id: sport,
        first_name: 'Pat',
        last_name: `Runner ${team}-${n}`,
        position: def.positions[n % def.positions.length] as string,
        jersey: n + 1,
        status: 'active' as const,
        team_id: teamId(sport, team),
      })),
    );
    const sportGames = Array.from({ length: count }, (_, n) => {
      gameIds.push({ id: benchGameId(sport, n), sport, index: n });
      return {
        id: benchGameId(sport, n),
        season_id: season.id,
        home_team_id: teamId(sport, 2 * n),
        away_team_id: teamId(sport, 2 * n + 1),
        starts_at: KICK_OFF,
        venue: `Park ${2 * n}`,
        status: 'scheduled' as const,
        period: 0,
        clock_seconds: null,
        home_score: 0,
        away_score: 0,
      };
    });
    return { leagues: [league], seasons: [season], teams, players, games: sportGames };
  });
  const world = worldFileSchema.parse({
    format: 'kennel.world.v1',
    provider: 'bench',
    leagues: parts.flatMap((part) => part.leagues),
    seasons: parts.flatMap((part) => part.seasons),
    teams: parts.flatMap((part) => part.teams),
    players: parts.flatMap((part) => part.players),
    games: parts.flatMap((part) => part.games),
  });
  return { world, gameIds };
}

/**
 * A game's stream as a provider would send it, one event at a time: `seq` 1 is the kick-off, every
 * later one a play that adds a stat to a player (and a point now and then).
 */
export function streamEvent(game: BenchGame, seq: number): StatEvent {
  const at = new Date(Date.parse(KICK_OFF) + seq * 1_000).toISOString();
  if (seq === 1) {
    return {
      stream_id: game.id,
      seq,
      occurred_at: at,
      kind: 'game_status',
      status: 'in_progress',
      period: 1,
      clock_seconds: 600,
    };
  }
  const home = seq % 2 === 0;
  const team = 2 * game.index + (home ? 0 : 1);
  const stats = SPORTS[game.sport].stats;
  const play: PlayEvent = {
    stream_id: game.id,
    seq,
    occurred_at: at,
    kind: 'play',
    period: 1,
    clock_seconds: 600 - (seq % 600),
    description: `Play ${seq}`,
    home_points: home && seq % 5 === 0 ? 1 : 0,
    away_points: !home && seq % 5 === 0 ? 1 : 0,
    stats: [
      {
        player_id: playerId(game.sport, team, seq % PLAYERS_PER_TEAM),
        stat: stats[seq % stats.length]?.key as string,
        delta: 1,
      },
    ],
  };
  return play;
}
