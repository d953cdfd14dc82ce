import {
  ACCOUNT_UNLOCK_TTL_MS,
  type ErrorCode,
  LOGIN_CONFIRMATION_TTL_MS,
  MAX_FAILED_LOGINS,
  MFA_TOKEN_TTL_MS,
  type SessionUser,
} from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { deviceLabel } from '../sessions/device-label.ts';
import type { StartedSession } from '../sessions/service.ts';
import { hashSecretToken } from './account-secrets.ts';
import { sessionUserOf } from './account-view.ts';
import type { AccountsContext, RequestOrigin } from './context.ts';
import type { Device } from './device-cookie.ts';
import { accountUnlockEmail, emailLink, loginConfirmationEmail } from './emails.ts';
import type { AccountRow } from './repo.ts';
import type { createSecondFactor } from './second-factor.ts';

export interface LoginAttempt {
  device: Device;
  origin: RequestOrigin;
  /** The session this browser already had, ended on login so a planted session id never carries over. */
  currentToken?: string | undefined;
}

export interface LoggedIn {
  user: SessionUser;
  previousLoginAt: Date | null;
  session: StartedSession;
}

type SecondFactor = ReturnType<typeof createSecondFactor>;

export function createLogin(ctx: AccountsContext, secondFactor: SecondFactor) {
  const { accounts, security, clock, passwords } = ctx;

  /**
   * Counts a failed attempt (password or second factor) and locks the account at the limit,
   * emailing the unlock link once. Always throws: `failure` normally, account_locked once locked.
   */
  async function failAttempt(user: AccountRow, failure: ErrorCode): Promise<never> {
    const { locked, mail } = await ctx.db.transaction(async (tx) => {
      const row = await accounts.addFailedLogin(tx, user.id, MAX_FAILED_LOGINS, clock());
      const lockedNow = row?.lockedAt != null && row.failedLoginCount === MAX_FAILED_LOGINS;
      if (!lockedNow) return { locked: row?.lockedAt != null, mail: null };
      const token = await ctx.issueToken(tx, user.id, 'account_unlock', ACCOUNT_UNLOCK_TTL_MS);
      const unlockMail = await ctx.mailer.enqueue(
        tx,
        accountUnlockEmail(user, emailLink(ctx.publicUrl, 'account_unlock', token)),
      );
      return { locked: true, mail: unlockMail };
    });
    ctx.mailer.deliverAfterCommit(mail);
    throw new ApiProblem(locked ? 'account_locked' : failure);
  }

  /** An email with no account fails like a real one, lockout answer included, so answers reveal nothing. */
  async function failUnknownEmail(email: string): Promise<never> {
    const now = clock();
    const failures = await security.addUnknownEmailFailure(
      ctx.secrets.unknownEmailKey(email),
      now,
      new Date(now.getTime() - ACCOUNT_UNLOCK_TTL_MS),
    );
    throw new ApiProblem(failures >= MAX_FAILED_LOGINS ? 'account_locked' : 'invalid_credentials');
  }

  async function completeLogin(user: AccountRow, attempt: LoginAttempt): Promise<LoggedIn> {
    await ctx.sessions.endSession(attempt.currentToken);
    await security.trustDevice(ctx.db, user.id, attempt.device.idHash, clock());
    const recorded = await accounts.recordLogin(user.id, clock(), attempt.origin.ipAddress);
    const session = await ctx.sessions.startSession(user.id, attempt.origin);
    return { user: sessionUserOf(user), previousLoginAt: recorded?.previousLoginAt ?? null, session };
  }

  async function askToConfirmDevice(user: AccountRow, attempt: LoginAttempt): Promise<never> {
    const mail = await ctx.db.transaction(async (tx) => {
      const token = await ctx.issueToken(
        tx,
        user.id,
        'login_confirmation',
        LOGIN_CONFIRMATION_TTL_MS,
        attempt.device.idHash,
      );
      return ctx.mailer.enqueue(
        tx,
        loginConfirmationEmail(user, emailLink(ctx.publicUrl, 'login_confirmation', token), {
          device: deviceLabel(attempt.origin.userAgent),
          ipAddress: attempt.origin.ipAddress,
        }),
      );
    });
    ctx.mailer.deliverAfterCommit(mail);
    throw new ApiProblem('login_confirmation_required');
  }

  return {
    /**
     * Password step. Answers with a session, or throws: invalid_credentials, account_locked,
     * account_closed, mfa_required (with mfa_token) or login_confirmation_required.
     */
    async logIn(email: string, password: string, attempt: LoginAttempt): Promise<LoggedIn> {
      const user = await accounts.byEmail(email);
      if (!user) {
        await passwords.verifyDecoy(password);
        return failUnknownEmail(email);
      }
      const { matches, needsRehash } = await passwords.verify(password, user.passwordHash);
      // Checked after hashing so a locked account answers in the same time, and never says whether the password was right.
      if (user.lockedAt) throw new ApiProblem('account_locked');
      if (!matches) return failAttempt(user, 'invalid_credentials');
      if (user.closedAt) throw new ApiProblem('account_closed');
      if (needsRehash) await accounts.setPasswordHash(user.id, await passwords.hash(password));

      // A second factor proves more than an emailed device link, so it replaces that check.
      if (user.mfaEnabledAt) {
        const mfaToken = await ctx.issueToken(ctx.db, user.id, 'mfa_login', MFA_TOKEN_TTL_MS);
        throw new ApiProblem('mfa_required', { mfa_token: mfaToken });
      }
      if (!(await security.isKnownDevice(user.id, attempt.device.idHash)))
        return askToConfirmDevice(user, attempt);
      return completeLogin(user, attempt);
    },

    /** Second step: the mfa_token from the password step plus an authenticator or recovery code. */
    async logInWithMfa(mfaToken: string, code: string, attempt: LoginAttempt): Promise<LoggedIn> {
      const tokenHash = hashSecretToken(mfaToken);
      const pending = await security.findLiveToken(tokenHash, 'mfa_login', clock());
      if (!pending) throw new ApiProblem('session_expired');
      const user = await accounts.byId(pending.userId);
      if (!user?.mfaEnabledAt || !user.mfaSecret) throw new ApiProblem('session_expired');
      if (user.lockedAt) throw new ApiProblem('account_locked');
      if (user.closedAt) throw new ApiProblem('account_closed');

      const accepted = await ctx.db.transaction(async (tx) => {
        // A wrong code leaves the token usable, so a typo does not send the user back to the password step.
        if (!(await secondFactor.accept(tx, user, code))) return false;
        if (!(await security.redeemToken(tx, tokenHash, 'mfa_login', clock()))) {
          throw new ApiProblem('session_expired');
        }
        return true;
      });
      if (!accepted) return failAttempt(user, 'invalid_mfa_code');
      return completeLogin(user, attempt);
    },
  };
}
