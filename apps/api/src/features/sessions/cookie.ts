import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, cookieOptions, readCookie } from '../../platform/http/cookies.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from './service.ts';

/** httpOnly: scripts never see the token. `__Host-`-prefixed over https (see cookies.ts). */
export const SESSION_COOKIE_NAME = 'kennel_session';

export function sessionTokenFrom(request: FastifyRequest): string | undefined {
  return readCookie(request, SESSION_COOKIE_NAME);
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(
    cookieName(SESSION_COOKIE_NAME, secure),
    token,
    cookieOptions(secure, { maxAge: Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000) }),
  );
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(cookieName(SESSION_COOKIE_NAME, secure), cookieOptions(secure));
}
