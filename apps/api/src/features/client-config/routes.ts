import { type LegalLinks, PLATFORM_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';

/** `GET /v1/shared-client-config` (seed section 7): the legal document links, from settings. */
export function clientConfigRoutes(app: App, { legalLinks }: { legalLinks: LegalLinks }) {
  route(app, PLATFORM_ENDPOINTS.getSharedClientConfig, async () => ({ data: { ...legalLinks } }));
}
