import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { TOKEN_BYTES } from '@kennel/core';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const ENCRYPTED_PREFIX = 'v1';

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
  const mfaKey = subkey(sessionSecret, 'mfa-secret-encryption-v1');
  const recoveryCodeKey = subkey(sessionSecret, 'recovery-code-hash-v1');
  const emailKey = subkey(sessionSecret, 'unknown-email-key-v1');

  return {
    /** AES-256-GCM, bound to the user id so a secret copied to another row will not decrypt. */
    encryptMfaSecret(secretBase32: string, userId: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', mfaKey, iv);
      cipher.setAAD(Buffer.from(userId));
      const sealed = Buffer.concat([
        cipher.update(secretBase32, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${ENCRYPTED_PREFIX}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },

    decryptMfaSecret(stored: string, userId: string): string {
      const [version, iv, sealed] = stored.split('.');
      if (version !== ENCRYPTED_PREFIX || !iv || !sealed) throw new Error('unknown MFA secret format');
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', mfaKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(userId));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },

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
