// The app shell checks answers with core's zod-free checks (@kennel/core/contracts/shell-checks, held
// to the zod schemas by a core test): a schema library here would land in every page's first download.

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
