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

/**
 * JSON may escape half of a UTF-16 surrogate pair on its own (`"\\ud800"`), which is no character
 * at all: PostgreSQL's json parser refuses it (a 500 where a query casts the text to jsonb).
 * Refused at the edge like NUL, with the error shape's 400.
 */
export function loneSurrogateProblem(): ApiProblem {
  return new ApiProblem('invalid_request', {
    detail: 'Text in the request is not valid Unicode (half of a surrogate pair). Remove it and try again.',
  });
}

/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Whether any string (or object key) in a parsed JSON value holds half a surrogate pair. */
export function jsonHasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return !isWellFormed(value);
  if (Array.isArray(value)) return value.some(jsonHasLoneSurrogate);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => !isWellFormed(key) || jsonHasLoneSurrogate(item));
  }
  return false;
}
