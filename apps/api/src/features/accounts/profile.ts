import { type Account, TERMS_VERSION } from '@kennel/core';
import { violatedUniqueIndex } from '../../platform/db/sql-errors.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { accountView, sessionUserOf } from './account-view.ts';
import type { AccountsContext } from './context.ts';
import { passwordChangedEmail } from './emails.ts';
import { NO_PASSWORD_HASH } from './password-hashing.ts';
import { requireGoodPassword } from './recovery.ts';

/** Test users live in New Jersey, are 30-something and have verified their email. */
const TEST_USER_DEFAULTS = { state: 'NJ', dateOfBirth: '1990-01-01' } as const;

export function createProfile(ctx: AccountsContext) {
  const { accounts, clock } = ctx;

  return {
    async getAccount(userId: string): Promise<Account> {
      return accountView(await ctx.requireAccount(userId));
    },

    /** Whether the user may deposit: unverified users can browse but not move money. */
    async isEmailVerified(userId: string): Promise<boolean> {
      const user = await accounts.byId(userId);
      return Boolean(user?.emailVerifiedAt);
    },

    /**
     * Changes the password, ends every other session and spends every reset and unlock link still
     * out (one mailed before the change must not set a password after it), in one transaction;
     * returns how many sessions ended.
     */
    async changePassword(
      userId: string,
      currentToken: string | undefined,
      currentPassword: string,
      newPassword: string,
    ): Promise<number> {
      const user = await ctx.requireAccount(userId);
      if (!(await ctx.passwords.verify(currentPassword, user.passwordHash)).matches) {
        throw new ApiProblem('current_password_incorrect', {
          fields: { current_password: "Your current password isn't right." },
        });
      }
      requireGoodPassword(newPassword, user, 'new_password');
      // Hashed before the transaction so no transaction is held open for the hash's time.
      const passwordHash = await ctx.passwords.hash(newPassword);
      const { ended, mail } = await ctx.db.transaction(async (tx) => {
        await accounts.setPasswordHash(user.id, passwordHash, tx);
        await ctx.security.retireTokens(tx, user.id, 'password_reset', clock());
        await ctx.security.retireTokens(tx, user.id, 'account_unlock', clock());
        return {
          ended: await ctx.sessions.endOtherSessions(user.id, currentToken, tx),
          mail: await ctx.mailer.enqueue(tx, passwordChangedEmail(user)),
        };
      });
      ctx.mailer.deliverAfterCommit(mail);
      return ended;
    },

    /** TEST ONLY (KENNEL_TEST_ROUTES): the user with this username, created on first use with a verified email. */
    async testUser(username: string, password?: string) {
      const existing = await accounts.byEmail(`${username.toLowerCase()}@test.kennel.invalid`);
      if (existing) return sessionUserOf(existing);
      const passwordHash = password === undefined ? NO_PASSWORD_HASH : await ctx.passwords.hash(password);
      const now = clock();
      try {
        const user = await accounts.insertUser(ctx.db, {
          email: `${username.toLowerCase()}@test.kennel.invalid`,
          username,
          passwordHash,
          ...TEST_USER_DEFAULTS,
          termsVersion: TERMS_VERSION,
          termsAcceptedAt: now,
          emailVerifiedAt: now,
          referralCode: `T${username.toUpperCase()}`.slice(0, 32),
          referredByUserId: null,
          promoCodeId: null,
        });
        return sessionUserOf(user);
      } catch (error) {
        // Another request created it first (or the name is taken in another letter case).
        if (violatedUniqueIndex(error) === null) throw error;
        const raced = await accounts.byEmail(`${username.toLowerCase()}@test.kennel.invalid`);
        if (!raced) throw error;
        return sessionUserOf(raced);
      }
    },
  };
}
