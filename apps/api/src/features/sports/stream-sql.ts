import { teamColumns } from './game-summary.ts';

// The stat ingest's hot path: three prepared statements per stream batch (lock, read, write).

/**
 * Creates the stream's row at 0 if missing and locks it, answering its last applied sequence.
 * ON CONFLICT DO UPDATE locks the existing row like SELECT ... FOR UPDATE, in one round trip.
 */
export const LOCK_STREAM = `
  insert into stat_streams (stream_id, seq, updated_at) values ($1, 0, $2::timestamptz)
  on conflict (stream_id) do update set seq = stat_streams.seq
  returning seq`;

/** The game's live state (row locked) and the stat lines of the players the batch touches. */
export const READ_GAME = `
  select g.status, g.period, g.clock_seconds, g.home_score, g.away_score, g.seq, g.starts_at,
    coalesce((select jsonb_object_agg(s.player_id, s.stats) from player_game_stats s
              where s.game_id = g.id and s.player_id in (select jsonb_array_elements_text($2::jsonb))),
             '{}'::jsonb) as lines
  from games g where g.id = $1
  for update of g`;

const INSERT_EVENTS = `
  events as (
    insert into stat_events (stream_id, seq, kind, payload, occurred_at, received_at)
    select $1, (e->>'seq')::int, e->>'kind', e, (e->>'occurred_at')::timestamptz, $2::timestamptz
    from jsonb_array_elements($3::jsonb) as e
  )`;

const PLAYER_STATUSES = `
  statuses as (
    update players p set status = x.value, updated_at = $2::timestamptz
    from jsonb_each_text($5::jsonb) as x
    where p.id = x.key and p.status is distinct from x.value
  )`;

const ADVANCE_STREAM = `
  stream as (
    update stat_streams set seq = $6, updated_at = $2::timestamptz where stream_id = $1
  )`;

/**
 * Writes a game stream's batch: the events, the changed stat lines, player statuses, the stream's
 * sequence and the game row, answering the game with its teams for the live message.
 * $1 stream (= game) id, $2 now, $3 events, $4 changed lines {player: stats}, $5 statuses
 * {player: status}, $6 last seq, $7 status, $8 period, $9 clock, $10 home, $11 away, $12 starts_at.
 */
export const WRITE_GAME_BATCH = `
  with ${INSERT_EVENTS},
  lines as (
    insert into player_game_stats (game_id, player_id, stats, updated_at)
    select $1, l.key, l.value, $2::timestamptz from jsonb_each($4::jsonb) as l
    on conflict (game_id, player_id) do update set stats = excluded.stats, updated_at = excluded.updated_at
  ),
  ${PLAYER_STATUSES},
  ${ADVANCE_STREAM},
  g as (
    update games set status = $7, period = $8::int, clock_seconds = $9::int, home_score = $10::int,
      away_score = $11::int, seq = $6::int, starts_at = coalesce($12::timestamptz, starts_at),
      updated_at = $2::timestamptz
    where id = $1
    returning id, sport_id, starts_at, venue, status, period, clock_seconds, home_score, away_score, seq,
      home_team_id, away_team_id
  )
  select g.*, ${teamColumns('h', 'h')}, ${teamColumns('a', 'a')}
  from g join teams h on h.id = g.home_team_id join teams a on a.id = g.away_team_id`;

/** Writes a player stream's batch (`players:<sport>`): the events, the statuses, the sequence. Same $n. */
export const WRITE_PLAYER_BATCH = `
  with ${INSERT_EVENTS}, ${PLAYER_STATUSES}, ${ADVANCE_STREAM}
  select $4::jsonb is null as unused`;
