/** The unique index a failed insert ran into (PostgreSQL 23505), from pg or PGlite, however wrapped. */
export function violatedUniqueIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const failure = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (failure.code === '23505') {
      if (typeof failure.constraint === 'string') return failure.constraint;
      const named = /unique constraint "([^"]+)"/.exec(String(failure.message ?? ''));
      return named?.[1] ?? 'unknown';
    }
    current = failure.cause;
  }
  return null;
}
