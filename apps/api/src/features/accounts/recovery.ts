import {
  checkPassword,
  EMAIL_VERIFICATION_TTL_MS,
  RESET_TOKEN_TTL_MS,
  VERIFICATION_RESEND_COOLDOWN_MS,
} from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { hashSecretToken, newSecretToken } from './account-secrets.ts';
import type { AccountsContext } from './context.ts';
import { emailLink, emailVerificationEmail, passwordChangedEmail, passwordResetEmail } from './emails.ts';
import type { AccountRow } from './repo.ts';

/** Reset emails one account can be sent per hour; more requests get the same answer and no email. */
const RESETS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;
/** A flood of reset requests (from many addresses) cannot grow the queue without bound. */
const MAX_QUEUED_RESETS = 1_000;

/** Thrown out of a transaction on purpose to undo the work done in it. */
class RolledBack extends Error {}

/** Refuses a new password that breaks the policy for this account (its username and email included). */
export function requireGoodPassword(
  password: string,
  user: Pick<AccountRow, 'username' | 'email'>,
  field: string,
) {
  const check = checkPassword(password, { username: user.username, email: user.email });
  if (!check.ok) throw new ApiProblem('weak_password', { fields: { [field]: check.message } });
}

export function createRecovery(ctx: AccountsContext) {
  const { accounts, security, clock } = ctx;

  /** Redeems a password-setting link (reset or unlock): new password, account unlocked, every session ended. */
  async function setPasswordWithToken(
    purpose: 'password_reset' | 'account_unlock',
    token: string,
    password: string,
  ) {
    const tokenHash = hashSecretToken(token);
    const pending = await security.findLiveToken(tokenHash, purpose, clock());
    const user = pending ? await accounts.byId(pending.userId) : undefined;
    if (!user || user.closedAt) throw new ApiProblem('token_invalid_or_expired');
    requireGoodPassword(password, user, 'new_password');
    // Hashed before the transaction so no transaction is held open for the hash's time.
    const passwordHash = await ctx.passwords.hash(password);
    const mail = await ctx.db.transaction(async (tx) => {
      // The same row lock as sign-in, so a login racing this unlock is decided before or after it, never between.
      const current = await accounts.lockForSignIn(tx, user.id);
      if (!current || current.closedAt || !(await security.redeemToken(tx, tokenHash, purpose, clock()))) {
        throw new ApiProblem('token_invalid_or_expired');
      }
      await accounts.setPasswordAndUnlock(tx, user.id, passwordHash);
      // Either link proves control of the email, so both kinds of outstanding link are spent.
      await security.retireTokens(tx, user.id, 'password_reset', clock());
      await security.retireTokens(tx, user.id, 'account_unlock', clock());
      await ctx.sessions.endAllSessions(user.id, tx);
      return ctx.mailer.enqueue(tx, passwordChangedEmail(user));
    });
    ctx.mailer.deliverAfterCommit(mail);
  }

  /**
   * Emails a reset link when the email belongs to an open account. An unknown email does the same
   * work (the mail is written, then rolled back) and sends nothing.
   */
  async function sendPasswordReset(email: string): Promise<void> {
    const user = await accounts.byEmail(email);
    const now = clock();
    const recent = await security.tokensCreatedSince(
      user?.id ?? '00000000-0000-0000-0000-000000000000',
      'password_reset',
      new Date(now.getTime() - HOUR_MS),
    );
    const sendable = user && !user.closedAt && recent.length < RESETS_PER_HOUR ? user : null;
    const recipient = sendable ?? { email, username: email.split('@')[0] ?? email };
    try {
      const mail = await ctx.db.transaction(async (tx) => {
        const token = sendable
          ? await ctx.issueToken(tx, sendable.id, 'password_reset', RESET_TOKEN_TTL_MS)
          : newSecretToken().token;
        const queued = await ctx.mailer.enqueue(
          tx,
          passwordResetEmail(recipient, emailLink(ctx.publicUrl, 'password_reset', token)),
        );
        if (!sendable) throw new RolledBack();
        return queued;
      });
      ctx.mailer.deliverAfterCommit(mail);
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  }

  let pendingResets: Promise<void> = Promise.resolve();
  let queuedResets = 0;

  return {
    /**
     * Queues the reset for an email and returns at once: the route answers before any of the work
     * (account lookup, token, outbox) runs, so neither the answer nor its timing tells whether an
     * account exists. Resets run one at a time, so the hourly per-account cap holds under bursts.
     */
    requestPasswordReset(email: string): Promise<void> {
      if (queuedResets >= MAX_QUEUED_RESETS) return Promise.reject(new Error('password reset queue is full'));
      queuedResets += 1;
      const next = pendingResets
        .then(() => sendPasswordReset(email))
        .finally(() => {
          queuedResets -= 1;
        });
      pendingResets = next.catch(() => undefined);
      return next;
    },

    /** Resolves once every queued reset has run (for shutdown). */
    passwordResetsSettled: () => pendingResets,

    confirmPasswordReset: (token: string, password: string) =>
      setPasswordWithToken('password_reset', token, password),

    confirmAccountUnlock: (token: string, password: string) =>
      setPasswordWithToken('account_unlock', token, password),

    async confirmEmailVerification(token: string): Promise<Date> {
      const verifiedAt = await ctx.db.transaction(async (tx) => {
        const redeemed = await security.redeemToken(
          tx,
          hashSecretToken(token),
          'email_verification',
          clock(),
        );
        if (!redeemed) throw new ApiProblem('token_invalid_or_expired');
        return accounts.markEmailVerified(tx, redeemed.userId, clock());
      });
      if (!verifiedAt) throw new ApiProblem('token_invalid_or_expired');
      return verifiedAt;
    },

    /** Sends a new verification link (retiring older ones); `retryAfterMs` while the cooldown runs. */
    async resendEmailVerification(userId: string): Promise<{ retryAfterMs: number } | null> {
      const user = await ctx.requireAccount(userId);
      if (user.emailVerifiedAt) throw new ApiProblem('email_already_verified');
      const now = clock();
      const recent = await security.tokensCreatedSince(
        user.id,
        'email_verification',
        new Date(now.getTime() - VERIFICATION_RESEND_COOLDOWN_MS),
      );
      const latest = Math.max(0, ...recent.map((row) => row.createdAt.getTime()));
      if (latest > 0) return { retryAfterMs: latest + VERIFICATION_RESEND_COOLDOWN_MS - now.getTime() };
      const mail = await ctx.db.transaction(async (tx) => {
        await security.retireTokens(tx, user.id, 'email_verification', now);
        const token = await ctx.issueToken(tx, user.id, 'email_verification', EMAIL_VERIFICATION_TTL_MS);
        return ctx.mailer.enqueue(
          tx,
          emailVerificationEmail(user, emailLink(ctx.publicUrl, 'email_verification', token)),
        );
      });
      ctx.mailer.deliverAfterCommit(mail);
      return null;
    },

    /** The emailed new-device link: that device becomes known, and the user logs in on it again. */
    async confirmLogin(token: string): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const redeemed = await security.redeemToken(
          tx,
          hashSecretToken(token),
          'login_confirmation',
          clock(),
        );
        if (!redeemed?.deviceIdHash) throw new ApiProblem('token_invalid_or_expired');
        await security.trustDevice(tx, redeemed.userId, redeemed.deviceIdHash, clock());
      });
    },
  };
}
