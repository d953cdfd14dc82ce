import {
  ACCOUNT_UNLOCK_TTL_MS,
  type ErrorCode,
  LOGIN_CONFIRMATION_TTL_MS,
  MAX_FAILED_LOGINS,
  MFA_TOKEN_TTL_MS,
  type SessionUser,
} from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import { type ApiErrorExtras, ApiProblem } from '../../platform/http/api-problem.ts';
import type { QueuedMail } from '../../platform/mail/mailer.ts';
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

/** What a sign-in transaction decided: a session, or a refusal (with the mail it queued) thrown after commit. */
type Decision = { loggedIn: LoggedIn } | { refusal: ApiProblem; mail?: QueuedMail | null };

const refuse = (code: ErrorCode, extras?: ApiErrorExtras, mail?: QueuedMail | null): Decision => ({
  refusal: new ApiProblem(code, extras),
  mail,
});

export function createLogin(ctx: AccountsContext, secondFactor: SecondFactor) {
  const { accounts, security, clock, passwords } = ctx;

  /**
   * Every path that starts a session runs in one transaction holding the account row's lock: the
   * lock and closed checks, the failure count and the new session are decided together, so a
   * racing wrong password can never lock an account that a racing right one has just signed into
   * (locking ends every session in that same transaction).
   */
  async function decide(
    userId: string,
    step: (tx: Database, user: AccountRow) => Promise<Decision>,
  ): Promise<LoggedIn> {
    const decision = await ctx.db.transaction(async (tx) => {
      const user = await accounts.lockForSignIn(tx, userId);
      if (!user) return refuse('invalid_credentials');
      if (user.lockedAt) return refuse('account_locked');
      return step(tx, user);
    });
    if ('loggedIn' in decision) return decision.loggedIn;
    ctx.mailer.deliverAfterCommit(decision.mail);
    throw decision.refusal;
  }

  /**
   * Counts a failed attempt (password or second factor) inside the locked transaction; at the limit
   * it locks the account, ends all its sessions and queues the unlock link once.
   */
  async function countFailure(tx: Database, user: AccountRow, failure: ErrorCode): Promise<Decision> {
    const row = await accounts.addFailedLogin(tx, user.id, MAX_FAILED_LOGINS, clock());
    if (row?.lockedAt == null) return refuse(failure);
    await ctx.sessions.endAllSessions(user.id, tx);
    const token = await ctx.issueToken(tx, user.id, 'account_unlock', ACCOUNT_UNLOCK_TTL_MS);
    const mail = await ctx.mailer.enqueue(
      tx,
      accountUnlockEmail(user, emailLink(ctx.publicUrl, 'account_unlock', token)),
    );
    return refuse('account_locked', undefined, mail);
  }

  /** An email with no account fails like a wrong password for a real one, lockout answer included. */
  async function failUnknownEmail(email: string): Promise<never> {
    const now = clock();
    const failures = await security.addUnknownEmailFailure(
      ctx.secrets.unknownEmailKey(email),
      now,
      new Date(now.getTime() - ACCOUNT_UNLOCK_TTL_MS),
    );
    throw new ApiProblem(failures >= MAX_FAILED_LOGINS ? 'account_locked' : 'invalid_credentials');
  }

  async function completeLogin(tx: Database, user: AccountRow, attempt: LoginAttempt): Promise<Decision> {
    await ctx.sessions.endSession(attempt.currentToken, tx);
    await security.trustDevice(tx, user.id, attempt.device.idHash, clock());
    const recorded = await accounts.recordLogin(user.id, clock(), attempt.origin.ipAddress, tx);
    const session = await ctx.sessions.startSession(user.id, attempt.origin, tx);
    return {
      loggedIn: { user: sessionUserOf(user), previousLoginAt: recorded?.previousLoginAt ?? null, session },
    };
  }

  async function askToConfirmDevice(
    tx: Database,
    user: AccountRow,
    attempt: LoginAttempt,
  ): Promise<Decision> {
    const token = await ctx.issueToken(
      tx,
      user.id,
      'login_confirmation',
      LOGIN_CONFIRMATION_TTL_MS,
      attempt.device.idHash,
    );
    const mail = await ctx.mailer.enqueue(
      tx,
      loginConfirmationEmail(user, emailLink(ctx.publicUrl, 'login_confirmation', token), {
        device: deviceLabel(attempt.origin.userAgent),
        ipAddress: attempt.origin.ipAddress,
      }),
    );
    return refuse('login_confirmation_required', undefined, mail);
  }

  return {
    /**
     * Password step. Answers with a session, or throws: invalid_credentials, account_locked,
     * account_closed, mfa_required (with mfa_token) or login_confirmation_required.
     */
    async logIn(email: string, password: string, attempt: LoginAttempt): Promise<LoggedIn> {
      const found = await accounts.byEmail(email);
      if (!found) {
        await passwords.verifyDecoy(password);
        return failUnknownEmail(email);
      }
      // Hashed before the transaction so the row lock is never held for the hash's time.
      const { matches, needsRehash } = await passwords.verify(password, found.passwordHash);
      let passwordAccepted = false;
      try {
        return await decide(found.id, async (tx, user) => {
          // Changed since it was checked: that check no longer counts either way.
          if (user.passwordHash !== found.passwordHash) return refuse('invalid_credentials');
          // Whatever the device: a wrong password says so, and never sends a mail.
          if (!matches) return countFailure(tx, user, 'invalid_credentials');
          if (user.closedAt) return refuse('account_closed');
          passwordAccepted = true;
          // Before the second factor: the emailed link proves the mailbox, then this device is trusted.
          if (!(await security.isKnownDevice(user.id, attempt.device.idHash, tx))) {
            return askToConfirmDevice(tx, user, attempt);
          }
          if (user.mfaEnabledAt) {
            const mfaToken = await ctx.issueToken(tx, user.id, 'mfa_login', MFA_TOKEN_TTL_MS);
            return refuse('mfa_required', { mfa_token: mfaToken });
          }
          return completeLogin(tx, user, attempt);
        });
      } finally {
        if (passwordAccepted && needsRehash) await rehash(found.id, password);
      }
    },

    /** Second step: the mfa_token from the password step plus an authenticator or recovery code. */
    async logInWithMfa(mfaToken: string, code: string, attempt: LoginAttempt): Promise<LoggedIn> {
      const tokenHash = hashSecretToken(mfaToken);
      const pending = await security.findLiveToken(tokenHash, 'mfa_login', clock());
      if (!pending) throw new ApiProblem('session_expired');
      return decide(pending.userId, async (tx, user) => {
        if (!user.mfaEnabledAt || !user.mfaSecret) return refuse('session_expired');
        if (user.closedAt) return refuse('account_closed');
        // A wrong code leaves the token usable, so a typo does not send the user back to the password step.
        if (!(await secondFactor.accept(tx, user, code))) return countFailure(tx, user, 'invalid_mfa_code');
        if (!(await security.redeemToken(tx, tokenHash, 'mfa_login', clock()))) {
          // Thrown, not returned, so the code accepted above is not used up.
          throw new ApiProblem('session_expired');
        }
        return completeLogin(tx, user, attempt);
      });
    },
  };

  async function rehash(userId: string, password: string) {
    await accounts.setPasswordHash(userId, await passwords.hash(password));
  }
}
