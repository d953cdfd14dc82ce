import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { textArray } from '../../sports/upsert.ts';

// A bet and a price change on the same market are decided one after the other: a bet holds each
// market it names in share mode for its transaction, a price change holds the markets it writes
// alone. Advisory locks rather than `for share` on the rows: many bets sharing one row made
// PostgreSQL write a new multixact to the row for each (about half the throughput); these live in
// memory. A bet takes them in a statement of its own, before the markets are read, so the read's
// snapshot comes after every price change that held them; a price change takes them in its write,
// before any row changes (a price change's snapshot does not matter: its writes apply only over the
// version they were decided from). Both sides take them in the same (byte) order.

/** The advisory lock namespace of the sportsbook's markets ("SBMK"), beside the single-key locks. */
const MARKET_LOCKS = 0x53424d4b;

/** Holds the markets in share mode until the transaction ends (a bet's view of its prices). */
export async function shareMarkets(tx: Database, marketIds: readonly string[]): Promise<void> {
  if (marketIds.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${MARKET_LOCKS}::int, hashtext(id))
        from unnest(${textArray(marketIds)}) as id order by id collate "C"`,
  );
}

/**
 * A query that holds the markets whose ids `ids` selects (one column) alone until the transaction
 * ends (a price change waits for the bets under way) and answers one row, `n`: the locks taken. For
 * a write's own statement (a `with` part its changes wait for), so the write needs no statement or
 * transaction of its own for them.
 */
export const heldMarketsAlone = (ids: SQL) =>
  sql`select count(*) as n from (select pg_advisory_xact_lock(${MARKET_LOCKS}::int, hashtext(w.id))
        from (${ids}) as w(id) order by w.id collate "C") locks`;
