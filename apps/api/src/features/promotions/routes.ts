import { ACCOUNT_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { PromotionService, ReferrerLookup } from './service.ts';

// Code checks a sign-up form makes as the user types: cheap, but limited (in the contracts) so
// codes cannot be harvested.
export function promotionRoutes(
  app: App,
  { promotions, referrers }: { promotions: PromotionService; referrers: ReferrerLookup },
) {
  route(app, ACCOUNT_ENDPOINTS.checkPromoCode, async ({ body }) => ({
    data: await promotions.checkPromoCode(body.code),
  }));

  route(app, ACCOUNT_ENDPOINTS.checkReferralCode, async ({ body }) => ({
    data: await promotions.checkReferralCode(body.code, referrers),
  }));
}
