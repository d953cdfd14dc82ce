import { and, count, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { contestEntries } from '../../platform/db/schema/drafts.ts';

/**
 * The player's best ball entries in play: waiting in a contest's pool for a draft (refunded into
 * cash if it never fills), or seated in a draft whose contest has not paid its prizes yet.
 */
export async function bestBallEntriesInPlay(executor: Database, userId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(contestEntries)
    .where(
      and(
        eq(contestEntries.userId, userId),
        or(
          eq(contestEntries.state, 'pooled'),
          and(eq(contestEntries.state, 'seated'), isNull(contestEntries.settledAt)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}
