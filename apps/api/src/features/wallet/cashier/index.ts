import {
  availableBalance,
  owedWithdrawalMessage,
  PENDING_WITHDRAWAL_ACCOUNT,
  PROMO_FUNDING_ACCOUNT,
  postedBalance,
  processorClearingAccount,
  userCashAccount,
  userPromoAccount,
  withdrawableCents,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { createOwedRepo } from '../owed/repo.ts';
import { payDownOwed } from '../stakes/reverse.ts';

// The keys of money in and out of Kennel, unchanged from when payments wrote them: rows already
// in a database still answer a retried movement.
const keys = {
  deposit: (depositId: string) => `deposit:${depositId}`,
  depositReversal: (depositId: string) => `deposit:${depositId}:reversal`,
  withdrawalHold: (withdrawalId: string) => `withdrawal:${withdrawalId}`,
  withdrawalPost: (withdrawalId: string) => `withdrawal:${withdrawalId}:post`,
  withdrawalVoid: (withdrawalId: string) => `withdrawal:${withdrawalId}:void`,
  withdrawalPayout: (withdrawalId: string) => `withdrawal:${withdrawalId}:payout`,
  closure: (userId: string) => `account_closure:${userId}`,
};

/**
 * Money in and out of Kennel (a unit of work's `cashier`): deposits from a payment processor into
 * the player's cash, withdrawals held, paid out or returned, and what an account's closure
 * forfeits. The payments and account-closure features move money only through it; accounts and
 * keys are the wallet's.
 */
export function createCashier(ledger: Ledger, tx: Database, now: () => Date) {
  return {
    /** Credits a succeeded deposit to the player's cash; answers its transfer id. */
    async creditDeposit(deposit: {
      depositId: string;
      userId: string;
      processor: string;
      amountCents: number;
      description: string;
    }): Promise<string> {
      const transfer = await ledger.transfer({
        key: keys.deposit(deposit.depositId),
        kind: 'deposit',
        debit: processorClearingAccount(deposit.processor),
        credit: userCashAccount(deposit.userId),
        amountCents: deposit.amountCents,
        description: deposit.description,
        metadata: { deposit_id: deposit.depositId },
      });
      return transfer.id;
    },

    /** Takes back a credited deposit the bank returned (refused with insufficient_funds if spent). */
    async reverseDeposit(deposit: { depositId: string; transferId: string; description: string }) {
      const reversal = await ledger.reverse({
        key: keys.depositReversal(deposit.depositId),
        transferId: deposit.transferId,
        description: deposit.description,
        metadata: { deposit_id: deposit.depositId },
      });
      return reversal.id;
    },

    /**
     * Holds a withdrawal's cash (two-phase): it leaves the available balance now. What the player
     * owes from a corrected result stays in the account: refused (insufficient_funds) past the cash
     * less what is owed, decided under the player's cash account lock, so a reversal committing
     * meanwhile is counted.
     */
    async holdWithdrawal(withdrawal: {
      withdrawalId: string;
      userId: string;
      amountCents: number;
      description: string;
    }): Promise<string> {
      const available = availableBalance(await ledger.balance(userCashAccount(withdrawal.userId)));
      const owed = await createOwedRepo(tx).totalOwed(withdrawal.userId);
      const withdrawable = withdrawableCents(available, owed);
      if (owed > 0 && withdrawal.amountCents > withdrawable) {
        const message = owedWithdrawalMessage(owed, withdrawable);
        throw new ApiProblem('insufficient_funds', {
          title: withdrawable > 0 ? 'Part of your balance is owed' : 'Your balance is owed',
          detail: message,
          fields: { amount_cents: message },
        });
      }
      const hold = await ledger.hold({
        key: keys.withdrawalHold(withdrawal.withdrawalId),
        kind: 'withdrawal',
        debit: userCashAccount(withdrawal.userId),
        credit: PENDING_WITHDRAWAL_ACCOUNT,
        amountCents: withdrawal.amountCents,
        description: withdrawal.description,
        metadata: { withdrawal_id: withdrawal.withdrawalId },
      });
      return hold.id;
    },

    /** A paid withdrawal: its hold posted, and the money on to the processor that paid it. */
    async payOutWithdrawal(withdrawal: {
      withdrawalId: string;
      holdTransferId: string;
      processor: string;
      amountCents: number;
      payoutId: string;
      description: string;
      payoutDescription: string;
    }): Promise<void> {
      await ledger.post({
        key: keys.withdrawalPost(withdrawal.withdrawalId),
        pendingId: withdrawal.holdTransferId,
        description: withdrawal.description,
      });
      await ledger.transfer({
        key: keys.withdrawalPayout(withdrawal.withdrawalId),
        kind: 'withdrawal_payout',
        debit: PENDING_WITHDRAWAL_ACCOUNT,
        credit: processorClearingAccount(withdrawal.processor),
        amountCents: withdrawal.amountCents,
        description: withdrawal.payoutDescription,
        metadata: { withdrawal_id: withdrawal.withdrawalId, payout_id: withdrawal.payoutId },
      });
    },

    /** A cancelled or failed withdrawal: its hold voided, the cash back. */
    async returnWithdrawal(withdrawal: {
      withdrawalId: string;
      holdTransferId: string;
      description: string;
    }) {
      await ledger.void({
        key: keys.withdrawalVoid(withdrawal.withdrawalId),
        pendingId: withdrawal.holdTransferId,
        type: 'withdrawal_reversal',
        description: withdrawal.description,
      });
    },

    /** The player's posted cash, its account locked for the rest of the unit. */
    async lockedCashCents(userId: string): Promise<number> {
      return postedBalance(await ledger.balance(userCashAccount(userId)));
    },

    /** The player's cash less its holds (pending withdrawals), its account locked for the rest of the unit. */
    async lockedAvailableCashCents(userId: string): Promise<number> {
      return availableBalance(await ledger.balance(userCashAccount(userId)));
    },

    /** What the player owes of corrected payments, read under their lock. */
    async owedCents(userId: string): Promise<number> {
      return createOwedRepo(tx).totalOwed(userId);
    },

    /**
     * A closing account's cash held against what it owes pays it down (the same reversing parts
     * later winnings make; ADR 0042); what the cash cannot cover stays owed on record. Answers both.
     */
    async payOwedAtClosure(userId: string): Promise<{ paidCents: number; keptCents: number }> {
      const owedRepo = createOwedRepo(tx);
      const owed = await owedRepo.totalOwed(userId);
      if (owed === 0) return { paidCents: 0, keptCents: 0 };
      const cash = availableBalance(await ledger.balance(userCashAccount(userId)));
      await payDownOwed(ledger, { tx, now }, new Map([[userId, cash]]));
      const kept = await owedRepo.totalOwed(userId);
      return { paidCents: owed - kept, keptCents: kept };
    },

    /** A closing account forfeits its promo credit (never withdrawable); answers the cents forfeited. */
    async forfeitPromo(userId: string, description: string): Promise<number> {
      const promo = userPromoAccount(userId);
      const forfeited = availableBalance(await ledger.balance(promo));
      if (forfeited <= 0) return 0;
      await ledger.transfer({
        // One close per account, so the key never repeats.
        key: keys.closure(userId),
        kind: 'promo_expiry',
        debit: promo,
        credit: PROMO_FUNDING_ACCOUNT,
        amountCents: forfeited,
        description,
      });
      return forfeited;
    },
  };
}

export type Cashier = ReturnType<typeof createCashier>;
