import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@kennel/core/contracts/csrf';
import { PLATFORM_ENDPOINTS } from '@kennel/core/contracts/platform-endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from './api-problem.ts';
import { cookieName, cookieOptions, installCookieNames } from './cookies.ts';
import { CsrfTokens } from './csrf-token.ts';
import { isApiPath, isServerPath, pathOf } from './paths.ts';
import { route } from './route.ts';
import type { App } from './server.ts';

/** httpOnly cookie with the browser's CSRF secret; scripts never see it. */
export const CSRF_SECRET_COOKIE_NAME = 'kennel_csrf_secret';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** A valid CSRF token for this browser (the one in its cookie, or a fresh one). */
    csrfToken: string;
    /** The secret the browser sent, if it was well formed; only this one can pass a check. */
    csrfSecretSent: string | null;
  }
  interface FastifyReply {
    /**
     * Replaces this browser's CSRF secret and token (both cookies): call when who is signed in
     * changes (login, logout) or what the session may do changes (MFA, password), so a token
     * seen before cannot be used after.
     */
    rotateCsrfToken(): void;
  }
  interface FastifyContextConfig {
    /** false turns the CSRF check off for a route (e.g. a payment provider's signed webhook). */
    csrf?: boolean;
  }
}

export interface CsrfOptions {
  serverSecret: string;
  secureCookies: boolean;
  /** Another server on the same host (the operator console) keeps its own pair of cookies. */
  cookieNames?: { secret: string; token: string };
}

/**
 * Double-submit CSRF protection, written here rather than with @fastify/csrf-protection because
 * Kennel must re-issue the readable `kennel_csrf` cookie on any response where it is missing or
 * stale, which needs a non-throwing verify that the plugin does not expose. The whole scheme is
 * one HMAC and one timing-safe compare (csrf-token.ts).
 */
export function installCsrfProtection(
  app: App,
  {
    serverSecret,
    secureCookies,
    cookieNames = { secret: CSRF_SECRET_COOKIE_NAME, token: CSRF_COOKIE_NAME },
  }: CsrfOptions,
) {
  const tokens = new CsrfTokens(serverSecret);
  const secretCookie = cookieOptions(secureCookies);
  const tokenCookie = cookieOptions(secureCookies, { httpOnly: false });
  const secretCookieName = cookieName(cookieNames.secret, secureCookies);
  const tokenCookieName = cookieName(cookieNames.token, secureCookies);
  // CSRF is installed before any feature, so the cookie names every feature uses are settled here.
  installCookieNames(app, secureCookies);

  app.decorateRequest('csrfToken', '');
  app.decorateRequest('csrfSecretSent', null);
  app.decorateReply('rotateCsrfToken', function (this: FastifyReply) {
    const secret = tokens.createSecret();
    this.request.csrfToken = tokens.createToken(secret);
    this.setCookie(secretCookieName, secret, secretCookie);
    this.setCookie(tokenCookieName, this.request.csrfToken, tokenCookie);
  });

  function issueTokenCookie(request: FastifyRequest, setCookie: (name: string, value: string) => void) {
    const sentSecret = request.cookies[secretCookieName];
    request.csrfSecretSent = tokens.isSecret(sentSecret) ? sentSecret : null;
    let secret = request.csrfSecretSent;
    if (secret === null) {
      secret = tokens.createSecret();
      setCookie(secretCookieName, secret);
    }
    const sentToken = request.cookies[tokenCookieName];
    if (sentToken !== undefined && secret === request.csrfSecretSent && tokens.verify(secret, sentToken)) {
      request.csrfToken = sentToken;
      return;
    }
    request.csrfToken = tokens.createToken(secret);
    setCookie(tokenCookieName, request.csrfToken);
  }

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    // Probes and static files need no token, and cacheable responses must not set cookies.
    const wantsCookies = isApiPath(path) || !(isServerPath(path) || path.startsWith('/assets/'));
    issueTokenCookie(request, (name, value) => {
      if (!wantsCookies) return;
      reply.setCookie(name, value, name === tokenCookieName ? tokenCookie : secretCookie);
    });
  });

  // preParsing runs after per-route rate limits (onRequest) and before the body is read.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return payload;
    const secret = request.csrfSecretSent;
    const sent = request.headers[CSRF_HEADER_NAME];
    // The header is most often the cookie's token, checked against this same secret on the way in
    // (request.csrfToken is always a valid token for the secret sent, when one was): no second HMAC.
    if (secret !== null && sent !== undefined && sent === request.csrfToken) return payload;
    if (secret === null || !tokens.verify(secret, sent)) {
      throw new ApiProblem('csrf_invalid');
    }
    return payload;
  });

  route(app, PLATFORM_ENDPOINTS.getCsrfToken, async ({ request, reply }) => {
    reply.setCookie(tokenCookieName, request.csrfToken, tokenCookie);
    return { data: { token: request.csrfToken } };
  });
}
