import { SPORT_IDS, type SportId } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';

export interface SportCounts {
  sport: SportId;
  teams: number;
  players: number;
  games: Record<string, number>;
}

export interface GameLine {
  id: string;
  sport: SportId;
  startsAt: Date;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  period: number;
  clockSeconds: number | null;
  seq: number;
}

export interface WorldStatus {
  sports: SportCounts[];
  live: GameLine[];
  next: GameLine[];
  news: number;
  /** Who holds the producer's lock: a PostgreSQL backend, or nobody. Undefined on PGlite. */
  leader: { pid: number; application: string; client: string | null; since: Date | null } | null | undefined;
}

const gameColumns = sql`g.id, g.sport_id as sport, g.starts_at as "startsAt", h.abbreviation as home,
  a.abbreviation as away, g.home_score as "homeScore", g.away_score as "awayScore", g.period,
  g.clock_seconds as "clockSeconds", g.seq`;

function asGame(row: GameLine): GameLine {
  return { ...row, startsAt: new Date(row.startsAt) };
}

/** What `npm run world -- status` shows: counts per sport, live and next games, the producer. */
export async function worldStatus(db: Database, now: Date, leaderKey: number, postgres: boolean) {
  const teams = await selectRows<{ sport: SportId; n: number }>(
    db,
    sql`select sport_id as sport, count(*)::int as n from teams group by sport_id`,
  );
  const players = await selectRows<{ sport: SportId; n: number }>(
    db,
    sql`select sport_id as sport, count(*)::int as n from players group by sport_id`,
  );
  const games = await selectRows<{ sport: SportId; status: string; n: number }>(
    db,
    sql`select sport_id as sport, status, count(*)::int as n from games group by sport_id, status`,
  );
  const sports: SportCounts[] = SPORT_IDS.map((sport) => ({
    sport,
    teams: teams.find((row) => row.sport === sport)?.n ?? 0,
    players: players.find((row) => row.sport === sport)?.n ?? 0,
    games: Object.fromEntries(games.filter((row) => row.sport === sport).map((row) => [row.status, row.n])),
  })).filter((row) => row.teams + row.players > 0 || Object.keys(row.games).length > 0);
  const live = await selectRows<GameLine>(
    db,
    sql`select ${gameColumns} from games g join teams h on h.id = g.home_team_id
        join teams a on a.id = g.away_team_id where g.status = 'in_progress' order by g.starts_at, g.id`,
  );
  const next = await selectRows<GameLine>(
    db,
    sql`select ${gameColumns} from games g join teams h on h.id = g.home_team_id
        join teams a on a.id = g.away_team_id
        where g.status = 'scheduled' and g.starts_at >= ${now.toISOString()}::timestamptz
        order by g.starts_at, g.id limit 8`,
  );
  const [news] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from news_items`);
  let leader: WorldStatus['leader'];
  if (postgres) {
    const [holder] = await selectRows<{
      pid: number;
      application: string;
      client: string | null;
      since: string | null;
    }>(
      db,
      sql`select a.pid, a.application_name as application, a.client_addr::text as client, a.backend_start as since
          from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.objid = ${leaderKey} and l.granted
            and l.database = (select oid from pg_database where datname = current_database())
          limit 1`,
    );
    leader = holder ? { ...holder, since: holder.since ? new Date(holder.since) : null } : null;
  }
  return {
    sports,
    live: live.map(asGame),
    next: next.map(asGame),
    news: news?.n ?? 0,
    leader,
  } satisfies WorldStatus;
}

/** One game's line for the operator (after an advance). */
export async function gameLineOf(db: Database, gameId: string): Promise<GameLine | undefined> {
  const [row] = await selectRows<GameLine>(
    db,
    sql`select ${gameColumns} from games g join teams h on h.id = g.home_team_id
        join teams a on a.id = g.away_team_id where g.id = ${gameId}`,
  );
  return row && asGame(row);
}
