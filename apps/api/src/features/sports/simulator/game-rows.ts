import { type Game, WORLD_FILE_FORMAT, type WorldFile } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { SIMULATOR_PROVIDER } from './sim-world.ts';

/** A simulated game as the producer reads it: its identity, and where its stream stands. */
export interface GameRow {
  id: string;
  season_id: string;
  home_team_id: string;
  away_team_id: string;
  starts_at: string | Date;
  venue: string;
  status: Game['status'];
  seq: number;
  last_at: string | Date | null;
}

export const iso = (value: string | Date) => new Date(value).toISOString();

/** The game as it was scheduled: the simulation's input (its live state comes from events). */
export function asGame(row: GameRow): Game {
  return {
    id: row.id,
    season_id: row.season_id,
    home_team_id: row.home_team_id,
    away_team_id: row.away_team_id,
    starts_at: iso(row.starts_at),
    venue: row.venue,
    status: 'scheduled',
    period: 0,
    clock_seconds: null,
    home_score: 0,
    away_score: 0,
  };
}

export const GAME_COLUMNS = sql`g.id, g.season_id, g.home_team_id, g.away_team_id, g.starts_at, g.venue, g.status, g.seq,
  (select e.received_at from stat_events e where e.stream_id = g.id and e.seq = g.seq) as last_at`;

/** A world file of the simulator's with nothing in it yet. */
export const emptyFile = (): WorldFile => ({
  format: WORLD_FILE_FORMAT,
  provider: SIMULATOR_PROVIDER,
  leagues: [],
  seasons: [],
  teams: [],
  players: [],
  roster_moves: [],
  games: [],
  slates: [],
  projections: [],
  stat_lines: [],
  news: [],
  events: [],
});
