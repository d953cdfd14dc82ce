import { randomBytes } from 'node:crypto';
import { formatRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeFromBytes } from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { AccountsContext } from './context.ts';
import { mfaChangedEmail } from './emails.ts';
import type { createSecondFactor } from './second-factor.ts';
import { newTotpSecret, otpauthUri, qrCodeDataUrl, totpTimeStep } from './totp.ts';

export interface MfaEnrollment {
  otpauthUri: string;
  secret: string;
  qrCodeDataUrl: string;
}

const RECOVERY_CODE_BYTES = 7;

export function createMfa(ctx: AccountsContext, secondFactor: ReturnType<typeof createSecondFactor>) {
  const { accounts, security, secrets, clock } = ctx;

  return {
    /** Starts (or restarts) enrolment with a new secret; MFA is on only once a code confirms it. */
    async startEnrollment(userId: string): Promise<MfaEnrollment> {
      const user = await ctx.requireAccount(userId);
      if (user.mfaEnabledAt) throw new ApiProblem('mfa_already_enabled');
      const secret = newTotpSecret();
      if (!(await accounts.setPendingMfaSecret(user.id, secrets.encryptMfaSecret(secret, user.id)))) {
        throw new ApiProblem('mfa_already_enabled');
      }
      const uri = otpauthUri(secret, user.username);
      return { otpauthUri: uri, secret, qrCodeDataUrl: await qrCodeDataUrl(uri) };
    },

    /** Turns MFA on with a first code, returning recovery codes that are shown this once only. */
    async confirmEnrollment(userId: string, code: string): Promise<string[]> {
      const user = await ctx.requireAccount(userId);
      if (user.mfaEnabledAt) throw new ApiProblem('mfa_already_enabled');
      if (!user.mfaSecret) throw new ApiProblem('mfa_not_enabled');
      const timeStep = totpTimeStep(secrets.decryptMfaSecret(user.mfaSecret, user.id), code, clock());
      if (timeStep === null) throw new ApiProblem('invalid_mfa_code');

      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
        recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_BYTES)),
      );
      const mail = await ctx.db.transaction(async (tx) => {
        if (!(await accounts.claimTimeStep(tx, user.id, timeStep))) throw new ApiProblem('invalid_mfa_code');
        await accounts.enableMfa(tx, user.id, clock());
        await security.replaceRecoveryCodes(
          tx,
          user.id,
          codes.map((recoveryCode) => secrets.recoveryCodeHash(user.id, recoveryCode)),
          clock(),
        );
        return ctx.mailer.enqueue(tx, mfaChangedEmail(user, true));
      });
      ctx.mailer.deliverAfterCommit(mail);
      return codes.map(formatRecoveryCode);
    },

    /** Turns MFA off; needs the password and a current code (or a recovery code). */
    async disable(userId: string, password: string, code: string): Promise<void> {
      const user = await ctx.requireAccount(userId);
      if (!user.mfaEnabledAt) throw new ApiProblem('mfa_not_enabled');
      if (!(await ctx.passwords.verify(password, user.passwordHash)).matches) {
        throw new ApiProblem('current_password_incorrect', {
          fields: { password: "Your password isn't right. Enter it again." },
        });
      }
      const mail = await ctx.db.transaction(async (tx) => {
        if (!(await secondFactor.accept(tx, user, code))) throw new ApiProblem('invalid_mfa_code');
        await accounts.disableMfa(tx, user.id);
        await security.deleteRecoveryCodes(tx, user.id);
        return ctx.mailer.enqueue(tx, mfaChangedEmail(user, false));
      });
      ctx.mailer.deliverAfterCommit(mail);
    },
  };
}
