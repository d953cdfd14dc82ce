import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { sportsbookBets } from '../../../platform/db/schema/sportsbook.ts';

/** The player's sportsbook bets not yet settled: each still pays out, or refunds, into cash. */
export async function sportsbookBetsInPlay(executor: Database, userId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(sportsbookBets)
    .where(and(eq(sportsbookBets.userId, userId), eq(sportsbookBets.state, 'open')));
  return Number(row?.n ?? 0);
}
