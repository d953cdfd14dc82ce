import {
  type Game,
  type PlayEvent,
  type Player,
  SPORT_IDS,
  SPORTS,
  type SportId,
  type StatEvent,
  type Team,
  type WorldFile,
  worldFileSchema,
} from '@kennel/core';

/**
 * A small hand-built world: per sport one league and season, two teams, three players each, a
 * final game with stat lines, a scheduled game on a slate with projections, and a news item.
 */

const COLOURS = ['#E31837', '#002244', '#FFB612', '#203731'];
const FIRST = ['Avery', 'Jordan', 'Riley'];
const LAST = ['Stone', 'Marsh', 'Quill'];

export const FINAL_AT = '2026-11-20T18:00:00.000Z';
export const NEXT_AT = '2026-11-27T18:00:00.000Z';

export const teamId = (sport: SportId, n: 1 | 2) => `t-${sport}-${n}`;
export const playerId = (sport: SportId, team: 1 | 2, n: number) => `p-${sport}-${team}-${n}`;
export const finalGameId = (sport: SportId) => `g-${sport}-final`;
export const nextGameId = (sport: SportId) => `g-${sport}-next`;

function sportWorld(sport: SportId) {
  const def = SPORTS[sport];
  const league = {
    id: `l-${sport}`,
    sport_id: sport,
    name: `${def.league} League`,
    abbreviation: sport.toUpperCase(),
  };
  const season = {
    id: `s-${sport}-2026`,
    league_id: league.id,
    name: '2026',
    starts_on: '2026-09-01',
    ends_on: '2027-06-30',
  };
  const teams: Team[] = ([1, 2] as const).map((n) => ({
    id: teamId(sport, n),
    league_id: league.id,
    location: n === 1 ? 'Harbor City' : 'Pine Valley',
    nickname: `${sport.toUpperCase()} ${n === 1 ? 'Gulls' : 'Elks'}`,
    abbreviation: `${n === 1 ? 'HC' : 'PV'}${sport.slice(0, 1).toUpperCase()}`,
    primary_color: COLOURS[n - 1] as string,
    secondary_color: COLOURS[n + 1] as string,
    venue: `${n === 1 ? 'Harbor' : 'Pine'} ${sport} Arena`,
  }));
  const players: Player[] = ([1, 2] as const).flatMap((team) =>
    [0, 1, 2].map((i) => ({
      id: playerId(sport, team, i),
      sport_id: sport,
      first_name: FIRST[i] as string,
      last_name: `${LAST[i]}${team}`,
      position: def.positions[i % def.positions.length] as string,
      jersey: 10 + i,
      status: 'active' as const,
      team_id: teamId(sport, team),
    })),
  );
  const game = (id: string, startsAt: string, final: boolean): Game => ({
    id,
    season_id: season.id,
    home_team_id: teamId(sport, 1),
    away_team_id: teamId(sport, 2),
    starts_at: startsAt,
    venue: teams[0]?.venue as string,
    status: final ? 'final' : 'scheduled',
    period: final ? def.periods : 0,
    clock_seconds: final && def.periodSeconds > 0 ? 0 : null,
    home_score: final ? 3 : 0,
    away_score: final ? 1 : 0,
  });
  const firstStat = def.stats[0]?.key as string;
  const secondStat = def.stats[1]?.key as string;
  return {
    leagues: [league],
    seasons: [season],
    teams,
    players,
    games: [game(finalGameId(sport), FINAL_AT, true), game(nextGameId(sport), NEXT_AT, false)],
    slates: [
      {
        id: `sl-${sport}-next`,
        sport_id: sport,
        name: 'Thanksgiving',
        starts_at: NEXT_AT,
        game_ids: [nextGameId(sport)],
      },
    ],
    projections: players.map((player) => ({
      player_id: player.id,
      game_id: nextGameId(sport),
      stats: { [firstStat]: 2.5 },
    })),
    stat_lines: players.map((player, i) => ({
      player_id: player.id,
      game_id: finalGameId(sport),
      stats: { [firstStat]: i + 1, [secondStat]: 1 },
    })),
    news: [
      {
        id: `n-${sport}-1`,
        sport_id: sport,
        headline: `${FIRST[0]} ${LAST[0]}1 leads the ${sport} Gulls`,
        body: 'A steady week in practice.',
        player_ids: [playerId(sport, 1, 0)],
        team_ids: [teamId(sport, 1)],
        published_at: '2026-11-21T12:00:00.000Z',
        source: 'Kennel Wire',
      },
    ],
  };
}

/** The whole fixture world, parsed by the contract so it is exactly what an importer hands over. */
export function sportsWorldFixture(sports: readonly SportId[] = SPORT_IDS): WorldFile {
  const parts = sports.map(sportWorld);
  return worldFileSchema.parse({
    format: 'kennel.world.v1',
    provider: 'fixture',
    leagues: parts.flatMap((part) => part.leagues),
    seasons: parts.flatMap((part) => part.seasons),
    teams: parts.flatMap((part) => part.teams),
    players: parts.flatMap((part) => part.players),
    games: parts.flatMap((part) => part.games),
    slates: parts.flatMap((part) => part.slates),
    projections: parts.flatMap((part) => part.projections),
    stat_lines: parts.flatMap((part) => part.stat_lines),
    news: parts.flatMap((part) => part.news),
  });
}

/**
 * A game stream from kick-off to final: `plays` plays, each scoring 1 for alternating sides and
 * adding a stat to a player of the scoring side, then the final whistle.
 */
export function gameStream(sport: SportId, plays = 6, startMs = Date.parse(NEXT_AT)): StatEvent[] {
  const gameId = nextGameId(sport);
  const stat = SPORTS[sport].stats[0]?.key as string;
  const at = (seq: number) => new Date(startMs + seq * 60_000).toISOString();
  const events: StatEvent[] = [
    {
      stream_id: gameId,
      seq: 1,
      occurred_at: at(1),
      kind: 'game_status',
      status: 'in_progress',
      period: 1,
      clock_seconds: 600,
    },
  ];
  for (let i = 0; i < plays; i += 1) {
    const home = i % 2 === 0;
    const play: PlayEvent = {
      stream_id: gameId,
      seq: i + 2,
      occurred_at: at(i + 2),
      kind: 'play',
      period: 1,
      clock_seconds: 590 - i * 10,
      description: `Play ${i + 1}`,
      home_points: home ? 1 : 0,
      away_points: home ? 0 : 1,
      stats: [{ player_id: playerId(sport, home ? 1 : 2, i % 3), stat, delta: 1 }],
    };
    events.push(play);
  }
  events.push({
    stream_id: gameId,
    seq: plays + 2,
    occurred_at: at(plays + 2),
    kind: 'game_status',
    status: 'final',
    period: SPORTS[sport].periods,
    clock_seconds: 0,
  });
  return events;
}
