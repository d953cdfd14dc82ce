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
    summary: 'Who is signed in, if anyone.',
    auth: false,
    idempotent: false,
    status: 200,
    response: sessionResponseSchema,
  },
  getSharedClientConfig: {
    method: 'GET',
    path: '/v1/shared-client-config',
    summary: 'Settings every client needs at start-up: the legal links.',
    auth: false,
    idempotent: false,
    query: sharedClientConfigQuerySchema,
    status: 200,
    response: sharedClientConfigResponseSchema,
  },
  getCsrfToken: {
    method: 'GET',
    path: '/v1/csrf',
    summary: 'A CSRF token for the next POST, PUT, PATCH or DELETE; also set in the kennel_csrf cookie.',
    auth: false,
    idempotent: false,
    status: 200,
    response: csrfTokenResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
