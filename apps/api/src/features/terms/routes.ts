import { TERMS_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { TermsService } from './service.ts';

export function termsRoutes(app: App, { terms }: { terms: TermsService }) {
  route(app, TERMS_ENDPOINTS.acceptTerms, async ({ user }) => ({
    data: await terms.acceptCurrentTerms(user.id),
  }));
}
