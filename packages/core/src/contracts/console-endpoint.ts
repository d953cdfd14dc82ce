import { z } from 'zod';
import { emailField, existingPasswordField, totpCodeField } from '../accounts/fields.ts';
import { OPERATOR_ROLES, type OperatorRole } from '../operators/roles.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * An endpoint of the operator console (its own server and port, never the player API's). `roles`
 * says who may call it; `null` only for signing in. Every call is written to the audit trail.
 */
export interface ConsoleEndpoint extends Endpoint {
  readonly roles: readonly OperatorRole[] | null;
  /** The audit trail's name for the call, `console.<area>.<event>`; null only for reading who is signed in. */
  readonly action: string | null;
}

export const operatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorResponseSchema = z.object({ data: operatorSchema });

/** Password and the authenticator code together: a console session always has both factors. */
export const operatorLoginRequestSchema = z.object({
  email: emailField,
  password: existingPasswordField,
  code: totpCodeField,
});

export const uuidParam = (what: string) =>
  z.uuid({ error: `That ${what} id is not valid. Go back to the list and open it again.` });

export const CONSOLE_AUTH_ENDPOINTS = {
  operatorLogin: {
    method: 'POST',
    path: '/v1/console/session',
    summary: 'Signs an operator in with email, password and authenticator code.',
    auth: false,
    idempotent: false,
    roles: null,
    action: 'console.session.started',
    rateLimitPerMinute: 10,
    accountRateLimit: { max: 10, windowMinutes: 15, per: 'body.email' },
    body: operatorLoginRequestSchema,
    status: 200,
    response: operatorResponseSchema,
  },
  currentOperator: {
    method: 'GET',
    path: '/v1/console/session',
    summary: 'The signed-in operator.',
    auth: false,
    idempotent: false,
    roles: [...OPERATOR_ROLES],
    action: null,
    status: 200,
    response: operatorResponseSchema,
  },
  operatorLogout: {
    method: 'DELETE',
    path: '/v1/console/session',
    summary: "Ends the operator's console session.",
    auth: false,
    idempotent: false,
    roles: [...OPERATOR_ROLES],
    action: 'console.session.ended',
    status: 204,
    response: null,
  },
} as const satisfies Record<string, ConsoleEndpoint>;
