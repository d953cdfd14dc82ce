import {
  type Cents,
  cents,
  type DepositMethod,
  depositAmountProblem,
  depositNeedsVerification,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { VerificationService } from '../../verification/service.ts';
import { lockPlayerMoney } from '../../wallet/player-lock.ts';
import type { Promotions } from '../../wallet/promotions/service.ts';
import type { WalletUnit } from '../../wallet/service.ts';
import type { AccountLookup } from '../account-lookup.ts';
import { createDepositRepo } from './repo.ts';

export interface DepositAttempt {
  userId: string;
  amountCents: Cents;
  method: DepositMethod;
}

/**
 * A rule of the authorisation step, run inside the transaction that records a new deposit after
 * the player's money lock, so two concurrent deposits cannot together pass it. It counts pending
 * and succeeded money (createDepositRepo(unit.tx).committedCents). Responsible-gaming limits,
 * location and exclusion plug in here (a later issue).
 */
export type DepositGuard = (unit: WalletUnit, attempt: DepositAttempt) => Promise<void>;

export interface DepositCheckOptions {
  db: Database;
  accounts: AccountLookup;
  verification: VerificationService;
  promotions: Promotions;
  guards?: readonly DepositGuard[];
}

/** Everything a deposit must pass; every deposit path (card, bank, retry merchant) calls `authorize`. */
export function createDepositChecks({
  db,
  accounts,
  verification,
  promotions,
  guards = [],
}: DepositCheckOptions) {
  /** The rules that need no lock to read; the transaction runs them again under it. */
  async function rules(executor: Database, attempt: DepositAttempt): Promise<void> {
    const { userId, amountCents } = attempt;
    if (!(await accounts.hasVerifiedEmail(userId, executor))) throw new ApiProblem('email_not_verified');
    const committed = await createDepositRepo(executor).committedCents(userId);
    if (
      depositNeedsVerification(cents(committed), cents(amountCents)) &&
      !(await verification.isVerified(userId, executor))
    ) {
      throw new ApiProblem('identity_verification_required');
    }
  }

  return {
    /**
     * Input checks, and a preview of `authorize` so an attempt bound to be refused is refused before
     * a processor spends the card token. Returns the id of the promo code entered, if any.
     */
    async beforeStart(attempt: DepositAttempt, promoCode: string | undefined): Promise<string | null> {
      const problem = depositAmountProblem(attempt.amountCents);
      if (problem) throw new ApiProblem(problem.code, { fields: { amount_cents: problem.message } });
      const promoCodeId = await promotions.checkDepositPromoCode(promoCode);
      await rules(db, attempt);
      return promoCodeId;
    },

    /** The authorisation step: inside the transaction that records the pending deposit, serialised per player. */
    async authorize(unit: WalletUnit, attempt: DepositAttempt): Promise<void> {
      await lockPlayerMoney(unit.tx, attempt.userId);
      await rules(unit.tx, attempt);
      for (const guard of guards) await guard(unit, attempt);
    },
  };
}

export type DepositChecks = ReturnType<typeof createDepositChecks>;
