import { type LegalLinks, PLATFORM_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';

/**
 * `GET /v1/shared-client-config` (seed section 7): the legal document links, from settings, and
 * whether deposits go to the payment sandbox (so the deposit page can list its test cards).
 */
export function clientConfigRoutes(
  app: App,
  { legalLinks, paymentSandbox }: { legalLinks: LegalLinks; paymentSandbox: boolean },
) {
  route(app, PLATFORM_ENDPOINTS.getSharedClientConfig, async () => ({
    data: { ...legalLinks, payment_sandbox: paymentSandbox },
  }));
}
