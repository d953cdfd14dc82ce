import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Stored values read `v1.<iv>.<ciphertext+tag>` (base64url); tables may check the prefix. */
const SEALED_PREFIX = 'v1';

export interface SealedBoxKey {
  /** The setting the key is derived from (HKDF-SHA-256). */
  secret: string;
  /** HKDF salt and info: one pair per purpose, so keys for different secrets never coincide. */
  salt: string;
  info: string;
}

/**
 * AES-256-GCM for small secrets at rest (MFA secrets, taxpayer ids), each bound to the row it
 * belongs to (the AAD, e.g. the user id) so a value copied to another row will not decrypt.
 */
export function createSealedBox({ secret, salt, info }: SealedBoxKey) {
  const key = Buffer.from(hkdfSync('sha256', secret, salt, info, 32));

  return {
    seal(plaintext: string, boundTo: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${SEALED_PREFIX}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },

    /** Throws when the value is not sealed by this key for `boundTo`. */
    open(stored: string, boundTo: string): string {
      const [version, iv, sealed] = stored.split('.');
      if (version !== SEALED_PREFIX || !iv || !sealed) throw new Error('unknown sealed value format');
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(boundTo));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
