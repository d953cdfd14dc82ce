import {
  type LegalLinks,
  sharedClientConfigQuerySchema,
  sharedClientConfigResponseSchema,
} from '@kennel/core';
import { errorResponses } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/server.ts';

/** `GET /v1/shared-client-config` (seed section 7): the legal document links, from settings. */
export function clientConfigRoutes(app: App, { legalLinks }: { legalLinks: LegalLinks }) {
  app.get(
    '/v1/shared-client-config',
    {
      schema: {
        summary: 'Settings the web client loads at start-up: the legal document links.',
        querystring: sharedClientConfigQuerySchema,
        response: { 200: sharedClientConfigResponseSchema, ...errorResponses },
      },
    },
    async () => ({ data: { ...legalLinks } }),
  );
}
