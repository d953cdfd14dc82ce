import type { PromoCodeCheck, ReferralCodeCheck } from '@kennel/core';
import { ERROR_CATALOGUE } from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createPromotionRepo } from './repo.ts';

/** Who owns a referral code; the accounts service answers it. */
export interface ReferrerLookup {
  referrerByCode(code: string): Promise<{ id: string; username: string } | undefined>;
}

/** Promo and referral codes as checked at sign-up; applying a promotion is the wallet's. */
export function createPromotionService({ db, clock }: { db: Database; clock: Clock }) {
  const repo = createPromotionRepo(db);

  return {
    async findActivePromoCode(code: string): Promise<{ id: string } | null> {
      return (await repo.activeByCode(code.trim(), clock())) ?? null;
    },

    async checkPromoCode(code: string): Promise<PromoCodeCheck> {
      const promo = await repo.activeByCode(code.trim(), clock());
      if (!promo) return { code, valid: false, message: ERROR_CATALOGUE.promo_code_invalid.detail };
      return { code: promo.code, valid: true, description: promo.description };
    },

    async checkReferralCode(code: string, referrers: ReferrerLookup): Promise<ReferralCodeCheck> {
      const referrer = await referrers.referrerByCode(code.trim());
      if (!referrer) return { code, valid: false, message: ERROR_CATALOGUE.referral_code_invalid.detail };
      return { code, valid: true, referrer_username: referrer.username };
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
