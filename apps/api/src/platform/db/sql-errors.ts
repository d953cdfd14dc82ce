/**
 * The one reader of SQL error states, for both drivers (pg and PGlite), however Drizzle wraps them.
 */

interface ErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The first error along the cause chain that carries a SQLSTATE (Drizzle's wrapper has none). */
function sqlErrorOf(error: unknown): ErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as ErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, e.g. `23505`. */
export function sqlStateOf(error: unknown): string | undefined {
  return sqlErrorOf(error)?.code as string | undefined;
}

export const SQL_STATES = {
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** A transaction that lost a race (serialisation failure or deadlock victim) and may simply run again. */
export function isRetryableTransactionFailure(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === SQL_STATES.serializationFailure || state === SQL_STATES.deadlockDetected;
}

/** The unique index a failed write ran into (23505), or null for any other error. */
export function violatedUniqueIndex(error: unknown): string | null {
  const failure = sqlErrorOf(error);
  if (failure?.code !== SQL_STATES.uniqueViolation) return null;
  if (typeof failure.constraint === 'string') return failure.constraint;
  const named = /unique constraint "([^"]+)"/.exec(String(failure.message ?? ''));
  return named?.[1] ?? 'unknown';
}
