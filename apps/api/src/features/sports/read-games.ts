import {
  type GameStatus,
  type GameSummary,
  type PlayerSummary,
  type SlateSummary,
  SPORT_IDS,
  SPORTS,
  type SportId,
} from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { iso, selectGameSummaries } from './game-summary.ts';
import { PLAYER_COLUMNS, PLAYER_TEAM, type PlayerRowWithTeam, playerSummaryFromRow } from './read-people.ts';

const HOUR_MS = 3_600_000;

export interface SportOverview {
  id: SportId;
  name: string;
  league: string;
  live_games: number;
  next_game_at: string | null;
}

/** Every sport with its live games now and its next scheduled start (two index scans on status). */
export async function sportsOverview(db: Database, now: Date): Promise<SportOverview[]> {
  const live = await selectRows<{ sport_id: SportId; n: number }>(
    db,
    sql`select sport_id, count(*)::int as n from games where status = 'in_progress' group by sport_id`,
  );
  // A game left scheduled hours after its start (an import's stale row) is not "next".
  const next = await selectRows<{ sport_id: SportId; at: Date | string }>(
    db,
    sql`select sport_id, min(starts_at) as at from games
        where status = 'scheduled' and starts_at >= ${new Date(now.getTime() - 6 * HOUR_MS).toISOString()}::timestamptz
        group by sport_id`,
  );
  return SPORT_IDS.map((id) => {
    const nextAt = next.find((row) => row.sport_id === id)?.at;
    return {
      id,
      name: SPORTS[id].name,
      league: SPORTS[id].league,
      live_games: live.find((row) => row.sport_id === id)?.n ?? 0,
      next_game_at: nextAt ? iso(nextAt) : null,
    };
  });
}

interface SlateRow {
  id: string;
  sport_id: SportId;
  name: string;
  starts_at: Date | string;
  game_count: number;
  status: SlateSummary['status'];
}

// Done: final or cancelled. A slate is final when all its games are done, live once any started.
const SLATE_SELECT = sql.raw(`
  select s.id, s.sport_id, s.name, s.starts_at, count(g.id)::int as game_count,
    case when count(*) filter (where g.status in ('final', 'cancelled')) = count(g.id) then 'final'
         when count(*) filter (where g.status in ('in_progress', 'final', 'cancelled')) > 0 then 'live'
         else 'scheduled' end as status
  from slates s join slate_games sg on sg.slate_id = s.id join games g on g.id = sg.game_id`);

const slateFromRow = (row: SlateRow): SlateSummary => ({ ...row, starts_at: iso(row.starts_at) });

/** Upcoming (not final, earliest first) or recent (final, newest first) slates, at most 50. */
export async function listSlates(
  db: Database,
  { sportId, when }: { sportId?: SportId | undefined; when: 'upcoming' | 'recent' },
): Promise<SlateSummary[]> {
  const sport = sportId ? sql`where s.sport_id = ${sportId}` : sql``;
  const rest =
    when === 'upcoming'
      ? sql`having count(*) filter (where g.status in ('final', 'cancelled')) < count(g.id) order by s.starts_at, s.id`
      : sql`having count(*) filter (where g.status in ('final', 'cancelled')) = count(g.id) order by s.starts_at desc, s.id`;
  const rows = await selectRows<SlateRow>(db, sql`${SLATE_SELECT} ${sport} group by s.id ${rest} limit 50`);
  return rows.map(slateFromRow);
}

/** One slate with its games, or undefined. */
export async function getSlate(db: Database, slateId: string) {
  const [row] = await selectRows<SlateRow>(db, sql`${SLATE_SELECT} where s.id = ${slateId} group by s.id`);
  if (!row) return undefined;
  const games = await selectGameSummaries(
    db,
    sql`g.id in (select game_id from slate_games where slate_id = ${slateId})`,
    sql`order by g.starts_at, g.id`,
  );
  return { ...slateFromRow(row), games };
}

export interface GamesFilter {
  sportId?: SportId | undefined;
  slateId?: string | undefined;
  status?: GameStatus | undefined;
  from: Date;
  limit: number;
}

/** Games starting from `from`, earliest first. */
export function listGames(db: Database, filter: GamesFilter): Promise<GameSummary[]> {
  const conditions: SQL[] = [sql`g.starts_at >= ${filter.from.toISOString()}::timestamptz`];
  if (filter.sportId) conditions.push(sql`g.sport_id = ${filter.sportId}`);
  if (filter.status) conditions.push(sql`g.status = ${filter.status}`);
  if (filter.slateId)
    conditions.push(sql`g.id in (select game_id from slate_games where slate_id = ${filter.slateId})`);
  return selectGameSummaries(
    db,
    sql.join(conditions, sql` and `),
    sql`order by g.starts_at, g.id limit ${filter.limit}`,
  );
}

/** A game with every player's stat line (home side first), or undefined. */
export async function getGame(db: Database, gameId: string) {
  const [game] = await selectGameSummaries(db, sql`g.id = ${gameId}`);
  if (!game) return undefined;
  const rows = await selectRows<PlayerRowWithTeam & { stats: Record<string, number> }>(
    db,
    sql`select ${PLAYER_COLUMNS}, s.stats from player_game_stats s join players p on p.id = s.player_id ${PLAYER_TEAM}
        where s.game_id = ${gameId}
        order by (p.team_id = ${game.home.id}) desc nulls last, p.last_name, p.first_name, p.id`,
  );
  const stat_lines: { player: PlayerSummary; stats: Record<string, number> }[] = rows.map((row) => ({
    player: playerSummaryFromRow(row),
    stats: row.stats,
  }));
  return { ...game, stat_lines };
}
