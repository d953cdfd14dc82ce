import type { NewsItemView, SportId } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { iso } from './game-summary.ts';
import { playerSummariesById, teamSummariesById } from './read-people.ts';
import { textArray } from './upsert.ts';

interface NewsRow {
  id: string;
  sport_id: SportId;
  headline: string;
  body: string;
  published_at: Date | string;
  source: string;
  player_ids: string[];
  team_ids: string[];
}

const NEWS_COLUMNS = sql.raw(
  'n.id, n.sport_id, n.headline, n.body, n.published_at, n.source, n.player_ids, n.team_ids',
);

/** News rows as views: every tagged player and team of the page loaded in two queries. */
async function toViews(db: Database, rows: readonly NewsRow[]): Promise<NewsItemView[]> {
  const players = await playerSummariesById(
    db,
    rows.flatMap((row) => row.player_ids),
  );
  const teams = await teamSummariesById(
    db,
    rows.flatMap((row) => row.team_ids),
  );
  return rows.map((row) => ({
    id: row.id,
    sport_id: row.sport_id,
    headline: row.headline,
    body: row.body,
    published_at: iso(row.published_at),
    source: row.source,
    players: row.player_ids.flatMap((id) => players.get(id) ?? []),
    teams: row.team_ids.flatMap((id) => teams.get(id) ?? []),
  }));
}

/** News items matching `where` (alias `n`), newest first. */
export async function selectNews(db: Database, where: SQL, limit: number): Promise<NewsItemView[]> {
  const rows = await selectRows<NewsRow>(
    db,
    sql`select ${NEWS_COLUMNS} from news_items n where ${where} order by n.published_at desc, n.id desc limit ${limit}`,
  );
  return toViews(db, rows);
}

/** The given news items as views, newest first. */
export function selectNewsViews(db: Database, ids: readonly string[]): Promise<NewsItemView[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectNews(db, sql`n.id = any(${textArray(ids)})`, ids.length);
}
