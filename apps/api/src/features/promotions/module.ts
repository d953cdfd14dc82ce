import type { FeatureModule } from '../../platform/modules.ts';
import { promotionRoutes } from './routes.ts';
import { createPromotionService, type PromotionService, type ReferrerLookup } from './service.ts';

/** The services this module gives the modules after it. */
export interface PromoCodeServices {
  promoCodes: PromotionService;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends PromoCodeServices {}
}

/** Promo and referral codes as checked at sign-up (the accounts feature is the referrers' lookup). */
export const promotionsModule: FeatureModule = {
  name: 'promotions',
  install({ app, db, clock, use }) {
    const promoCodes = createPromotionService({ db, clock });
    // Accounts come after this module (they check codes at sign-up); looked up per request.
    const referrers: ReferrerLookup = { referrerByCode: (code) => use('accounts').referrerByCode(code) };
    promotionRoutes(app, { promotions: promoCodes, referrers });
    return { promoCodes };
  },
};
