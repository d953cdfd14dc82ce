import { csrfTokenResponseSchema } from './csrf.ts';
import type { Endpoint } from './endpoint.ts';
import {
  sessionResponseSchema,
  sharedClientConfigQuerySchema,
  sharedClientConfigResponseSchema,
} from './platform.ts';

/** What every page needs before it shows: who is signed in, the legal links, a CSRF token. */
export const PLATFORM_ENDPOINTS = {
  getSession: {
    method: 'GET',
    path: '/v1/session',
    summary: 'Who is signed in on this browser, if anyone. Reading it keeps the session alive.',
    auth: false,
    idempotent: false,
    status: 200,
    response: sessionResponseSchema,
  },
  getSharedClientConfig: {
    method: 'GET',
    path: '/v1/shared-client-config',
    summary: 'Settings the web client loads at start-up: the legal document links.',
    auth: false,
    idempotent: false,
    query: sharedClientConfigQuerySchema,
    status: 200,
    response: sharedClientConfigResponseSchema,
  },
  getCsrfToken: {
    method: 'GET',
    path: '/v1/csrf',
    summary:
      'The CSRF token to send in the x-csrf-token header; also set in the kennel_csrf cookie (__Host-kennel_csrf over https).',
    auth: false,
    idempotent: false,
    status: 200,
    response: csrfTokenResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
