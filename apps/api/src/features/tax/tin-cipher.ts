import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Also checked by the w9_forms table, so a plain TIN can never be stored by mistake. */
const ENCRYPTED_PREFIX = 'v1';

/**
 * Encrypts taxpayer identification numbers with AES-256-GCM under a key derived (HKDF) from
 * TAX_ID_ENCRYPTION_KEY, bound to the player's id so a value copied to another row will not decrypt.
 * The key is its own setting, apart from SESSION_SECRET, so it can be kept and rotated apart.
 */
export function createTinCipher(encryptionKey: string) {
  const key = Buffer.from(hkdfSync('sha256', encryptionKey, 'kennel-tax', 'tin-encryption-v1', 32));

  return {
    encrypt(tin: string, userId: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(userId));
      const sealed = Buffer.concat([cipher.update(tin, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${ENCRYPTED_PREFIX}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },

    decrypt(stored: string, userId: string): string {
      const [version, iv, sealed] = stored.split('.');
      if (version !== ENCRYPTED_PREFIX || !iv || !sealed) throw new Error('unknown TIN format');
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(userId));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type TinCipher = ReturnType<typeof createTinCipher>;
