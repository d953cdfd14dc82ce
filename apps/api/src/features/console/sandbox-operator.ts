import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { OperatorAuth } from './operator-auth.ts';
import { operatorRepo } from './operator-repo.ts';

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

/**
 * Production's start: the sandbox operator's password and authenticator secret are public, so an
 * account of that name (a database that once ran in development) is disabled and its sessions end.
 */
export async function disableSandboxOperator(db: Database, at: Date, logger: FastifyBaseLogger) {
  if (await operatorRepo.disableByEmail(db, SANDBOX_OPERATOR.email, at)) {
    logger.warn(
      { email: SANDBOX_OPERATOR.email },
      'sandbox console operator disabled: its sign-in is public and this is production',
    );
  }
}
