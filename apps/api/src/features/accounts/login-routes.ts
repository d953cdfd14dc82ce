import { ACCOUNT_ENDPOINTS } from '@kennel/core';
import { errorResponses } from '../../platform/http/openapi.ts';
import { stricterRateLimit } from '../../platform/http/rate-limit.ts';
import type { App } from '../../platform/http/server.ts';
import { sessionTokenFrom, setSessionCookie } from '../sessions/cookie.ts';
import { deviceFor } from './device-cookie.ts';
import type { LoggedIn } from './login.ts';
import { bodyField, minutes, originOf, perAccountLimit } from './request-helpers.ts';
import type { AccountService } from './service.ts';

const LOGINS_PER_MINUTE_PER_IP = 20;
const LOGINS_PER_ACCOUNT = { max: 10, timeWindowMs: minutes(15) };

export interface AccountRouteOptions {
  accounts: AccountService;
  secureCookies: boolean;
}

const loginAnswer = ({ user, previousLoginAt }: LoggedIn) => ({
  data: { user, previous_login_at: previousLoginAt?.toISOString() ?? null },
});

export function loginRoutes(app: App, { accounts, secureCookies }: AccountRouteOptions) {
  const logIn = ACCOUNT_ENDPOINTS.logIn;
  app.post(
    logIn.path,
    {
      config: stricterRateLimit(LOGINS_PER_MINUTE_PER_IP),
      preHandler: perAccountLimit(app, 'login', { ...LOGINS_PER_ACCOUNT, key: bodyField('email') }),
      schema: {
        summary:
          'Log in with email and password. 401 mfa_required carries mfa_token for POST /v1/sessions/mfa; 403 login_confirmation_required means a link was emailed to trust this device.',
        body: logIn.body,
        response: { [logIn.status]: logIn.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      const device = deviceFor(request, reply, request.body.device_id, secureCookies);
      const loggedIn = await accounts.logIn(request.body.email, request.body.password, {
        device,
        origin: originOf(request),
        currentToken: sessionTokenFrom(request),
      });
      setSessionCookie(reply, loggedIn.session.token, secureCookies);
      reply.rotateCsrfToken();
      return loginAnswer(loggedIn);
    },
  );

  const withMfa = ACCOUNT_ENDPOINTS.logInWithMfa;
  app.post(
    withMfa.path,
    {
      config: stricterRateLimit(LOGINS_PER_MINUTE_PER_IP),
      preHandler: perAccountLimit(app, 'login-mfa', { ...LOGINS_PER_ACCOUNT, key: bodyField('mfa_token') }),
      schema: {
        summary:
          'Second login step: the mfa_token from the password step and an authenticator or recovery code.',
        body: withMfa.body,
        response: { [withMfa.status]: withMfa.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      const device = deviceFor(request, reply, request.body.device_id, secureCookies);
      const loggedIn = await accounts.logInWithMfa(request.body.mfa_token, request.body.code, {
        device,
        origin: originOf(request),
        currentToken: sessionTokenFrom(request),
      });
      setSessionCookie(reply, loggedIn.session.token, secureCookies);
      reply.rotateCsrfToken();
      return loginAnswer(loggedIn);
    },
  );
}
