import { ACCOUNT_ENDPOINTS, type LocationCheck } from '@kennel/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import { sessionTokenFrom, setSessionCookie } from '../sessions/cookie.ts';
import { deviceFor } from './device-cookie.ts';
import type { LoggedIn, LoginAttempt } from './login.ts';
import { originOf } from './request-helpers.ts';
import type { AccountService } from './service.ts';

export interface AccountRouteOptions {
  accounts: AccountService;
  secureCookies: boolean;
  /**
   * The location check made at every login, recorded on the new session (the location feature's);
   * undefined when no check can be made now (the login goes ahead without one).
   */
  locateAtLogin?: (
    request: FastifyRequest,
    userId: string,
    sessionToken: string,
  ) => Promise<LocationCheck | undefined>;
}

export function loginRoutes(app: App, { accounts, secureCookies, locateAtLogin }: AccountRouteOptions) {
  /** Either login step: the attempt from this browser, then its session cookie and a new CSRF token. */
  async function logInWith(
    request: FastifyRequest,
    reply: FastifyReply,
    deviceId: string | undefined,
    logIn: (attempt: LoginAttempt) => Promise<LoggedIn>,
  ) {
    const device = deviceFor(request, reply, deviceId, secureCookies);
    const { user, session, previousLoginAt } = await logIn({
      device,
      origin: originOf(request),
      currentToken: sessionTokenFrom(request),
    });
    setSessionCookie(reply, session.token, secureCookies);
    reply.rotateCsrfToken();
    const location = locateAtLogin ? await locateAtLogin(request, user.id, session.token) : undefined;
    return {
      data: {
        user,
        previous_login_at: previousLoginAt?.toISOString() ?? null,
        ...(location ? { location } : {}),
      },
    };
  }

  route(app, ACCOUNT_ENDPOINTS.logIn, async ({ request, reply, body }) =>
    logInWith(request, reply, body.device_id, (attempt) =>
      accounts.logIn(body.email, body.password, attempt),
    ),
  );

  route(app, ACCOUNT_ENDPOINTS.logInWithMfa, async ({ request, reply, body }) =>
    logInWith(request, reply, body.device_id, (attempt) =>
      accounts.logInWithMfa(body.mfa_token, body.code, attempt),
    ),
  );
}
