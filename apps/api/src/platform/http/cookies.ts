import type { CookieSerializeOptions } from '@fastify/cookie';

/** Kennel's cookie defaults: whole site, not sent on cross-site subrequests, Secure over https. */
export function cookieOptions(
  secure: boolean,
  overrides: CookieSerializeOptions = {},
): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure, httpOnly: true, ...overrides };
}
