// Hand-written checks for the app shell: a schema library here would land in the first download of
// every page (the lazily loaded feature pages keep using core's zod contracts).

/** A JSON object: not null and not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A safe whole number, like zod's `int()`. */
export function isWholeNumber(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/**
 * Wraps a parser (a clean copy of the value, or null when it has the wrong shape) in the `safeParse`
 * shape the HTTP client checks responses with.
 */
export function checkedBy<T>(parse: (value: unknown) => T | null, what: string) {
  return {
    safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown } {
      const data = parse(value);
      return data === null
        ? { success: false, error: new TypeError(`The answer is not a valid ${what}`) }
        : { success: true, data };
    },
  };
}
