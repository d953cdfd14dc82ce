import { TAX_TIME_ZONE } from '@kennel/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { centsFromDriver } from '../../platform/db/schema/columns.ts';
import { type W9FormRow, w9Forms } from '../../platform/db/schema/tax.ts';
import { entries, ledgerAccounts, transfers } from '../../platform/db/schema/wallet.ts';

/** The transfers that make up net winnings: stakes out, payouts and refunds back (and their reversals). */
const WINNINGS_KINDS = ['entry_fee', 'payout', 'refund'] as const;

/** Rows of `w9_forms` and the ledger sums tax documents read; no rules here. */
export function createTaxRepo(db: Database) {
  return {
    async findW9(userId: string): Promise<W9FormRow | undefined> {
      const [row] = await db.select().from(w9Forms).where(eq(w9Forms.userId, userId));
      return row;
    },

    async upsertW9(row: W9FormRow): Promise<void> {
      const { userId, submittedAt, ...changes } = row;
      await db.insert(w9Forms).values(row).onConflictDoUpdate({ target: w9Forms.userId, set: changes });
    },

    /**
     * Net winnings per tax year: the change each of those transfers made to the player's cash
     * balance (entries record it signed), summed by the year on New York's calendar. Entry fees
     * paid with promo credit are not the player's money, so only the cash account counts.
     */
    async netWinningsByYear(userId: string): Promise<{ taxYear: number; netWinningsCents: number }[]> {
      const taxYear = sql<number>`extract(year from ${entries.createdAt} at time zone ${sql.raw(`'${TAX_TIME_ZONE}'`)})::int`;
      const rows = await db
        .select({ taxYear, net: sql<string | number>`coalesce(sum(${entries.amountCents}), 0)::bigint` })
        .from(entries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, entries.accountId))
        .innerJoin(transfers, eq(transfers.id, entries.transferId))
        .where(
          and(
            eq(ledgerAccounts.kind, 'user_cash'),
            eq(ledgerAccounts.userId, userId),
            inArray(transfers.kind, [...WINNINGS_KINDS]),
          ),
        )
        .groupBy(taxYear);
      return rows.map((row) => ({
        taxYear: Number(row.taxYear),
        netWinningsCents: centsFromDriver(row.net),
      }));
    },
  };
}
