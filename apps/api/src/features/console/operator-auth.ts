import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  OPERATOR_SESSION_HOURS,
  OPERATOR_SESSION_IDLE_MINUTES,
  type Operator,
  type OperatorRole,
} from '@kennel/core';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { createSealedBox } from '../../platform/crypto/sealed-box.ts';
import type { Database } from '../../platform/db/database.ts';
import type { OperatorRow } from '../../platform/db/schema/operators.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { PasswordHasher } from '../accounts/password-hashing.ts';
import { newTotpSecret, otpauthUri, totpTimeStep } from '../accounts/totp.ts';
import { operatorRepo } from './operator-repo.ts';

const MINUTE_MS = 60_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const operatorToWire = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

export interface NewOperatorRequest {
  email: string;
  name: string;
  role: OperatorRole;
  password: string;
  /** The authenticator secret (base32); a new random one when left out. */
  totpSecret?: string;
}

/** Who gave the console access, for the audit trail: a person at the command line, or Kennel itself. */
export type OperatorGrantor = { actor: 'operator'; name: string } | { actor: 'system'; name: string };

/** The audit trail's action when console access is given (an operator and their role). */
export const OPERATOR_CREATED = 'operator.created';
/** The audit trail's action when console access is taken away. */
export const OPERATOR_DISABLED = 'operator.disabled';

/**
 * Operators' sign-in: password and authenticator code every time (no session without both), each
 * code accepted once, sessions that end after OPERATOR_SESSION_HOURS or half an hour idle.
 */
export function createOperatorAuth({
  db,
  clock,
  passwords,
  sessionSecret,
}: {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  sessionSecret: string;
}) {
  const mfaBox = createSealedBox({
    secret: sessionSecret,
    salt: 'kennel-operators',
    info: 'operator-mfa-secret-v1',
  });
  const idleEnd = (now: Date) => new Date(now.getTime() + OPERATOR_SESSION_IDLE_MINUTES * MINUTE_MS);

  return {
    /**
     * Adds an operator; answers the authenticator secret to enrol, or null when the email is taken.
     * Giving console access is on the audit trail (who gave which role to whom), in the transaction
     * that gives it: no operator stands without their row.
     */
    async createOperator(request: NewOperatorRequest, grantedBy: OperatorGrantor) {
      const id = randomUUID();
      const secret = request.totpSecret ?? newTotpSecret();
      const passwordHash = await passwords.hash(request.password);
      const operator = {
        id,
        email: request.email.trim().toLowerCase(),
        name: request.name.trim(),
        role: request.role,
        passwordHash,
        mfaSecret: mfaBox.seal(secret, id),
        createdAt: clock(),
      };
      const inserted = await inTransaction(db, async (tx) => {
        if (!(await operatorRepo.insert(tx, operator))) return false;
        await recordAudit(tx, {
          userId: null,
          actor: grantedBy.actor,
          actorName: grantedBy.name,
          action: OPERATOR_CREATED,
          details: { operator_id: id, email: operator.email, name: operator.name, role: operator.role },
          at: operator.createdAt,
        });
        return true;
      });
      return inserted ? { id, secret, otpauthUri: otpauthUri(secret, `console:${request.email}`) } : null;
    },

    list: () => operatorRepo.list(db),

    /**
     * Answers the new session's token; any wrong factor is the same refusal. `record` writes the
     * sign-in's audit row in the session's transaction: no session stands without its row.
     */
    async signIn(
      attempt: {
        email: string;
        password: string;
        code: string;
        ip: string;
        userAgent: string | null;
      },
      record: (tx: Database, operator: OperatorRow) => Promise<void> = async () => {},
    ) {
      const operator = await operatorRepo.byEmail(db, attempt.email);
      if (!operator) {
        await passwords.verifyDecoy(attempt.password);
        throw new ApiProblem('operator_login_failed');
      }
      const { matches } = await passwords.verify(attempt.password, operator.passwordHash);
      const now = clock();
      const step = matches
        ? totpTimeStep(mfaBox.open(operator.mfaSecret, operator.id), attempt.code, now)
        : null;
      if (step === null || operator.disabledAt) throw new ApiProblem('operator_login_failed');
      const token = randomBytes(32).toString('base64url');
      await inTransaction(db, async (tx) => {
        if (!(await operatorRepo.claimTimeStep(tx, operator.id, step)))
          throw new ApiProblem('operator_login_failed');
        await operatorRepo.insertSession(tx, {
          id: hashToken(token),
          operatorId: operator.id,
          at: now,
          idleExpiresAt: idleEnd(now),
          expiresAt: new Date(now.getTime() + OPERATOR_SESSION_HOURS * 60 * MINUTE_MS),
          ipAddress: attempt.ip,
          userAgent: attempt.userAgent,
        });
        await record(tx, operator);
      });
      return { operator, token };
    },

    async operatorForToken(token: string | undefined): Promise<OperatorRow | undefined> {
      if (!token || token.length > 100) return undefined;
      const now = clock();
      return operatorRepo.touchSession(db, hashToken(token), now, idleEnd(now));
    },

    /** Ends the session; `record` writes the sign-out's audit row in the same transaction. */
    async signOut(token: string | undefined, record: (tx: Database) => Promise<void> = async () => {}) {
      await inTransaction(db, async (tx) => {
        if (token) await operatorRepo.deleteSession(tx, hashToken(token));
        await record(tx);
      });
    },
  };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
