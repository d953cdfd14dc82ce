import { ACCOUNT_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { AccountRouteOptions } from './login-routes.ts';

const E = ACCOUNT_ENDPOINTS;

/** TOTP enrolment and removal for the signed-in account. */
export function mfaRoutes(app: App, { accounts }: Pick<AccountRouteOptions, 'accounts'>) {
  route(app, E.startMfaEnrollment, async ({ user }) => {
    const enrollment = await accounts.startEnrollment(user.id);
    return {
      data: {
        otpauth_uri: enrollment.otpauthUri,
        secret: enrollment.secret,
        qr_code_data_url: enrollment.qrCodeDataUrl,
      },
    };
  });

  route(app, E.confirmMfaEnrollment, async ({ reply, user, body }) => {
    const codes = await accounts.confirmEnrollment(user.id, body.code);
    reply.rotateCsrfToken();
    return { data: { recovery_codes: codes } };
  });

  route(app, E.disableMfa, async ({ reply, user, body }) => {
    await accounts.disable(user.id, body.password, body.code);
    reply.rotateCsrfToken();
  });
}
