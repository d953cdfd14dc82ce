import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../platform/http/cookies.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from './service.ts';

/** httpOnly: scripts never see the token. */
export const SESSION_COOKIE_NAME = 'kennel_session';

export function sessionTokenFrom(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE_NAME];
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(
    SESSION_COOKIE_NAME,
    token,
    cookieOptions(secure, { maxAge: Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000) }),
  );
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE_NAME, cookieOptions(secure));
}
