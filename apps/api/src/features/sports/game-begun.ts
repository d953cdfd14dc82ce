import { type SQL, sql } from 'drizzle-orm';

/**
 * A game (aliased `g`) has begun at `now`: the feed says it is in progress or final, or it is still
 * scheduled and its start has come. Postponed and cancelled games have not. Best ball locks on it:
 * nobody drafts a player whose game has begun, and a draft ends when its slate's first game does.
 */
export function gameBegun(now: Date): SQL {
  return sql`(g.status in ('in_progress', 'final') or (g.status = 'scheduled' and g.starts_at <= ${now.toISOString()}::timestamptz))`;
}
