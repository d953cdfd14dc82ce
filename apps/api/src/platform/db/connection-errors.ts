/**
 * Failures that mean "the database cannot be reached right now", not "this request is wrong":
 * the client should retry later (503), and the process must survive them.
 */

/** SQLSTATEs of a lost or refused server: class 08 (connection exception) and the shutdown codes. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or in recovery)
  '53300', // too_many_connections
]);

/** Socket errors of the driver when the server is gone or unreachable. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Messages of `pg` and `pg-pool` that carry no code (the socket closed under a query, a dead client). */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
];

function isUnavailableHere(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('08') && code.length === 5) return true;
  if (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  // Drizzle's wrapper repeats the whole query in its message, so only the driver's own messages count.
  if (message.startsWith('Failed query:')) return false;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `error`, or any error it wraps (Drizzle wraps the driver's), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (isUnavailableHere(candidate)) return true;
    // Node reports a refused dual-stack connect as an AggregateError of one failure per address.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
