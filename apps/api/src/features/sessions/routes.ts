import { ACCOUNT_ENDPOINTS, PLATFORM_ENDPOINTS, type SessionResponse } from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import { clearSessionCookie, sessionTokenFrom } from './cookie.ts';
import type { SessionService } from './service.ts';

export interface SessionRouteOptions {
  sessions: SessionService;
  secureCookies: boolean;
}

export const SIGNED_OUT: SessionResponse = { data: { authenticated: false, user: null } };

const E = ACCOUNT_ENDPOINTS;

export function sessionRoutes(app: App, { sessions, secureCookies }: SessionRouteOptions) {
  route(app, PLATFORM_ENDPOINTS.getSession, async ({ request, reply }) => {
    const token = sessionTokenFrom(request);
    const signedIn = await sessions.signedIn(token);
    if (!signedIn) {
      if (token !== undefined) clearSessionCookie(reply, secureCookies);
      return SIGNED_OUT;
    }
    return {
      data: {
        authenticated: true,
        user: signedIn.user,
        terms_acceptance_required: signedIn.termsAcceptanceRequired,
      },
    };
  });

  route(app, E.logOut, async ({ request, reply }) => {
    await sessions.endSession(sessionTokenFrom(request));
    clearSessionCookie(reply, secureCookies);
    reply.rotateCsrfToken();
  });

  route(
    app,
    E.refreshSession,
    async ({ request, reply }) => {
      const token = sessionTokenFrom(request);
      const expiry = await sessions.refresh(token);
      if (!expiry) {
        if (token === undefined) throw new ApiProblem('unauthenticated');
        clearSessionCookie(reply, secureCookies);
        throw new ApiProblem('session_expired');
      }
      return {
        data: {
          idle_expires_at: expiry.idleExpiresAt.toISOString(),
          absolute_expires_at: expiry.expiresAt.toISOString(),
        },
      };
    },
    { checksSessionItself: true },
  );

  route(app, E.listSessions, async ({ request, user }) => {
    const listed = await sessions.listSessions(user.id, sessionTokenFrom(request));
    return {
      data: listed.map((session) => ({
        id: session.id,
        current: session.current,
        device_label: session.deviceLabel,
        ip_address: session.ipAddress,
        created_at: session.createdAt.toISOString(),
        last_seen_at: session.lastSeenAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
      })),
    };
  });

  route(app, E.endSession, async ({ request, reply, user, params }) => {
    const token = sessionTokenFrom(request);
    const current = (await sessions.listSessions(user.id, token)).find((s) => s.current);
    if (!(await sessions.endSessionById(user.id, params.id))) {
      throw new ApiProblem('not_found', { detail: 'That session has already ended. Refresh the list.' });
    }
    if (current?.id === params.id) clearSessionCookie(reply, secureCookies);
  });

  route(app, E.endOtherSessions, async ({ request, user }) => ({
    data: { ended: await sessions.endOtherSessions(user.id, sessionTokenFrom(request)) },
  }));
}
