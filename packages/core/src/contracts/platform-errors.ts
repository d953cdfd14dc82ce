import { CLIENT_SIDE_ERRORS } from '../client-side-errors.ts';
import type { ErrorEntries } from './error-entry.ts';

/** The platform's errors: requests the API cannot read, sign-in and security checks, limits on requests, idempotency, outages. */
export const PLATFORM_ERRORS = {
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
  request_timeout: CLIENT_SIDE_ERRORS.request_timeout,
  service_unavailable: {
    status: 503,
    title: 'Temporarily unavailable',
    detail: 'Kennel is briefly unavailable. Try again in a minute.',
  },
  network_error: CLIENT_SIDE_ERRORS.network_error,
  outcome_unknown: CLIENT_SIDE_ERRORS.outcome_unknown,
  attempt_too_old: CLIENT_SIDE_ERRORS.attempt_too_old,
  internal_error: CLIENT_SIDE_ERRORS.internal_error,
  idempotency_key_required: {
    status: 400,
    title: 'Request key missing',
    detail:
      'This request needs an Idempotency-Key header so it can be retried safely. Refresh the page and try again.',
  },
  idempotency_key_reused: {
    status: 422,
    title: 'Request key already used',
    detail:
      'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
  },
  idempotency_request_in_progress: {
    status: 409,
    title: 'Request in progress',
    detail:
      "We're still working on this request. Wait a moment, then check your balance before trying again.",
  },
} as const satisfies ErrorEntries;
