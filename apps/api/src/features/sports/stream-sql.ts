import { teamColumns } from './game-summary.ts';

// The stat ingest's hot path: three prepared statements per batch of streams (lock, read, write),
// whatever the number of streams and events in it; values travel as JSON parameters.

/**
 * Creates each stream's row at 0 if missing and locks them all (in id order, so two processes
 * locking overlapping batches cannot deadlock), answering their last applied sequences. ON
 * CONFLICT DO UPDATE locks an existing row like SELECT ... FOR UPDATE, in the same round trip.
 * $1 stream ids (JSON array, sorted), $2 now.
 */
export const LOCK_STREAMS = `
  insert into stat_streams (stream_id, seq, updated_at)
  select s, 0, $2::timestamptz from jsonb_array_elements_text($1::jsonb) as s order by s
  on conflict (stream_id) do update set seq = stat_streams.seq
  returning stream_id, seq`;

/**
 * The games' live state (rows locked, in id order) and the stat lines of the players the batch
 * touches. $1 game ids (JSON array), $2 {game id: [player ids]}.
 */
export const READ_GAMES = `
  select g.id, g.status, g.period, g.clock_seconds, g.home_score, g.away_score,
    coalesce((select jsonb_object_agg(s.player_id, s.stats) from player_game_stats s
              where s.game_id = g.id
                and s.player_id in (select jsonb_array_elements_text($2::jsonb -> g.id))),
             '{}'::jsonb) as lines
  from games g where g.id in (select jsonb_array_elements_text($1::jsonb))
  order by g.id
  for update of g`;

/**
 * Writes a batch: the events, the changed stat lines, player statuses, each stream's sequence and
 * each game's row, answering the games with their teams for the live messages.
 * $1 now, $2 events, $3 lines [{game_id, player_id, stats}], $4 {player: status},
 * $5 {stream: seq}, $6 games [{id, status, period, clock_seconds, home_score, away_score, seq, starts_at}].
 */
export const WRITE_BATCH = `
  with events as (
    insert into stat_events (stream_id, seq, kind, payload, occurred_at, received_at)
    select e->>'stream_id', (e->>'seq')::int, e->>'kind', e, (e->>'occurred_at')::timestamptz, $1::timestamptz
    from jsonb_array_elements($2::jsonb) as e
  ),
  lines as (
    insert into player_game_stats (game_id, player_id, stats, updated_at)
    select l.game_id, l.player_id, l.stats, $1::timestamptz
    from jsonb_to_recordset($3::jsonb) as l(game_id text, player_id text, stats jsonb)
    on conflict (game_id, player_id) do update set stats = excluded.stats, updated_at = excluded.updated_at
  ),
  statuses as (
    update players p set status = x.value, updated_at = $1::timestamptz
    from jsonb_each_text($4::jsonb) as x
    where p.id = x.key and p.status is distinct from x.value
  ),
  streams as (
    update stat_streams s set seq = x.value::int, updated_at = $1::timestamptz
    from jsonb_each_text($5::jsonb) as x
    where s.stream_id = x.key
  ),
  g as (
    update games g set status = x.status, period = x.period, clock_seconds = x.clock_seconds,
      home_score = x.home_score, away_score = x.away_score, seq = x.seq,
      starts_at = coalesce(x.starts_at, g.starts_at), updated_at = $1::timestamptz
    from jsonb_to_recordset($6::jsonb) as x(id text, status text, period int, clock_seconds int,
      home_score int, away_score int, seq int, starts_at timestamptz)
    where g.id = x.id
    returning g.id, g.sport_id, g.starts_at, g.venue, g.status, g.period, g.clock_seconds, g.home_score,
      g.away_score, g.seq, g.home_team_id, g.away_team_id
  )
  select g.*, ${teamColumns('h', 'h')}, ${teamColumns('a', 'a')}
  from g join teams h on h.id = g.home_team_id join teams a on a.id = g.away_team_id`;
