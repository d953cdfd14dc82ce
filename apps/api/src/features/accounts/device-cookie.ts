import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, cookieOptions, readCookie } from '../../platform/http/cookies.ts';
import { hashSecretToken } from './account-secrets.ts';

/** httpOnly: the id that makes a browser a known device is never readable by scripts. */
export const DEVICE_COOKIE_NAME = 'kennel_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export interface Device {
  id: string;
  /** What is stored: the device id is a bearer secret for "known device". */
  idHash: string;
}

/**
 * The browser's device id: its cookie, else the id the client sent, else a new one; the cookie is
 * (re)set whenever it does not already hold that id.
 */
export function deviceFor(
  request: FastifyRequest,
  reply: FastifyReply,
  sentDeviceId: string | undefined,
  secure: boolean,
): Device {
  const cookie = readCookie(request, DEVICE_COOKIE_NAME);
  const fromCookie = cookie && DEVICE_ID_PATTERN.test(cookie) ? cookie : undefined;
  const id = fromCookie ?? sentDeviceId ?? randomBytes(24).toString('base64url');
  if (id !== fromCookie) {
    reply.setCookie(
      cookieName(DEVICE_COOKIE_NAME, secure),
      id,
      cookieOptions(secure, { maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS }),
    );
  }
  return { id, idHash: hashSecretToken(id) };
}
