import { createSealedBox } from '../../platform/crypto/sealed-box.ts';

/**
 * Encrypts taxpayer identification numbers with AES-256-GCM under a key derived from
 * TAX_ID_ENCRYPTION_KEY, bound to the player's id. The key is its own setting, apart from
 * SESSION_SECRET, so it can be kept and rotated apart. The w9_forms table checks the `v1.` prefix,
 * so a plain TIN can never be stored by mistake.
 */
export function createTinCipher(encryptionKey: string) {
  const box = createSealedBox({ secret: encryptionKey, salt: 'kennel-tax', info: 'tin-encryption-v1' });
  return {
    encrypt: (tin: string, userId: string) => box.seal(tin, userId),
    decrypt: (stored: string, userId: string) => box.open(stored, userId),
  };
}

export type TinCipher = ReturnType<typeof createTinCipher>;
