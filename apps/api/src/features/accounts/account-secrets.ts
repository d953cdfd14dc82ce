import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { TOKEN_BYTES } from '@kennel/core';
import { createSealedBox } from '../../platform/crypto/sealed-box.ts';

function subkey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'kennel-accounts', purpose, 32));
}

/** A random token for an emailed link or a login step, and the SHA-256 that is stored instead. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

/** Tokens carry 256 random bits, so a plain SHA-256 is enough to make the stored value useless. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Keys derived from SESSION_SECRET with HKDF, one per purpose: a database leak alone cannot
 * decrypt MFA secrets or test recovery codes offline.
 */
export function createAccountSecrets(sessionSecret: string) {
  const mfaBox = createSealedBox({
    secret: sessionSecret,
    salt: 'kennel-accounts',
    info: 'mfa-secret-encryption-v1',
  });
  const recoveryCodeKey = subkey(sessionSecret, 'recovery-code-hash-v1');
  const emailKey = subkey(sessionSecret, 'unknown-email-key-v1');

  return {
    /** AES-256-GCM, bound to the user id so a secret copied to another row will not decrypt. */
    encryptMfaSecret: (secretBase32: string, userId: string) => mfaBox.seal(secretBase32, userId),
    decryptMfaSecret: (stored: string, userId: string) => mfaBox.open(stored, userId),

    /** Recovery codes have 50 random bits: a keyed hash keeps them from being brute-forced offline. */
    recoveryCodeHash(userId: string, normalizedCode: string): string {
      return createHmac('sha256', recoveryCodeKey).update(`${userId}:${normalizedCode}`).digest('hex');
    },

    /** Identifies an email that has no account without storing it. */
    unknownEmailKey(email: string): string {
      return createHmac('sha256', emailKey).update(email.toLowerCase()).digest('hex');
    },
  };
}

export type AccountSecrets = ReturnType<typeof createAccountSecrets>;
