/**
 * The catalogue entries the web client raises itself (no answer arrived, or the answer was unusable).
 * They live apart so the client can use them without shipping the whole catalogue in its first
 * download; ERROR_CATALOGUE includes them unchanged.
 */
export const CLIENT_SIDE_ERRORS = {
  request_timeout: {
    status: 408,
    title: 'Request timed out',
    detail: 'The request took too long. Check your connection and try again.',
  },
  network_error: {
    // Raised by the web client when no response arrives (offline, DNS, connection reset).
    status: 503,
    title: 'Connection problem',
    detail: 'We could not reach Kennel. Check your internet connection and try again.',
  },
  outcome_unknown: {
    // Shown by the web client when a paid request got no answer: it may have gone through.
    status: 503,
    title: 'We did not hear back',
    detail:
      'It may have gone through. Check your entries and balance; trying again sends the very same request, so nothing happens twice.',
  },
  attempt_too_old: {
    // Shown by the web client instead of sending again a paid request that got no answer long ago:
    // its key is past the server's replay window, so the same key could no longer stop a second charge.
    status: 409,
    title: 'Check before trying again',
    detail:
      'We never heard back about your earlier attempt, and it is too old to send again as the same request. Check your entries and balance first; pressing again sends a new request.',
  },
  internal_error: {
    status: 500,
    title: 'Something went wrong',
    detail: 'Something went wrong on our side. Try again; if it keeps happening, contact support.',
  },
} as const satisfies Record<string, { status: number; title: string; detail: string }>;

export type ClientSideErrorCode = keyof typeof CLIENT_SIDE_ERRORS;
