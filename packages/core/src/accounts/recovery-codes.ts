import { TOTP_DIGITS } from './security.ts';

/**
 * MFA recovery codes: shown to the user once, stored hashed, each usable once.
 * A code is 10 characters of Crockford's base32 (50 random bits), shown as 'XXXXX-XXXXX'.
 */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;

/** Crockford's base32: no I, L, O or U, so codes read aloud and typed by hand survive. */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const RECOVERY_CODE_SHAPE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** Builds a code from at least 7 random bytes (the API supplies them from its CSPRNG). */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  const bitsNeeded = RECOVERY_CODE_LENGTH * 5;
  if (bytes.length * 8 < bitsNeeded) throw new RangeError(`Need at least ${Math.ceil(bitsNeeded / 8)} bytes`);
  let code = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < RECOVERY_CODE_LENGTH) {
      bits -= 5;
      code += RECOVERY_CODE_ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
    if (code.length === RECOVERY_CODE_LENGTH) break;
  }
  return code;
}

/**
 * What the user typed, in the form codes are stored and compared in: spaces and dashes
 * removed, upper case, and the look-alikes Crockford allows read as the digits they resemble.
 */
export function normalizeRecoveryCode(input: string): string {
  return input
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export function isRecoveryCode(input: string): boolean {
  return RECOVERY_CODE_SHAPE.test(normalizeRecoveryCode(input));
}

/** The form shown to the user: 'ABCDE-12345'. */
export function formatRecoveryCode(code: string): string {
  const normalized = normalizeRecoveryCode(code);
  const half = Math.ceil(normalized.length / 2);
  return `${normalized.slice(0, half)}-${normalized.slice(half)}`;
}

export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** Tells a 6-digit authenticator code from a recovery code, both typed into one field. */
export function classifySecondFactorCode(input: string): SecondFactorCode | null {
  const digits = input.replace(/\s+/g, '');
  if (digits.length === TOTP_DIGITS && /^\d+$/.test(digits)) return { kind: 'totp', code: digits };
  if (isRecoveryCode(input)) return { kind: 'recovery', code: normalizeRecoveryCode(input) };
  return null;
}
