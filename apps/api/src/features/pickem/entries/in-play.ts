import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { pickemEntries } from '../../../platform/db/schema/pickem.ts';

/** The player's pick'em entries not yet settled (or cancelled): each still pays out, or refunds, into cash. */
export async function pickemEntriesInPlay(executor: Database, userId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(pickemEntries)
    .where(and(eq(pickemEntries.userId, userId), eq(pickemEntries.state, 'open')));
  return Number(row?.n ?? 0);
}
