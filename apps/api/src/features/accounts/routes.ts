import {
  ACCOUNT_ENDPOINTS,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  VERIFICATION_EMAIL_SENT_MESSAGE,
} from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import { sessionTokenFrom, setSessionCookie } from '../sessions/cookie.ts';
import { deviceFor } from './device-cookie.ts';
import type { AccountRouteOptions } from './login-routes.ts';
import { originOf } from './request-helpers.ts';

const E = ACCOUNT_ENDPOINTS;

/** Registration, the account itself, and the links emailed to it. */
export function accountRoutes(app: App, { accounts, secureCookies }: AccountRouteOptions) {
  app.addHook('onClose', () => accounts.passwordResetsSettled());

  route(app, E.checkUsername, async ({ query }) => ({
    data: await accounts.usernameAvailability(query.username),
  }));

  route(app, E.register, async ({ request, reply, body }) => {
    const { accept_terms: _accepted, device_id, ...input } = body;
    const device = deviceFor(request, reply, device_id, secureCookies);
    const { account, session } = await accounts.register(input, {
      device,
      origin: originOf(request),
      currentToken: sessionTokenFrom(request),
    });
    setSessionCookie(reply, session.token, secureCookies);
    reply.rotateCsrfToken();
    return { data: account };
  });

  route(app, E.getAccount, async ({ user }) => ({ data: await accounts.getAccount(user.id) }));

  route(app, E.changePassword, async ({ request, reply, user, body }) => {
    const ended = await accounts.changePassword(
      user.id,
      sessionTokenFrom(request),
      body.current_password,
      body.new_password,
    );
    reply.rotateCsrfToken();
    return { data: { other_sessions_ended: ended } };
  });

  route(app, E.requestPasswordReset, async ({ request, body }) => {
    // Not awaited: the answer must not wait on (or time) whether the email has an account.
    accounts.requestPasswordReset(body.email).catch((error: unknown) => {
      request.log.error({ err: error }, 'password reset request failed');
    });
    return { data: { message: PASSWORD_RESET_REQUESTED_MESSAGE } };
  });

  route(app, E.confirmPasswordReset, async ({ reply, body }) => {
    await accounts.confirmPasswordReset(body.token, body.new_password);
    reply.rotateCsrfToken();
  });

  route(app, E.confirmAccountUnlock, async ({ reply, body }) => {
    await accounts.confirmAccountUnlock(body.token, body.new_password);
    reply.rotateCsrfToken();
  });

  route(app, E.resendEmailVerification, async ({ reply, user }) => {
    const cooldown = await accounts.resendEmailVerification(user.id);
    if (cooldown) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(cooldown.retryAfterMs / 1000))));
      throw new ApiProblem('rate_limited', {
        detail:
          'We sent a verification email less than a minute ago. Check your inbox, or try again in a minute.',
      });
    }
    return { data: { message: VERIFICATION_EMAIL_SENT_MESSAGE } };
  });

  route(app, E.confirmEmailVerification, async ({ body }) => {
    const verifiedAt = await accounts.confirmEmailVerification(body.token);
    return { data: { email_verified_at: verifiedAt.toISOString() } };
  });

  route(app, E.confirmLogin, async ({ body }) => {
    await accounts.confirmLogin(body.token);
    return { data: { confirmed: true as const } };
  });
}
