import { classifySecondFactorCode } from '@kennel/core/accounts/recovery-codes';
import { TOTP_DIGITS } from '@kennel/core/accounts/security';
import { mfaLoginRequestSchema } from '@kennel/core/contracts/accounts';
import { z } from 'zod';

const MESSAGES = {
  totp: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`,
  recovery: 'Enter one of your recovery codes, like ABCDE-12345.',
};

/** Core's second-factor code, of the kind the step asks for (its own words first). */
export function codeSchema(kind: 'totp' | 'recovery') {
  const ofKind = (code: string) => classifySecondFactorCode(code)?.kind === kind;
  return z
    .object({ code: z.string().refine(ofKind, { error: MESSAGES[kind] }) })
    .and(mfaLoginRequestSchema.pick({ code: true }));
}
