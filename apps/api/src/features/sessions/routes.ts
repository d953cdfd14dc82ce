import { ACCOUNT_ENDPOINTS, type SessionResponse, sessionResponseSchema } from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { requireUser, signedInUser } from '../../platform/http/auth.ts';
import { errorResponses } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/server.ts';
import { clearSessionCookie, sessionTokenFrom } from './cookie.ts';
import { sendNoContent } from './no-content.ts';
import type { SessionService } from './service.ts';

export interface SessionRouteOptions {
  sessions: SessionService;
  secureCookies: boolean;
}

export const SIGNED_OUT: SessionResponse = { data: { authenticated: false, user: null } };

const E = ACCOUNT_ENDPOINTS;

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

  app.delete(
    E.logOut.path,
    { schema: { summary: 'Log out: ends this browser’s session.', response: errorResponses } },
    async (request, reply) => {
      await sessions.endSession(sessionTokenFrom(request));
      clearSessionCookie(reply, secureCookies);
      reply.rotateCsrfToken();
      return sendNoContent(reply);
    },
  );

  app.post(
    E.refreshSession.path,
    {
      schema: {
        summary: 'Keep the session alive (the web calls it every 120 s) and say when it ends.',
        response: { [E.refreshSession.status]: E.refreshSession.response, ...errorResponses },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    E.listSessions.path,
    {
      preHandler: requireUser,
      schema: {
        summary: 'The account’s live sessions, the current one flagged.',
        response: { [E.listSessions.status]: E.listSessions.response, ...errorResponses },
      },
    },
    async (request) => {
      const listed = await sessions.listSessions(signedInUser(request).id, sessionTokenFrom(request));
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
    },
  );

  app.delete(
    E.endSession.path,
    {
      preHandler: requireUser,
      schema: {
        summary: 'End one of the account’s sessions (the current one signs this browser out).',
        params: E.endSession.params,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const token = sessionTokenFrom(request);
      const current = (await sessions.listSessions(signedInUser(request).id, token)).find((s) => s.current);
      if (!(await sessions.endSessionById(signedInUser(request).id, request.params.id))) {
        throw new ApiProblem('not_found', { detail: 'That session has already ended. Refresh the list.' });
      }
      if (current?.id === request.params.id) clearSessionCookie(reply, secureCookies);
      return sendNoContent(reply);
    },
  );

  app.delete(
    E.endOtherSessions.path,
    {
      preHandler: requireUser,
      schema: {
        summary: 'End every session of the account except this one.',
        response: { [E.endOtherSessions.status]: E.endOtherSessions.response, ...errorResponses },
      },
    },
    async (request) => ({
      data: { ended: await sessions.endOtherSessions(signedInUser(request).id, sessionTokenFrom(request)) },
    }),
  );
}
