import {
  ACCOUNT_ENDPOINTS,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  VERIFICATION_EMAIL_SENT_MESSAGE,
} from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { requireUser, signedInUser } from '../../platform/http/auth.ts';
import { errorResponses } from '../../platform/http/openapi.ts';
import { stricterRateLimit } from '../../platform/http/rate-limit.ts';
import type { App } from '../../platform/http/server.ts';
import { sessionTokenFrom, setSessionCookie } from '../sessions/cookie.ts';
import { sendNoContent } from '../sessions/no-content.ts';
import { deviceFor } from './device-cookie.ts';
import type { AccountRouteOptions } from './login-routes.ts';
import { bodyField, minutes, originOf, perAccountLimit, signedInUserId } from './request-helpers.ts';

const E = ACCOUNT_ENDPOINTS;
const respond = <Status extends number, Schema>(status: Status, schema: Schema) =>
  ({ [status]: schema, ...errorResponses }) as { [K in Status]: Schema } & typeof errorResponses;

/** Registration, the account itself, and the links emailed to it. */
export function accountRoutes(app: App, { accounts, secureCookies }: AccountRouteOptions) {
  app.addHook('onClose', () => accounts.passwordResetsSettled());

  app.get(
    E.checkUsername.path,
    {
      config: stricterRateLimit(60),
      schema: {
        summary: 'Whether a username can be taken, and if not, why.',
        querystring: E.checkUsername.query,
        response: respond(E.checkUsername.status, E.checkUsername.response),
      },
    },
    async (request) => ({ data: await accounts.usernameAvailability(request.query.username) }),
  );

  app.post(
    E.register.path,
    {
      config: stricterRateLimit(10, minutes(60)),
      schema: {
        summary: 'Create an account; signs the new user in and emails a verification link.',
        body: E.register.body,
        response: respond(E.register.status, E.register.response),
      },
    },
    async (request, reply) => {
      const { accept_terms: _accepted, device_id, ...input } = request.body;
      const device = deviceFor(request, reply, device_id, secureCookies);
      const { account, session } = await accounts.register(input, {
        device,
        origin: originOf(request),
        currentToken: sessionTokenFrom(request),
      });
      setSessionCookie(reply, session.token, secureCookies);
      reply.rotateCsrfToken();
      return reply.code(E.register.status).send({ data: account });
    },
  );

  app.get(
    E.getAccount.path,
    {
      preHandler: requireUser,
      schema: {
        summary: 'The signed-in account, with the time of the login before this one.',
        response: respond(E.getAccount.status, E.getAccount.response),
      },
    },
    async (request) => ({ data: await accounts.getAccount(signedInUser(request).id) }),
  );

  app.post(
    E.changePassword.path,
    {
      config: stricterRateLimit(10),
      preHandler: requireUser,
      schema: {
        summary: 'Change the password; every other session is ended.',
        body: E.changePassword.body,
        response: respond(E.changePassword.status, E.changePassword.response),
      },
    },
    async (request, reply) => {
      const ended = await accounts.changePassword(
        signedInUser(request).id,
        sessionTokenFrom(request),
        request.body.current_password,
        request.body.new_password,
      );
      reply.rotateCsrfToken();
      return { data: { other_sessions_ended: ended } };
    },
  );

  app.post(
    E.requestPasswordReset.path,
    {
      config: stricterRateLimit(5, minutes(15)),
      preHandler: perAccountLimit(app, 'password-reset', {
        max: 5,
        timeWindowMs: minutes(60),
        key: bodyField('email'),
      }),
      schema: {
        summary:
          'Email a password reset link. The answer is the same whether or not an account uses the email.',
        body: E.requestPasswordReset.body,
        response: respond(E.requestPasswordReset.status, E.requestPasswordReset.response),
      },
    },
    async (request, reply) => {
      // Not awaited: the answer must not wait on (or time) whether the email has an account.
      accounts.requestPasswordReset(request.body.email).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset request failed');
      });
      return reply
        .code(E.requestPasswordReset.status)
        .send({ data: { message: PASSWORD_RESET_REQUESTED_MESSAGE } });
    },
  );

  app.post(
    E.confirmPasswordReset.path,
    {
      config: stricterRateLimit(10, minutes(15)),
      schema: {
        summary:
          'Set a new password with the emailed reset link; ends every session and unlocks the account.',
        body: E.confirmPasswordReset.body,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      await accounts.confirmPasswordReset(request.body.token, request.body.new_password);
      reply.rotateCsrfToken();
      return sendNoContent(reply);
    },
  );

  app.post(
    E.confirmAccountUnlock.path,
    {
      config: stricterRateLimit(10, minutes(15)),
      schema: {
        summary:
          'Unlock a locked account with the emailed link by choosing a new password; ends every session.',
        body: E.confirmAccountUnlock.body,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      await accounts.confirmAccountUnlock(request.body.token, request.body.new_password);
      reply.rotateCsrfToken();
      return sendNoContent(reply);
    },
  );

  app.post(
    E.resendEmailVerification.path,
    {
      config: stricterRateLimit(5),
      preHandler: [
        requireUser,
        perAccountLimit(app, 'verification-resend', {
          max: 5,
          timeWindowMs: minutes(60),
          key: signedInUserId,
        }),
      ],
      schema: {
        summary: 'Email a new verification link (at most one a minute).',
        response: respond(E.resendEmailVerification.status, E.resendEmailVerification.response),
      },
    },
    async (request, reply) => {
      const cooldown = await accounts.resendEmailVerification(signedInUser(request).id);
      if (cooldown) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(cooldown.retryAfterMs / 1000))));
        throw new ApiProblem('rate_limited', {
          detail:
            'We sent a verification email less than a minute ago. Check your inbox, or try again in a minute.',
        });
      }
      return reply
        .code(E.resendEmailVerification.status)
        .send({ data: { message: VERIFICATION_EMAIL_SENT_MESSAGE } });
    },
  );

  app.post(
    E.confirmEmailVerification.path,
    {
      config: stricterRateLimit(10),
      schema: {
        summary: 'Confirm the email address with the emailed link.',
        body: E.confirmEmailVerification.body,
        response: respond(E.confirmEmailVerification.status, E.confirmEmailVerification.response),
      },
    },
    async (request) => {
      const verifiedAt = await accounts.confirmEmailVerification(request.body.token);
      return { data: { email_verified_at: verifiedAt.toISOString() } };
    },
  );

  app.post(
    E.confirmLogin.path,
    {
      config: stricterRateLimit(10),
      schema: {
        summary: 'Trust a new device with the emailed link; the user then logs in on it again.',
        body: E.confirmLogin.body,
        response: respond(E.confirmLogin.status, E.confirmLogin.response),
      },
    },
    async (request) => {
      await accounts.confirmLogin(request.body.token);
      return { data: { confirmed: true as const } };
    },
  );
}
