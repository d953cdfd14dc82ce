import { cents, depositAmountProblem, depositNeedsVerification } from '@kennel/core';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { VerificationService } from '../../verification/service.ts';
import type { Promotions } from '../../wallet/promotions/service.ts';
import type { WalletService, WalletUnit } from '../../wallet/service.ts';
import type { AccountLookup } from '../account-lookup.ts';

export interface DepositAttempt {
  userId: string;
  amountCents: number;
}

/**
 * A rule run inside the transaction that records a new deposit, so two concurrent deposits cannot
 * together pass it. Responsible-gaming deposit limits and exclusions plug in here (a later issue).
 */
export type DepositGuard = (unit: WalletUnit, attempt: DepositAttempt) => Promise<void>;

export interface DepositCheckOptions {
  accounts: AccountLookup;
  verification: VerificationService;
  promotions: Promotions;
  wallet: WalletService;
  guards?: readonly DepositGuard[];
}

/** Everything a deposit must pass before Kennel asks a processor or bank for money. */
export function createDepositChecks({
  accounts,
  verification,
  promotions,
  wallet,
  guards = [],
}: DepositCheckOptions) {
  return {
    /** Returns the id of the promo code entered with the deposit, if any. */
    async beforeStart(
      userId: string,
      amountCents: number,
      promoCode: string | undefined,
    ): Promise<string | null> {
      const problem = depositAmountProblem(cents(amountCents));
      if (problem) throw new ApiProblem(problem.code, { fields: { amount_cents: problem.message } });
      if (!(await accounts.hasVerifiedEmail(userId))) throw new ApiProblem('email_not_verified');
      const promoCodeId = await promotions.checkDepositPromoCode(promoCode);
      const { lifetime_deposit_cents } = await wallet.getWallet(userId);
      if (
        depositNeedsVerification(cents(lifetime_deposit_cents), cents(amountCents)) &&
        !(await verification.isVerified(userId))
      ) {
        throw new ApiProblem('identity_verification_required');
      }
      return promoCodeId;
    },

    async inRecordingTransaction(unit: WalletUnit, attempt: DepositAttempt): Promise<void> {
      for (const guard of guards) await guard(unit, attempt);
    },
  };
}

export type DepositChecks = ReturnType<typeof createDepositChecks>;
