import { ACCOUNT_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import { sessionTokenFrom, setSessionCookie } from '../sessions/cookie.ts';
import { deviceFor } from './device-cookie.ts';
import type { LoggedIn } from './login.ts';
import { originOf } from './request-helpers.ts';
import type { AccountService } from './service.ts';

export interface AccountRouteOptions {
  accounts: AccountService;
  secureCookies: boolean;
}

const loginAnswer = ({ user, previousLoginAt }: LoggedIn) => ({
  data: { user, previous_login_at: previousLoginAt?.toISOString() ?? null },
});

export function loginRoutes(app: App, { accounts, secureCookies }: AccountRouteOptions) {
  route(app, ACCOUNT_ENDPOINTS.logIn, async ({ request, reply, body }) => {
    const device = deviceFor(request, reply, body.device_id, secureCookies);
    const loggedIn = await accounts.logIn(body.email, body.password, {
      device,
      origin: originOf(request),
      currentToken: sessionTokenFrom(request),
    });
    setSessionCookie(reply, loggedIn.session.token, secureCookies);
    reply.rotateCsrfToken();
    return loginAnswer(loggedIn);
  });

  route(app, ACCOUNT_ENDPOINTS.logInWithMfa, async ({ request, reply, body }) => {
    const device = deviceFor(request, reply, body.device_id, secureCookies);
    const loggedIn = await accounts.logInWithMfa(body.mfa_token, body.code, {
      device,
      origin: originOf(request),
      currentToken: sessionTokenFrom(request),
    });
    setSessionCookie(reply, loggedIn.session.token, secureCookies);
    reply.rotateCsrfToken();
    return loginAnswer(loggedIn);
  });
}
