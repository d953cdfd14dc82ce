import { type PlayerStatus, SPORT_IDS, SPORTS, type SportId } from '../catalog.ts';
import {
  type League,
  type Player,
  type RosterMove,
  type Season,
  type Team,
  WORLD_FILE_FORMAT,
  type WorldFile,
} from '../world-file.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';
import { createRandom, type Random } from './random.ts';
import { TEAM_SEEDS } from './teams/index.ts';

const LEAGUE_NAMES: Record<SportId, string> = {
  nfl: 'National Football League',
  nba: 'National Basketball Association',
  mlb: 'Major League Baseball',
  nhl: 'National Hockey League',
  soccer: 'Premier League',
};

const LEAGUE_ABBREVIATIONS: Record<SportId, string> = {
  nfl: 'NFL',
  nba: 'NBA',
  mlb: 'MLB',
  nhl: 'NHL',
  soccer: 'EPL',
};

/** Jersey ranges players of a position usually wear, tried before any free number. */
const JERSEYS: Partial<Record<SportId, Record<string, readonly [number, number][]>>> = {
  nfl: {
    QB: [[1, 19]],
    RB: [
      [20, 49],
      [0, 9],
    ],
    WR: [
      [10, 19],
      [80, 89],
    ],
    TE: [
      [80, 89],
      [40, 49],
    ],
    K: [[1, 19]],
  },
  nhl: {
    G: [
      [29, 40],
      [1, 1],
    ],
  },
  soccer: {
    GK: [
      [1, 1],
      [12, 13],
      [30, 40],
    ],
    DEF: [
      [2, 6],
      [12, 30],
    ],
    MID: [
      [6, 8],
      [10, 10],
      [14, 28],
    ],
    FWD: [
      [7, 11],
      [17, 29],
    ],
  },
};

export const leagueId = (sport: SportId) => `sim-${sport}`;
export const teamId = (sport: SportId, abbreviation: string) => `sim-${sport}-${abbreviation}`;

function seasonName(sport: SportId, year: number): string {
  // Leagues whose season starts in autumn and ends in spring name both years.
  return sport === 'nfl' || sport === 'mlb' ? String(year) : `${year}–${String(year + 1).slice(2)}`;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function jerseyFor(random: Random, sport: SportId, position: string, taken: Set<number>): number {
  const ranges = JERSEYS[sport]?.[position] ?? [[0, 99]];
  const preferred = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
  const free = preferred.filter((number) => !taken.has(number));
  const pool = free.length > 0 ? free : Array.from({ length: 100 }, (_, i) => i).filter((n) => !taken.has(n));
  const jersey = random.pick(pool);
  taken.add(jersey);
  return jersey;
}

function statusFor(random: Random): PlayerStatus {
  if (!random.chance(0.06)) return 'active';
  return random.pick(['questionable', 'questionable', 'doubtful', 'out', 'out', 'injured_reserve'] as const);
}

function rosterFor(random: Random, sport: SportId, team: Team, usedNames: Set<string>): Player[] {
  const taken = new Set<number>();
  const players: Player[] = [];
  for (const [position, count] of Object.entries(SPORTS[sport].roster)) {
    for (let depth = 1; depth <= count; depth++) {
      let first = random.pick(FIRST_NAMES);
      let last = random.pick(LAST_NAMES);
      for (let tries = 0; usedNames.has(`${first} ${last}`) && tries < 20; tries++) {
        first = random.pick(FIRST_NAMES);
        last = random.pick(LAST_NAMES);
      }
      usedNames.add(`${first} ${last}`);
      players.push({
        id: `${team.id}-${position.toLowerCase()}${depth}`,
        sport_id: sport,
        first_name: first,
        last_name: last,
        position,
        jersey: jerseyFor(random, sport, position, taken),
        status: statusFor(random),
        team_id: team.id,
      });
    }
  }
  return players;
}

/** The simulator's world on first start: leagues, seasons, real teams, invented rosters. */
export function generateWorld(seed: number, options: { startsOn: string }): WorldFile {
  const year = Number(options.startsOn.slice(0, 4));
  const leagues: League[] = [];
  const seasons: Season[] = [];
  const teams: Team[] = [];
  const players: Player[] = [];
  const rosterMoves: RosterMove[] = [];
  const joinedAt = `${options.startsOn}T00:00:00.000Z`;
  for (const sport of SPORT_IDS) {
    const random = createRandom(`${seed}:world:${sport}`);
    const league: League = {
      id: leagueId(sport),
      sport_id: sport,
      name: LEAGUE_NAMES[sport],
      abbreviation: LEAGUE_ABBREVIATIONS[sport],
    };
    leagues.push(league);
    seasons.push({
      id: `${league.id}-${year}`,
      league_id: league.id,
      name: seasonName(sport, year),
      starts_on: options.startsOn,
      ends_on: addDays(options.startsOn, 364),
    });
    const usedNames = new Set<string>();
    for (const [abbreviation, location, nickname, primary, secondary, venue] of TEAM_SEEDS[sport]) {
      const team: Team = {
        id: teamId(sport, abbreviation),
        league_id: league.id,
        location,
        nickname,
        abbreviation,
        primary_color: primary,
        secondary_color: secondary,
        venue,
      };
      teams.push(team);
      for (const player of rosterFor(random, sport, team, usedNames)) {
        players.push(player);
        rosterMoves.push({ player_id: player.id, team_id: team.id, moved_at: joinedAt });
      }
    }
  }
  return {
    format: WORLD_FILE_FORMAT,
    provider: 'simulator',
    leagues,
    seasons,
    teams,
    players,
    roster_moves: rosterMoves,
    games: [],
    slates: [],
    projections: [],
    stat_lines: [],
    news: [],
    events: [],
  };
}
