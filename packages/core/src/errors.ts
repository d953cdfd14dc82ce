/**
 * Kennel's error catalogue: every error a user can see has a code here, an HTTP status,
 * a title and a message that says what to do next.
 */
export const ERROR_CATALOGUE = {
  not_found: {
    status: 404,
    title: 'Not found',
    detail: 'We could not find what you asked for. Check the address and try again.',
  },
  route_not_found: {
    status: 404,
    title: 'Not found',
    detail: 'This API path does not exist. Check the address and the API version.',
  },
  malformed_json: {
    status: 400,
    title: 'Malformed request',
    detail: 'The request body is not valid JSON. Fix the body and try again.',
  },
  invalid_request: {
    status: 400,
    title: 'Check your details',
    detail: 'Some of the details you sent are not valid. Correct the highlighted fields and try again.',
  },
  unsupported_media_type: {
    status: 415,
    title: 'Unsupported content type',
    detail: 'Send the request body as JSON (Content-Type: application/json).',
  },
  payload_too_large: {
    status: 413,
    title: 'Request too large',
    detail: 'The request body is larger than we accept. Send less data and try again.',
  },
  csrf_invalid: {
    status: 403,
    title: 'Security check failed',
    detail: 'Your security token is missing or out of date. Refresh the page and try again.',
  },
  unauthenticated: {
    status: 401,
    title: 'Please log in',
    detail: 'You need to be logged in to do that. Log in and try again.',
  },
  forbidden: { status: 403, title: 'Not allowed', detail: 'Your account is not allowed to do that.' },
  rate_limited: {
    status: 429,
    title: 'Too many requests',
    detail: 'You are going a little fast. Wait a moment and try again.',
  },
  request_timeout: {
    status: 408,
    title: 'Request timed out',
    detail: 'The request took too long. Check your connection and try again.',
  },
  service_unavailable: {
    status: 503,
    title: 'Temporarily unavailable',
    detail: 'Kennel is briefly unavailable. Try again in a minute.',
  },
  internal_error: {
    status: 500,
    title: 'Something went wrong',
    detail: 'Something went wrong on our side. Try again; if it keeps happening, contact support.',
  },
} as const satisfies Record<string, { status: number; title: string; detail: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, value);
}
