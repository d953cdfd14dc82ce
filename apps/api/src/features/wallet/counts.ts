import {
  type MoneyCount,
  TAX_TIME_ZONE,
  TRANSFER_KIND_DECLARATIONS,
  type TransferKindDeclarations,
  transferKindsCountingFor,
} from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { centsFromDriver } from '../../platform/db/schema/columns.ts';
import { REFUND_TO_TAKE_KEY } from './stakes/keys.ts';

/**
 * When a movement (entry `e` of transfer `t`) counts: when it was made, except that a stake's refund
 * (or its reversal) counts when its stake was taken. It gives that stake back, so it leaves the
 * windows and the tax year the stake counted in, never making room in a later window (a bet pushed
 * the next day, an entry refunded at a contest's lock weeks later) or looking like winnings in a
 * later year. One unique-index lookup per refund.
 */
const countedAt = sql`coalesce(case when t.kind = 'refund' then (
    select s.created_at from transfers s
    where s.transfer_key = regexp_replace(t.transfer_key, ${REFUND_TO_TAKE_KEY.pattern}, ${REFUND_TO_TAKE_KEY.replacement})
      and s.transfer_key <> t.transfer_key) end, e.created_at)`;

/** A signed amount the player spent (positive) or got back (negative), and when. */
export interface SpendMovement {
  amountCents: number;
  at: Date;
}

export interface YearNetWinnings {
  taxYear: number;
  netWinningsCents: number;
}

/**
 * What the ledger's movements count toward, for the features that count them (the spend limits,
 * 1099 net winnings, the wallet's figures). Every kind list comes from the transfer kind
 * declarations, so a kind declared as spend is counted without touching this SQL.
 */
export function createMoneyCounts(
  db: Database,
  declarations: TransferKindDeclarations = TRANSFER_KIND_DECLARATIONS,
) {
  /**
   * Spend since `since` as SQL rows (amount, at): what each counted movement did to the money the
   * player can spend (cash and promo credit), read from their accounts' entries (indexed by account
   * and time). A hold counts when placed; a void, or the unposted rest of a hold, gives it back
   * when resolved; a refund when its stake was taken (`countedAt`). A paid action's limit check
   * reads it inside its one facts query.
   */
  const spendMovements = (userId: string, since: Date): SQL =>
    sql`select -e.available_change_cents as amount, ${countedAt} as at
          from entries e
          join transfers t on t.id = e.transfer_id
          where e.account_id in (
              select id from ledger_accounts
              where user_id = ${userId} and kind in ('user_cash', 'user_promo')
            )
            and t.kind in ${kindsOf('spend', declarations)}
            and e.available_change_cents <> 0
            and e.created_at > ${since.toISOString()}::timestamptz`;

  return {
    spendMovements,

    /** The rows of `spendMovements`. */
    async spendSince(userId: string, since: Date): Promise<SpendMovement[]> {
      const rows = await selectRows<{ amount: string | number; at: Date | string }>(
        db,
        spendMovements(userId, since),
      );
      return rows.map((row) => ({ amountCents: Number(row.amount), at: new Date(row.at) }));
    },

    /**
     * Net winnings per tax year: the change each counted movement made to the player's cash (entries
     * record it signed), summed by the year on New York's calendar (a refund in its stake's year,
     * `countedAt`). Stakes paid with promo credit
     * are not the player's money, so only the cash account counts.
     */
    async netWinningsByYear(userId: string): Promise<YearNetWinnings[]> {
      const rows = await selectRows<{ tax_year: number | string; net: string | number }>(
        db,
        sql`select extract(year from ${countedAt} at time zone ${TAX_TIME_ZONE}::text)::int as tax_year,
              coalesce(sum(e.amount_cents), 0)::bigint as net
            from entries e
            join ledger_accounts a on a.id = e.account_id
            join transfers t on t.id = e.transfer_id
            where a.kind = 'user_cash' and a.user_id = ${userId}
              and t.kind in ${kindsOf('net_winnings', declarations)}
            group by 1`,
      );
      return rows.map((row) => ({
        taxYear: Number(row.tax_year),
        netWinningsCents: centsFromDriver(row.net),
      }));
    },
  };
}

export type MoneyCounts = ReturnType<typeof createMoneyCounts>;

const KIND_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * The kinds counting toward `count`, as a SQL list of literals (`in ('entry_fee', 'refund')`), so
 * the planner sees them as it saw the hand-written lists (and may use the partial indexes on kind).
 */
export function kindsOf(count: MoneyCount, declarations: TransferKindDeclarations): SQL {
  const kinds = transferKindsCountingFor(count, declarations);
  for (const kind of kinds) {
    if (!KIND_NAME.test(kind)) throw new RangeError(`Not a transfer kind name: ${kind}`);
  }
  return sql.raw(kinds.length === 0 ? '(null)' : `(${kinds.map((kind) => `'${kind}'`).join(', ')})`);
}

/**
 * Every posted movement through a payment processor's clearing account, as a query the daily
 * reconciliation reads beside the processors' own records: its payment reference (the deposit or
 * withdrawal id), `deposit` or `withdrawal`, the processor, the amount as the processor moved it
 * (a deposit debits the clearing account and its reversal credits it back; a payout credits it),
 * and when.
 */
export function processorClearingMovements(): SQL {
  return sql`select coalesce(t.metadata ->> 'deposit_id', t.metadata ->> 'withdrawal_id') as reference,
      case when t.metadata ? 'deposit_id' then 'deposit' else 'withdrawal' end as kind,
      substr(a.name, length('processor_clearing:') + 1) as processor,
      case when (t.metadata ? 'deposit_id') = (t.debit_account_id = a.id) then t.amount_cents
           else -t.amount_cents end as amount_cents,
      t.created_at as at
    from transfers t
    join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
      and a.name like 'processor_clearing:%'
    where t.status = 'posted' and (t.metadata ? 'deposit_id' or t.metadata ? 'withdrawal_id')`;
}
