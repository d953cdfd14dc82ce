import { type Cents, type DepositMethod, depositAmountProblem } from '@kennel/core';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Authorization } from '../../authorization/service.ts';
import type { PlayerLocation } from '../../location/service.ts';
import type { Promotions } from '../../wallet/promotions/service.ts';
import type { WalletUnit } from '../../wallet/service.ts';

export interface DepositAttempt {
  userId: string;
  amountCents: Cents;
  method: DepositMethod;
  /** The location check the route made before the money transaction. */
  location: Pick<PlayerLocation, 'state'>;
}

export interface DepositCheckOptions {
  authorization: Authorization;
  promotions: Promotions;
}

const paidAction = (attempt: DepositAttempt) => ({
  userId: attempt.userId,
  action: { type: 'deposit' as const, amountCents: attempt.amountCents },
  location: attempt.location,
});

/** Everything a deposit must pass; every deposit path (card, bank, retry merchant) calls `authorize`. */
export function createDepositChecks({ authorization, promotions }: DepositCheckOptions) {
  return {
    /**
     * Input checks, and a preview of the authorisation step so an attempt bound to be refused is
     * refused before a processor spends the card token. Returns the id of the promo code entered, if any.
     */
    async beforeStart(attempt: DepositAttempt, promoCode: string | undefined): Promise<string | null> {
      const problem = depositAmountProblem(attempt.amountCents);
      if (problem) throw new ApiProblem(problem.code, { fields: { amount_cents: problem.message } });
      const promoCodeId = await promotions.checkDepositPromoCode(promoCode);
      await authorization.preview(paidAction(attempt));
      return promoCodeId;
    },

    /** The authorisation step: inside the transaction that records the pending deposit, serialised per player. */
    async authorize(unit: WalletUnit, attempt: DepositAttempt): Promise<void> {
      await authorization.authorize(unit, paidAction(attempt));
    },
  };
}

export type DepositChecks = ReturnType<typeof createDepositChecks>;
