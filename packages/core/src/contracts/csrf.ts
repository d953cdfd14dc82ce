import { z } from 'zod';

/** Readable cookie that carries the CSRF token to the browser (double-submit, like axios xsrfCookieName). */
export const CSRF_COOKIE_NAME = 'kennel_csrf';

/** Header the client echoes the token in on every POST, PUT, PATCH and DELETE. */
export const CSRF_HEADER_NAME = 'x-csrf-token';

/** `GET /v1/csrf`: the current token; the same value is set in the `kennel_csrf` cookie. */
export const csrfTokenResponseSchema = z
  .object({ data: z.object({ token: z.string() }) })
  .meta({ id: 'CsrfToken' });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;
