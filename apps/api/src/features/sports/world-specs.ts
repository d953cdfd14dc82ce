import type { UpsertSpec } from './upsert.ts';

// How each kind of world-file row lands in its table (see upsertRows).

const text = (name: string) => ({ name, type: 'text' });

export const LEAGUES: UpsertSpec = {
  table: 'leagues',
  key: ['id'],
  columns: ['id', 'sport_id', 'name', 'abbreviation', 'provider'].map(text),
};

export const SEASONS: UpsertSpec = {
  table: 'seasons',
  key: ['id'],
  columns: [
    text('id'),
    text('league_id'),
    text('name'),
    { name: 'starts_on', type: 'date' },
    { name: 'ends_on', type: 'date' },
    text('provider'),
  ],
};

export const TEAMS: UpsertSpec = {
  table: 'teams',
  key: ['id'],
  columns: [
    text('id'),
    text('league_id'),
    { name: 'sport_id', type: 'text', value: 'l.sport_id' },
    ...['location', 'nickname', 'abbreviation', 'primary_color', 'secondary_color', 'venue', 'provider'].map(
      text,
    ),
  ],
  from: 'join leagues l on l.id = r.league_id',
};

export const PLAYERS: UpsertSpec = {
  table: 'players',
  key: ['id'],
  columns: [
    ...['id', 'sport_id', 'first_name', 'last_name', 'position'].map(text),
    { name: 'jersey', type: 'integer' },
    text('status'),
    text('team_id'),
    text('provider'),
  ],
  touch: ['updated_at'],
};

export const ROSTER_MOVES: UpsertSpec = {
  table: 'player_team_moves',
  key: ['player_id', 'moved_at'],
  columns: [text('player_id'), text('team_id'), { name: 'moved_at', type: 'timestamptz' }],
};

/** Once a game's events are being applied (seq > 0) they own its live state; a re-write keeps it. */
const eventOwned = (name: string, type: string) => ({
  name,
  type,
  update: `case when games.seq = 0 then excluded.${name} else games.${name} end`,
});

export const GAMES: UpsertSpec = {
  table: 'games',
  key: ['id'],
  columns: [
    text('id'),
    text('season_id'),
    { name: 'sport_id', type: 'text', value: 'l.sport_id' },
    text('home_team_id'),
    text('away_team_id'),
    eventOwned('starts_at', 'timestamptz'),
    text('venue'),
    eventOwned('status', 'text'),
    eventOwned('period', 'integer'),
    eventOwned('clock_seconds', 'integer'),
    eventOwned('home_score', 'integer'),
    eventOwned('away_score', 'integer'),
    text('provider'),
  ],
  from: 'join seasons s on s.id = r.season_id join leagues l on l.id = s.league_id',
  touch: ['updated_at'],
};

export const SLATES: UpsertSpec = {
  table: 'slates',
  key: ['id'],
  columns: [
    ...['id', 'sport_id', 'name'].map(text),
    { name: 'starts_at', type: 'timestamptz' },
    text('provider'),
  ],
};

export const SLATE_GAMES: UpsertSpec = {
  table: 'slate_games',
  key: ['slate_id', 'game_id'],
  columns: [text('slate_id'), text('game_id')],
};

const statsSpec = (table: string): UpsertSpec => ({
  table,
  key: ['game_id', 'player_id'],
  columns: [text('game_id'), text('player_id'), { name: 'stats', type: 'jsonb' }],
  touch: ['updated_at'],
});

export const PROJECTIONS = statsSpec('projections');
export const STAT_LINES = statsSpec('player_game_stats');

export const NEWS: UpsertSpec = {
  table: 'news_items',
  key: ['id'],
  columns: [
    ...['id', 'sport_id', 'headline', 'body'].map(text),
    { name: 'player_ids', type: 'text[]' },
    { name: 'team_ids', type: 'text[]' },
    { name: 'published_at', type: 'timestamptz' },
    text('source'),
    text('provider'),
  ],
};
