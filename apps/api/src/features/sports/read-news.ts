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

export interface NewsFilter {
  sportId?: SportId | undefined;
  playerId?: string | undefined;
  teamId?: string | undefined;
  kind: 'all' | 'injuries';
  before?: NewsCursor | undefined;
  limit: number;
}

/** Where a page ended: the last item's publication and id (ties on time are broken by id). */
export interface NewsCursor {
  publishedAt: string;
  id: string;
}

export function encodeNewsCursor(cursor: NewsCursor): string {
  return Buffer.from(`${cursor.publishedAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor in `text`, or undefined when it is not one this API handed out. */
export function decodeNewsCursor(text: string): NewsCursor | undefined {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const bar = decoded.indexOf('|');
  const publishedAt = decoded.slice(0, bar);
  const id = decoded.slice(bar + 1);
  if (bar < 0 || Number.isNaN(Date.parse(publishedAt)) || id.length === 0) return undefined;
  return { publishedAt: new Date(publishedAt).toISOString(), id };
}

/** A page of news, newest first, and the cursor of the next page (null on the last). */
export async function listNews(db: Database, filter: NewsFilter) {
  const conditions: SQL[] = [sql`true`];
  if (filter.sportId) conditions.push(sql`n.sport_id = ${filter.sportId}`);
  if (filter.playerId) conditions.push(sql`n.player_ids @> array[${filter.playerId}]::text[]`);
  if (filter.teamId) conditions.push(sql`n.team_ids @> array[${filter.teamId}]::text[]`);
  if (filter.kind === 'injuries') conditions.push(sql`n.status_change is not null`);
  if (filter.before)
    conditions.push(
      sql`(n.published_at, n.id) < (${filter.before.publishedAt}::timestamptz, ${filter.before.id})`,
    );
  // One more than the page tells whether another page follows.
  const items = await selectNews(db, sql.join(conditions, sql` and `), filter.limit + 1);
  const page = items.slice(0, filter.limit);
  const last = page[page.length - 1];
  return {
    data: page,
    next_before:
      items.length > filter.limit && last
        ? encodeNewsCursor({ publishedAt: last.published_at, id: last.id })
        : null,
  };
}
