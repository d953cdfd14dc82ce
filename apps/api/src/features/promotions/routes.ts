import { ACCOUNT_ENDPOINTS } from '@kennel/core';
import { errorResponses } from '../../platform/http/openapi.ts';
import { stricterRateLimit } from '../../platform/http/rate-limit.ts';
import type { App } from '../../platform/http/server.ts';
import type { PromotionService, ReferrerLookup } from './service.ts';

/** Code checks a sign-up form makes as the user types: cheap, but limited so codes cannot be harvested. */
const CODE_CHECKS_PER_MINUTE = 30;

export function promotionRoutes(
  app: App,
  { promotions, referrers }: { promotions: PromotionService; referrers: ReferrerLookup },
) {
  const promo = ACCOUNT_ENDPOINTS.checkPromoCode;
  app.post(
    promo.path,
    {
      config: stricterRateLimit(CODE_CHECKS_PER_MINUTE),
      schema: {
        summary: 'Whether a promo code is valid now, and what it gives.',
        body: promo.body,
        response: { [promo.status]: promo.response, ...errorResponses },
      },
    },
    async (request) => ({ data: await promotions.checkPromoCode(request.body.code) }),
  );

  const referral = ACCOUNT_ENDPOINTS.checkReferralCode;
  app.post(
    referral.path,
    {
      config: stricterRateLimit(CODE_CHECKS_PER_MINUTE),
      schema: {
        summary: 'Whether a referral code belongs to a player, and whose it is.',
        body: referral.body,
        response: { [referral.status]: referral.response, ...errorResponses },
      },
    },
    async (request) => ({ data: await promotions.checkReferralCode(request.body.code, referrers) }),
  );
}
