import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifySecondFactorCode,
  formatRecoveryCode,
  isRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
} from './recovery-codes.ts';

const bytes = fc.uint8Array({ minLength: 7, maxLength: 32 });

describe('recovery codes', () => {
  it('turns random bytes into 10 characters of Crockford base32', () => {
    expect(recoveryCodeFromBytes(new Uint8Array(7))).toBe('0000000000');
    expect(recoveryCodeFromBytes(new Uint8Array(7).fill(255))).toBe('ZZZZZZZZZZ');
    expect(recoveryCodeFromBytes(Uint8Array.from([0x08, 0x86, 0x42, 0x98, 0xe8, 0, 0]))).toBe('1234567800');
    expect(() => recoveryCodeFromBytes(new Uint8Array(6))).toThrow(RangeError);
  });

  it('always makes a well-formed code from enough bytes', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        const code = recoveryCodeFromBytes(b);
        return (
          code.length === RECOVERY_CODE_LENGTH &&
          [...code].every((c) => RECOVERY_CODE_ALPHABET.includes(c)) &&
          isRecoveryCode(code)
        );
      }),
    );
  });

  it('reads back what the user typed, however they typed it', () => {
    expect(normalizeRecoveryCode(' abcde - fghjk ')).toBe('ABCDEFGHJK');
    expect(normalizeRecoveryCode('oOiIlL-12345')).toBe('00111112345');
    expect(formatRecoveryCode('abcdefghjk')).toBe('ABCDE-FGHJK');
    fc.assert(
      fc.property(bytes, (b) => {
        const code = recoveryCodeFromBytes(b);
        return normalizeRecoveryCode(formatRecoveryCode(code).toLowerCase()) === code;
      }),
    );
  });

  it('tells an authenticator code from a recovery code', () => {
    expect(classifySecondFactorCode('123456')).toEqual({ kind: 'totp', code: '123456' });
    expect(classifySecondFactorCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(classifySecondFactorCode('abcde-fghjk')).toEqual({ kind: 'recovery', code: 'ABCDEFGHJK' });
    expect(classifySecondFactorCode('12345')).toBeNull();
    expect(classifySecondFactorCode('ABCDE-FGHJU')).toBeNull();
    expect(classifySecondFactorCode('')).toBeNull();
  });
});
