import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

/**
 * CSRF tokens for the double-submit pattern. Each browser gets a random secret (httpOnly cookie);
 * a token is a random salt plus HMAC(server key, secret + salt), so only this server can mint a
 * token for a secret, and a token is only good with the cookie jar it was issued to.
 */
export class CsrfTokens {
  readonly #key: Buffer;

  constructor(serverSecret: string) {
    // A derived key keeps CSRF MACs separate from anything else signed with the same secret.
    this.#key = createHmac('sha256', serverSecret).update('kennel:csrf:v1').digest();
  }

  createSecret(): string {
    return randomBytes(32).toString('base64url');
  }

  isSecret(value: unknown): value is string {
    return typeof value === 'string' && SECRET_PATTERN.test(value);
  }

  createToken(secret: string): string {
    const salt = randomBytes(16).toString('base64url');
    return `${salt}.${this.#mac(secret, salt)}`;
  }

  /** Constant-time check that `token` was minted by this server for `secret`. */
  verify(secret: string, token: unknown): boolean {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return false;
    const [salt = '', given = ''] = token.split('.');
    const expected = Buffer.from(this.#mac(secret, salt));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  #mac(secret: string, salt: string): string {
    return createHmac('sha256', this.#key).update(`${secret}.${salt}`).digest('base64url');
  }
}
