import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccountSecrets, hashSecretToken, newSecretToken } from './account-secrets.ts';

const secrets = createAccountSecrets('a-test-session-secret-that-is-long-enough');
const USER = '5b0f4c52-2b7e-4b8e-9f6e-2d1f6f0a9c11';

describe('account secrets', () => {
  it('makes 256-bit URL-safe tokens and stores their SHA-256', () => {
    const { token, hash } = newSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashSecretToken(token)).toBe(hash);
    expect(newSecretToken().token).not.toBe(token);
  });

  it('encrypts MFA secrets so they read back only for the same user and key', () => {
    const sealed = secrets.encryptMfaSecret('JBSWY3DPEHPK3PXP', USER);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(secrets.encryptMfaSecret('JBSWY3DPEHPK3PXP', USER)).not.toBe(sealed);
    expect(secrets.decryptMfaSecret(sealed, USER)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => secrets.decryptMfaSecret(sealed, '00000000-0000-0000-0000-000000000000')).toThrow();
    expect(() =>
      createAccountSecrets('another-session-secret-that-is-long-enough').decryptMfaSecret(sealed, USER),
    ).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => secrets.decryptMfaSecret(tampered, USER)).toThrow();
  });

  it('hashes recovery codes with a key, per user', () => {
    const hash = secrets.recoveryCodeHash(USER, 'ABCDE12345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(createHash('sha256').update('ABCDE12345').digest('hex'));
    expect(secrets.recoveryCodeHash('00000000-0000-0000-0000-000000000000', 'ABCDE12345')).not.toBe(hash);
  });
});
