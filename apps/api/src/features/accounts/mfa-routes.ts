import { ACCOUNT_ENDPOINTS } from '@kennel/core';
import { requireUser, signedInUser } from '../../platform/http/auth.ts';
import { errorResponses } from '../../platform/http/openapi.ts';
import { stricterRateLimit } from '../../platform/http/rate-limit.ts';
import type { App } from '../../platform/http/server.ts';
import { sendNoContent } from '../sessions/no-content.ts';
import type { AccountRouteOptions } from './login-routes.ts';
import { minutes, perAccountLimit, signedInUserId } from './request-helpers.ts';

const E = ACCOUNT_ENDPOINTS;
const CODE_TRIES = { max: 10, timeWindowMs: minutes(15) };

/** TOTP enrolment and removal for the signed-in account. */
export function mfaRoutes(app: App, { accounts }: Pick<AccountRouteOptions, 'accounts'>) {
  app.post(
    E.startMfaEnrollment.path,
    {
      config: stricterRateLimit(10),
      preHandler: requireUser,
      schema: {
        summary:
          'Start setting up an authenticator app: a new secret, its otpauth URI and the QR code (SVG data URL).',
        response: { [E.startMfaEnrollment.status]: E.startMfaEnrollment.response, ...errorResponses },
      },
    },
    async (request) => {
      const enrollment = await accounts.startEnrollment(signedInUser(request).id);
      return {
        data: {
          otpauth_uri: enrollment.otpauthUri,
          secret: enrollment.secret,
          qr_code_data_url: enrollment.qrCodeDataUrl,
        },
      };
    },
  );

  app.post(
    E.confirmMfaEnrollment.path,
    {
      config: stricterRateLimit(10),
      preHandler: [requireUser, perAccountLimit(app, 'mfa-confirm', { ...CODE_TRIES, key: signedInUserId })],
      schema: {
        summary:
          'Turn two-step login on with a first code; answers the recovery codes, shown this once only.',
        body: E.confirmMfaEnrollment.body,
        response: { [E.confirmMfaEnrollment.status]: E.confirmMfaEnrollment.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      const codes = await accounts.confirmEnrollment(signedInUser(request).id, request.body.code);
      reply.rotateCsrfToken();
      return { data: { recovery_codes: codes } };
    },
  );

  app.delete(
    E.disableMfa.path,
    {
      config: stricterRateLimit(10),
      preHandler: [requireUser, perAccountLimit(app, 'mfa-disable', { ...CODE_TRIES, key: signedInUserId })],
      schema: {
        summary: 'Turn two-step login off; needs the password and a code.',
        body: E.disableMfa.body,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      await accounts.disable(signedInUser(request).id, request.body.password, request.body.code);
      reply.rotateCsrfToken();
      return sendNoContent(reply);
    },
  );
}
