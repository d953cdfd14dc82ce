import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { OPERATOR_DISABLED, type OperatorAuth } from './operator-auth.ts';
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

/** Who the audit trail says gave and took away the sandbox operator's access: Kennel's start-up. */
const SANDBOX_GRANTOR = 'console sandbox (CONSOLE_SANDBOX_OPERATOR)';

/** Adds the sandbox operator once (a second start, or another instance, finds it there). */
export async function seedSandboxOperator(auth: OperatorAuth, logger: FastifyBaseLogger) {
  const created = await auth.createOperator(SANDBOX_OPERATOR, { actor: 'system', name: SANDBOX_GRANTOR });
  if (created)
    logger.info({ email: SANDBOX_OPERATOR.email }, 'sandbox console operator created (see README.md)');
}

/**
 * Production's start: the sandbox operator's password and authenticator secret are public, so an
 * account of that name (a database that once ran in development) is disabled and its sessions end.
 */
export async function disableSandboxOperator(db: Database, at: Date, logger: FastifyBaseLogger) {
  const disabled = await inTransaction(db, async (tx) => {
    const rows = await operatorRepo.disableByEmail(tx, SANDBOX_OPERATOR.email, at);
    for (const row of rows) {
      await recordAudit(tx, {
        userId: null,
        actor: 'system',
        actorName: SANDBOX_GRANTOR,
        action: OPERATOR_DISABLED,
        details: {
          operator_id: row.id,
          email: row.email,
          role: row.role,
          reason: 'sandbox sign-in in production',
        },
        at,
      });
    }
    return rows.length > 0;
  });
  if (disabled) {
    logger.warn(
      { email: SANDBOX_OPERATOR.email },
      'sandbox console operator disabled: its sign-in is public and this is production',
    );
  }
}
