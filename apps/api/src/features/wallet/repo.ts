import {
  PENDING_WITHDRAWAL_ACCOUNT,
  TRANSFER_KIND_DECLARATIONS,
  type TransferKindDeclarations,
  userCashAccount,
  userPromoAccount,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { kindsOf } from './counts.ts';

export interface WalletFigures {
  cashCents: number;
  promoCents: number;
  pendingWithdrawalCents: number;
  lifetimeDepositCents: number;
  owedCents: number;
}

interface FiguresRow {
  cash: string | number | null;
  promo: string | number | null;
  pending_withdrawal: string | number | null;
  lifetime_deposits: string | number | null;
  owed: string | number | null;
}

/** Reads a player's balances from the ledger; a player who never had money has no accounts yet. */
export function createWalletRepo(
  db: Database,
  declarations: TransferKindDeclarations = TRANSFER_KIND_DECLARATIONS,
) {
  return {
    async figures(userId: string): Promise<WalletFigures> {
      const cash = userCashAccount(userId);
      const promo = userPromoAccount(userId);
      const [row] = await selectRows<FiguresRow>(
        db,
        sql`with cash as (select * from ledger_accounts where name = ${cash}),
                 promo as (select * from ledger_accounts where name = ${promo}),
                 pending as (select id from ledger_accounts where name = ${PENDING_WITHDRAWAL_ACCOUNT})
            select
              (select credits_posted_cents - debits_posted_cents - debits_pending_cents from cash) as cash,
              (select credits_posted_cents - debits_posted_cents - debits_pending_cents from promo) as promo,
              (select sum(t.amount_cents) from transfers t, cash, pending
                where t.debit_account_id = cash.id and t.kind in ${kindsOf('withdrawals', declarations)} and t.status = 'pending'
                  and t.credit_account_id = pending.id
                  and not exists (select 1 from transfers r where r.pending_id = t.id)) as pending_withdrawal,
              (select sum(case when t.credit_account_id = cash.id then t.amount_cents else -t.amount_cents end)
                from transfers t, cash
                where t.kind in ${kindsOf('deposits', declarations)} and (t.credit_account_id = cash.id or t.debit_account_id = cash.id)
              ) as lifetime_deposits,
              (select sum(o.owed_cents) from owed_reversals o where o.user_id = ${userId} and o.owed_cents > 0) as owed`,
      );
      return {
        cashCents: Number(row?.cash ?? 0),
        promoCents: Number(row?.promo ?? 0),
        pendingWithdrawalCents: Number(row?.pending_withdrawal ?? 0),
        lifetimeDepositCents: Number(row?.lifetime_deposits ?? 0),
        owedCents: Number(row?.owed ?? 0),
      };
    },
  };
}
