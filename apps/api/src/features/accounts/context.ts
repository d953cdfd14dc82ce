import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AccountTokenPurpose } from '../../platform/db/schema/accounts.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SessionService } from '../sessions/service.ts';
import { type AccountSecrets, newSecretToken } from './account-secrets.ts';
import type { PasswordHasher } from './password-hashing.ts';
import { type AccountRepo, type AccountRow, createAccountRepo } from './repo.ts';
import { createSecurityRepo, type SecurityRepo } from './security-repo.ts';

/** What the promotions feature offers registration: the active promo code row for a code. */
export interface PromoCodeLookup {
  findActivePromoCode(code: string): Promise<{ id: string } | null>;
}

export interface AccountsOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  passwords: PasswordHasher;
  secrets: AccountSecrets;
  sessions: SessionService;
  promoCodes: PromoCodeLookup;
  /** Links in emails start with this (PUBLIC_URL). */
  publicUrl: string;
}

/** Everything the accounts services share: their options plus the repositories. */
export interface AccountsContext extends AccountsOptions {
  accounts: AccountRepo;
  security: SecurityRepo;
  /** Writes a single-use token of `purpose` for the user and returns the token to send. */
  issueToken(
    executor: Database,
    userId: string,
    purpose: AccountTokenPurpose,
    ttlMs: number,
    deviceIdHash?: string,
  ): Promise<string>;
  /** The account, or a 401 when it has gone (a session can outlive a closed account by a request). */
  requireAccount(userId: string): Promise<AccountRow>;
}

export function createAccountsContext(options: AccountsOptions): AccountsContext {
  const accounts = createAccountRepo(options.db);
  const security = createSecurityRepo(options.db);
  return {
    ...options,
    accounts,
    security,
    async issueToken(executor, userId, purpose, ttlMs, deviceIdHash) {
      const { token, hash } = newSecretToken();
      const now = options.clock();
      await security.insertToken(executor, {
        tokenHash: hash,
        userId,
        purpose,
        deviceIdHash: deviceIdHash ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return token;
    },
    async requireAccount(userId) {
      const account = await accounts.byId(userId);
      if (!account || account.closedAt) throw new ApiProblem('unauthenticated');
      return account;
    },
  };
}

/** Where a request came from, for session lists, login records and confirmation emails. */
export interface RequestOrigin {
  ipAddress: string;
  userAgent: string | null;
}
