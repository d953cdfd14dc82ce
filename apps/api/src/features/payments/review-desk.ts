import { type AccountReview, cents, type OperatorHoldReason } from '@kennel/core';
import { type AuditInTransaction, noCallAudit, recordAudit } from '../../platform/audit/audit-log.ts';
import type { OperatorRow } from '../../platform/db/schema/operators.ts';
import type { AccountReviewRow, DepositRow } from '../../platform/db/schema/payments.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { WalletService, WalletUnit } from '../wallet/service.ts';
import { createAccountReviewRepo, type ListedAccountReview } from './account-reviews.ts';
import { createDepositRepo } from './deposits/repo.ts';
import { reverseReturnedDeposit } from './deposits/returned.ts';
import { createWithdrawalRepo } from './withdrawals/repo.ts';

const LIST_LIMIT = 200;

/**
 * The console's account reviews: an operator holds an account (no money leaves it while a review
 * is open), releases one that owes nothing, or collects a returned deposit's shortfall once the
 * player's cash covers it. Each is one transaction under the player's money lock, with its own
 * audit event; the collection moves money only through the cashier's deposit reversal, whose
 * ledger key (`deposit:<id>:reversal`) makes a repeat a no-op.
 */
export function createReviewDesk({ wallet }: { wallet: WalletService }) {
  async function toWire(listed: ListedAccountReview): Promise<AccountReview> {
    const { review } = listed;
    return {
      id: review.id,
      player_id: review.userId,
      username: listed.username,
      reason: review.reason,
      deposit_id: review.depositId,
      shortfall_cents: review.shortfallCents,
      cash_cents: (await wallet.getWallet(review.userId)).cash_cents,
      opened_at: review.createdAt.toISOString(),
      opened_by: listed.openedBy,
      resolved_at: review.resolvedAt?.toISOString() ?? null,
      resolution: review.resolution,
      resolved_by: listed.resolvedBy,
    };
  }

  async function one(id: string): Promise<AccountReview> {
    const [listed] = await createAccountReviewRepo(wallet.db).list({ id });
    return toWire(listed!);
  }

  /**
   * Locks an open review, then what `before` locks (the deposit: the bank's notification locks it
   * before the player's money too), then the player's money; refuses a missing or resolved one.
   */
  async function lockOpen(
    unit: WalletUnit,
    id: string,
    before?: (review: AccountReviewRow) => Promise<void>,
  ) {
    const review = await createAccountReviewRepo(unit.tx).lock(id);
    if (!review) throw new ApiProblem('account_review_not_found');
    if (review.resolvedAt) throw new ApiProblem('account_review_resolved');
    await before?.(review);
    await unit.lockPlayer(review.userId);
    return review;
  }

  const audit = (
    unit: WalletUnit,
    operator: OperatorRow,
    review: AccountReviewRow,
    action: string,
    details = {},
  ) =>
    recordAudit(unit.tx, {
      userId: review.userId,
      actor: 'operator',
      operatorId: operator.id,
      actorName: operator.name,
      action,
      details: { review_id: review.id, reason: review.reason, ...details },
      at: unit.now,
    });

  return {
    async list(status: 'open' | 'resolved'): Promise<AccountReview[]> {
      const rows = await createAccountReviewRepo(wallet.db).list({ status, limit: LIST_LIMIT });
      return Promise.all(rows.map(toWire));
    },

    /**
     * Holds the account: serialised with the player's withdrawals, so none starts after this commits;
     * refused while a payout is being sent (it could no longer be stopped).
     */
    async hold(
      userId: string,
      reason: OperatorHoldReason,
      operator: OperatorRow,
      auditIn: AuditInTransaction = noCallAudit,
    ): Promise<AccountReview> {
      const opened = await wallet.inTransaction(async (unit) => {
        await unit.lockPlayer(userId);
        const reviews = createAccountReviewRepo(unit.tx);
        if (await reviews.isUnderReview(userId)) throw new ApiProblem('account_already_held');
        // Sent already, so the hold could not stop it; the operator tries again once it settles.
        if (await createWithdrawalRepo(unit.tx).payoutInFlight(userId)) {
          throw new ApiProblem('account_payout_in_flight');
        }
        const review = await reviews.open({
          userId,
          reason,
          depositId: null,
          shortfallCents: cents(0),
          at: unit.now,
          operatorId: operator.id,
        });
        await audit(unit, operator, review!, 'account_review.opened');
        await auditIn(unit.tx, userId);
        return review!;
      });
      return one(opened.id);
    },

    async release(
      id: string,
      operator: OperatorRow,
      auditIn: AuditInTransaction = noCallAudit,
    ): Promise<AccountReview> {
      await wallet.inTransaction(async (unit) => {
        const review = await lockOpen(unit, id);
        if (review.shortfallCents > 0) throw new ApiProblem('account_review_owes_shortfall');
        await createAccountReviewRepo(unit.tx).resolve(id, {
          resolution: 'released',
          operatorId: operator.id,
          at: unit.now,
        });
        await audit(unit, operator, review, 'account_review.released');
        await auditIn(unit.tx, review.userId);
      });
      return one(id);
    },

    /** Reverses the returned deposit from the player's cash, never below zero, and resolves the review. */
    async collectShortfall(
      id: string,
      operator: OperatorRow,
      auditIn: AuditInTransaction = noCallAudit,
    ): Promise<AccountReview> {
      await wallet.inTransaction(async (unit) => {
        let deposit: DepositRow | undefined;
        const review = await lockOpen(unit, id, async (open) => {
          if (open.shortfallCents <= 0 || !open.depositId)
            throw new ApiProblem('account_review_no_shortfall');
          deposit = await createDepositRepo(unit.tx).lock(open.depositId);
        });
        if (!deposit?.transferId) throw new Error(`review ${id}: its deposit was never credited`);
        const available = (await wallet.getWallet(review.userId, unit.tx)).cash_cents;
        if (available < review.shortfallCents) throw new ApiProblem('shortfall_not_covered');
        await reverseReturnedDeposit(unit, { id: deposit.id, transferId: deposit.transferId });
        await createAccountReviewRepo(unit.tx).resolve(id, {
          resolution: 'shortfall_collected',
          operatorId: operator.id,
          at: unit.now,
        });
        await audit(unit, operator, review, 'account_review.shortfall_collected', {
          deposit_id: deposit.id,
          amount_cents: review.shortfallCents,
        });
        await auditIn(unit.tx, review.userId);
      });
      return one(id);
    },
  };
}

export type ReviewDesk = ReturnType<typeof createReviewDesk>;
