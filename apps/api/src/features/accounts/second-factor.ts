import { classifySecondFactorCode } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import type { AccountsContext } from './context.ts';
import type { AccountRow } from './repo.ts';
import { totpTimeStep } from './totp.ts';

/** Checks an authenticator code or a recovery code for an account with MFA on; each is accepted once. */
export function createSecondFactor(ctx: AccountsContext) {
  return {
    /** Accepts the code inside `tx` (using it up); false when it is wrong, already used or replayed. */
    async accept(tx: Database, user: Pick<AccountRow, 'id' | 'mfaSecret'>, input: string): Promise<boolean> {
      const code = classifySecondFactorCode(input);
      if (!code || !user.mfaSecret) return false;
      if (code.kind === 'recovery') {
        return ctx.security.useRecoveryCode(
          tx,
          user.id,
          ctx.secrets.recoveryCodeHash(user.id, code.code),
          ctx.clock(),
        );
      }
      const secret = ctx.secrets.decryptMfaSecret(user.mfaSecret, user.id);
      const timeStep = totpTimeStep(secret, code.code, ctx.clock());
      if (timeStep === null) return false;
      return ctx.accounts.claimTimeStep(tx, user.id, timeStep);
    },
  };
}
