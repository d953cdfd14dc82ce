import {
  type HistoryPosition,
  type TransactionCorrection,
  type TransactionType,
  userCashAccount,
  userPromoAccount,
} from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';

export interface HistoryFilters {
  type?: TransactionType | undefined;
  /** Inclusive instants. */
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

export interface HistoryRow {
  entryId: string;
  transferId: string;
  type: TransactionType;
  amountCents: number;
  balanceAfterCents: number;
  account: 'cash' | 'promo';
  description: string;
  correction: TransactionCorrection | null;
  createdAt: Date;
}

interface RawRow {
  entry_id: string | number;
  transfer_id: string;
  type: TransactionType;
  amount_cents: string | number;
  balance_after_cents: string | number;
  account_kind: string;
  description: string;
  correction: TransactionCorrection['kind'] | null;
  owed_cents: string | number | null;
  created_at: string | Date;
}

// The kinds of stake payments a correction takes back (a returned deposit is not a correction).
const CORRECTED_KINDS = sql`('payout', 'bet_winnings', 'refund')`;

/**
 * A player's history is the entries on their cash and promo accounts that changed what they can
 * spend (so a hold shows when placed, and its later post adds nothing), newest first.
 */
export function createHistoryRepo(db: Database) {
  return {
    async page(
      userId: string,
      filters: HistoryFilters,
      after: HistoryPosition | null,
      limit: number,
    ): Promise<HistoryRow[]> {
      const conditions: SQL[] = [
        sql`a.name in (${userCashAccount(userId)}, ${userPromoAccount(userId)})`,
        sql`e.available_change_cents <> 0`,
        sql`t.type is not null`,
      ];
      if (filters.type) conditions.push(sql`t.type = ${filters.type}`);
      if (filters.from) conditions.push(sql`e.created_at >= ${filters.from.toISOString()}::timestamptz`);
      if (filters.until) conditions.push(sql`e.created_at < ${filters.until.toISOString()}::timestamptz`);
      if (after) {
        conditions.push(
          sql`(e.created_at, e.id) < (${after.createdAt}::timestamptz, ${Number(after.id)}::bigint)`,
        );
      }
      const rows = await selectRows<RawRow>(
        db,
        sql`select e.id as entry_id, t.id as transfer_id, t.type, e.available_change_cents as amount_cents,
              e.available_after_cents as balance_after_cents, a.kind as account_kind, t.description, e.created_at,
              case when o_rev.id is not null or (t.reverses_id is not null and t.kind in ${CORRECTED_KINDS})
                     then 'reversal'
                   when o_pay.id is not null then 'owed_paid_down' end as correction,
              coalesce(o_rev.owed_at_reversal_cents, o_pay.owed_at_reversal_cents) as owed_cents
            from entries e
            join ledger_accounts a on a.id = e.account_id
            join transfers t on t.id = e.transfer_id
            left join owed_reversals o_rev on o_rev.payment_transfer_id = t.reverses_id
            left join owed_reversals o_pay
              on t.reverses_id is null and o_pay.id = (t.metadata->>'owed_id')::uuid
            where ${sql.join(conditions, sql` and `)}
            order by e.created_at desc, e.id desc
            limit ${limit}`,
      );
      return rows.map((row) => ({
        entryId: String(row.entry_id),
        transferId: row.transfer_id,
        type: row.type,
        amountCents: Number(row.amount_cents),
        balanceAfterCents: Number(row.balance_after_cents),
        account: row.account_kind === 'user_promo' ? 'promo' : 'cash',
        description: row.description,
        correction: row.correction ? { kind: row.correction, owed_cents: Number(row.owed_cents ?? 0) } : null,
        createdAt: new Date(row.created_at),
      }));
    },
  };
}
