import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { App } from './server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the site is served over https: cookies are then Secure and `__Host-`-prefixed. */
    secureCookies: boolean;
  }
}

/** Kennel's cookie defaults: whole site, not sent on cross-site subrequests, Secure over https. */
export function cookieOptions(
  secure: boolean,
  overrides: CookieSerializeOptions = {},
): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure, httpOnly: true, ...overrides };
}

/**
 * A cookie's name on this site. Over https it carries the `__Host-` prefix, so the browser only
 * keeps it when it is Secure, for Path=/ and with no Domain: a sibling subdomain cannot plant or
 * overwrite it. Plain http (local development, tests) cannot use the prefix.
 */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

/** The value of the cookie `base` under this site's name for it (only the prefixed one over https). */
export function readCookie(request: FastifyRequest, base: string): string | undefined {
  return request.cookies[cookieName(base, request.server.secureCookies)];
}

/** Records once, for every feature, whether cookies are https ones. */
export function installCookieNames(app: App, secure: boolean) {
  if (!app.hasDecorator('secureCookies')) app.decorate('secureCookies', secure);
}
