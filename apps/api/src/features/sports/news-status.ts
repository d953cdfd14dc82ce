import type { StatEvent } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { textArray } from './upsert.ts';

/** How far apart a status change and a news item about the same player may be to belong together. */
export const STATUS_NEWS_WINDOW = '30 minutes';

/**
 * Ties the news items matching `where` (alias `n`) to the status change a player_status event gave
 * one of their players within the window of publication (the closest one), or unties them. Run
 * after writing news and after applying a player stream, so the order they arrive in does not matter.
 */
export async function linkStatusNews(tx: Database, where: SQL): Promise<void> {
  const window = sql.raw(`interval '${STATUS_NEWS_WINDOW}'`);
  await tx.execute(sql`
    update news_items n set status_change = m.status
    from (
      select c.id, (
        select e.payload->>'status' from stat_events e
        where e.stream_id = 'players:' || c.sport_id
          and e.occurred_at between c.published_at - ${window} and c.published_at + ${window}
          and e.kind = 'player_status' and e.payload->>'player_id' = any(c.player_ids)
        order by abs(extract(epoch from e.occurred_at - c.published_at)), e.seq desc
        limit 1) as status
      from news_items c where ${where}
    ) m
    where n.id = m.id and n.status_change is distinct from m.status`);
}

/** The news items (alias `c`) of a sport that a batch of status events may concern. */
export function newsAround(sport: string, events: readonly StatEvent[], playerIds: readonly string[]): SQL {
  const times = events.map((event) => Date.parse(event.occurred_at));
  const window = sql.raw(`interval '${STATUS_NEWS_WINDOW}'`);
  return sql`c.sport_id = ${sport} and c.player_ids && ${textArray(playerIds)}
    and c.published_at between ${new Date(Math.min(...times)).toISOString()}::timestamptz - ${window}
                           and ${new Date(Math.max(...times)).toISOString()}::timestamptz + ${window}`;
}
