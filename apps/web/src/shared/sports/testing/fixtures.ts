import {
  type GameSummary,
  gameSummarySchema,
  type NewsItemView,
  newsItemViewSchema,
  type PlayerSummary,
  playerDetailResponseSchema,
  playerSummarySchema,
  type SportId,
  type TeamSummary,
  teamSummarySchema,
} from '@kennel/core';

// Contract-shaped sports fixtures for component tests: each passes through core's zod schema, so a
// contract change breaks the fixture rather than letting a test pass against a stale shape.

const TEAMS: Record<SportId, [TeamSummary, TeamSummary]> = {
  nfl: [
    team('nfl', 'kc', 'Kansas City', 'Chiefs', 'KC', '#e31837'),
    team('nfl', 'buf', 'Buffalo', 'Bills', 'BUF', '#00338d'),
  ],
  nba: [
    team('nba', 'bos', 'Boston', 'Celtics', 'BOS', '#007a33'),
    team('nba', 'lal', 'Los Angeles', 'Lakers', 'LAL', '#552583'),
  ],
  mlb: [
    team('mlb', 'nyy', 'New York', 'Yankees', 'NYY', '#0c2340'),
    team('mlb', 'sd', 'San Diego', 'Padres', 'SD', '#ffc425'),
  ],
  nhl: [
    team('nhl', 'edm', 'Edmonton', 'Oilers', 'EDM', '#041e42'),
    team('nhl', 'tor', 'Toronto', 'Maple Leafs', 'TOR', '#00205b'),
  ],
  soccer: [
    team('soccer', 'ars', 'Arsenal', 'Gunners', 'ARS', '#ef0107'),
    team('soccer', 'liv', 'Liverpool', 'Reds', 'LIV', '#c8102e'),
  ],
};

function team(
  sport: SportId,
  id: string,
  location: string,
  nickname: string,
  abbreviation: string,
  primary: string,
): TeamSummary {
  return teamSummarySchema.parse({
    id: `${sport}-${id}`,
    sport_id: sport,
    location,
    nickname,
    abbreviation,
    primary_color: primary,
    secondary_color: '#ffffff',
  });
}

export const teamsOf = (sport: SportId) => TEAMS[sport];

export function gameFixture(sport: SportId, overrides: Partial<GameSummary> = {}): GameSummary {
  const [home, away] = TEAMS[sport];
  return gameSummarySchema.parse({
    id: `${sport}-g1`,
    sport_id: sport,
    starts_at: '2026-11-24T00:30:00.000Z',
    venue: 'Home Field',
    status: 'scheduled',
    period: 0,
    clock_seconds: null,
    home,
    away,
    home_score: 0,
    away_score: 0,
    version: 1,
    ...overrides,
  });
}

export function playerFixture(overrides: Partial<PlayerSummary> = {}): PlayerSummary {
  return playerSummarySchema.parse({
    id: 'nfl-p1',
    sport_id: 'nfl',
    first_name: 'Jalen',
    last_name: 'Marsh',
    position: 'WR',
    jersey: 11,
    status: 'questionable',
    team: TEAMS.nfl[0],
    ...overrides,
  });
}

export function newsFixture(id: string, overrides: Partial<NewsItemView> = {}): NewsItemView {
  return newsItemViewSchema.parse({
    id,
    sport_id: 'nfl',
    headline: `Headline ${id}`,
    body: `Body of ${id}.`,
    published_at: '2026-11-24T03:00:00.000Z',
    source: 'Kennel Wire',
    players: [playerFixture()],
    teams: [TEAMS.nfl[0]],
    ...overrides,
  });
}

/** `GET /v1/players/nfl-p1`: a receiver with three games logged, a next game, a projection and news. */
export function playerDetailFixture() {
  const player = playerFixture();
  const [kc, buf] = TEAMS.nfl;
  const played = (n: number, home: boolean, kcScore: number, other: number) =>
    gameFixture('nfl', {
      id: `nfl-past-${n}`,
      starts_at: `2026-11-${String(n).padStart(2, '0')}T18:00:00.000Z`,
      status: 'final',
      period: 4,
      clock_seconds: 0,
      home: home ? kc : buf,
      away: home ? buf : kc,
      home_score: home ? kcScore : other,
      away_score: home ? other : kcScore,
      version: 120,
    });
  return playerDetailResponseSchema.parse({
    data: {
      ...player,
      season_averages: { receptions: 6.3, receiving_yards: 81.7, receiving_tds: 0.7, rushing_yards: 0 },
      games_played: 3,
      game_log: [
        {
          game: played(16, true, 27, 20),
          stats: { receptions: 8, receiving_yards: 112, receiving_tds: 1 },
          fantasy_points: 27.2,
        },
        {
          game: played(9, false, 17, 24),
          stats: { receptions: 4, receiving_yards: 48, receiving_tds: 0 },
          fantasy_points: 8.8,
        },
        {
          game: played(2, true, 31, 10),
          stats: { receptions: 7, receiving_yards: 85, receiving_tds: 1 },
          fantasy_points: 21.5,
        },
      ],
      next_game: gameFixture('nfl', { id: 'nfl-next', starts_at: '2026-11-30T18:00:00.000Z' }),
      projection: { receptions: 6.1, receiving_yards: 78.4, receiving_tds: 0.6 },
      news: [newsFixture('n-card', { headline: 'Marsh limited at practice with a hamstring' })],
    },
  });
}
