import { type SessionResponse, sessionResponseSchema } from '@kennel/core';
import { errorResponses } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/server.ts';
import { clearSessionCookie, sessionTokenFrom } from './cookie.ts';
import type { SessionService } from './service.ts';

export interface SessionRouteOptions {
  sessions: SessionService;
  secureCookies: boolean;
}

export const SIGNED_OUT: SessionResponse = { data: { authenticated: false, user: null } };

export function sessionRoutes(app: App, { sessions, secureCookies }: SessionRouteOptions) {
  app.get(
    '/v1/session',
    {
      schema: {
        summary: 'Who is signed in on this browser, if anyone. Reading it keeps the session alive.',
        response: { 200: sessionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = sessionTokenFrom(request);
      const user = await sessions.userForToken(token);
      if (!user) {
        if (token !== undefined) clearSessionCookie(reply, secureCookies);
        return SIGNED_OUT;
      }
      return { data: { authenticated: true, user } };
    },
  );
}
