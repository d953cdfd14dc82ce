import type { FastifyBaseLogger } from 'fastify';
import type { OperatorAuth } from './operator-auth.ts';

/**
 * The development console's sign-in, documented in README.md (like the sandbox's test cards): only
 * where CONSOLE_SANDBOX_OPERATOR is on, which production refuses. Its authenticator secret is public.
 */
export const SANDBOX_OPERATOR = {
  email: 'sandbox-admin@kennel.example',
  name: 'Sandbox Admin',
  role: 'admin',
  password: 'kennel-sandbox-console',
  totpSecret: 'KENNELSANDBOXCONSOLEOPERATOR2345',
} as const;

/** Adds the sandbox operator once (a second start, or another instance, finds it there). */
export async function seedSandboxOperator(auth: OperatorAuth, logger: FastifyBaseLogger) {
  const created = await auth.createOperator(SANDBOX_OPERATOR);
  if (created)
    logger.info({ email: SANDBOX_OPERATOR.email }, 'sandbox console operator created (see README.md)');
}
