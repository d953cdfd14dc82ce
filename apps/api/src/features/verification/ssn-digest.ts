import { createHmac, hkdfSync } from 'node:crypto';

/** The stored form's version: a digest under another key (or scheme) is not comparable with it. */
export const SSN_DIGEST_VERSION = 'v1';

/**
 * The last 4 digits of an SSN as Kennel keeps them: an HMAC-SHA256 under a key derived from
 * TAX_ID_ENCRYPTION_KEY (the taxpayer-id key, kept and rotated apart from SESSION_SECRET), hex, with
 * its version. Equal digits give equal digests, so two verifications can be told apart or matched,
 * while the digits stay with the provider: 10,000 values are no secret without the key.
 */
export function createSsnDigest(secret: string) {
  const key = Buffer.from(
    hkdfSync('sha256', secret, 'kennel-identity', `ssn-last4-${SSN_DIGEST_VERSION}`, 32),
  );
  return (ssnLast4: string) =>
    `${SSN_DIGEST_VERSION}.${createHmac('sha256', key).update(ssnLast4).digest('hex')}`;
}

export type SsnDigest = ReturnType<typeof createSsnDigest>;
