import { ApiProblem } from './api-problem.ts';

/**
 * PostgreSQL text cannot hold NUL (U+0000): a query, path or body carrying one would fail in the
 * database as a 500. Refused at the edge for every route instead, with the error shape's 400.
 */
export function nulCharacterProblem(): ApiProblem {
  return new ApiProblem('invalid_request', {
    detail: 'Text in the request contains a NUL character (U+0000). Remove it and try again.',
  });
}

/** Whether the URL's path or query carries an encoded NUL (`%00`); a raw one never gets past the HTTP parser. */
export function urlHasNul(url: string): boolean {
  return /%00/i.test(url);
}

/** Whether any string (or object key) in a parsed JSON value contains NUL; bodies are depth-limited before parsing. */
export function jsonHasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || jsonHasNul(item));
  }
  return false;
}
