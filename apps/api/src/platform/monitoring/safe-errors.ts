import { stdSerializers } from 'pino';
import { sqlStateOf } from '../db/sql-errors.ts';

/**
 * Logs must never carry the values a query was run with (emails, token hashes, amounts, ...).
 * Drizzle's query error repeats every parameter in its message and `params`; PostgreSQL's own
 * errors quote values in `detail` ("Key (email)=(...)"), `where` and, for bad input, the message.
 * This serializer keeps what a person debugging needs (type, SQLSTATE, query text with $n
 * placeholders, constraint, stack frames) and drops or masks the values.
 */

const REDACTED = '[redacted]';
/** Properties whose value is, or may quote, a parameter value. */
const VALUE_FIELDS = ['params', 'parameters', 'values', 'detail', 'where', 'internalQuery'] as const;
/** Short values (true, 10, USD, card) are too common to mask everywhere and tell nothing on their own. */
const MIN_MASKED_LENGTH = 6;

interface ErrorLike {
  message?: unknown;
  query?: unknown;
  params?: unknown;
  code?: unknown;
  cause?: unknown;
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** Pairs of [text as logged, text to log instead], found along the error and its causes. */
function replacementsFor(error: unknown): [string, string][] {
  const replacements: [string, string][] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth += 1) {
    const failure = current as ErrorLike;
    const message = typeof failure.message === 'string' ? failure.message : '';
    // Drizzle's wrapper (and PGlite's own error) carry `params`; only Drizzle's message lists them.
    if (Array.isArray(failure.params)) {
      if (message.startsWith('Failed query:') && typeof failure.query === 'string') {
        replacements.push([message, `Failed query: ${failure.query}\nparams: ${REDACTED}`]);
      }
      for (const param of failure.params) {
        const text = textOf(param);
        if (text && text.length >= MIN_MASKED_LENGTH) replacements.push([text, REDACTED]);
      }
    }
    // PostgreSQL quotes the offending value in messages such as `invalid input syntax for type
    // uuid: "..."`; the SQLSTATE says what went wrong without it.
    if (message && typeof failure.code === 'string' && /^[0-9A-Z]{5}$/.test(failure.code)) {
      const masked = message.replace(/"[^"]*"/g, `"${REDACTED}"`);
      if (masked !== message) replacements.push([message, masked]);
    }
    current = failure.cause;
  }
  // Longest first, so a whole message is replaced before the values inside it.
  return replacements.sort(([a], [b]) => b.length - a.length);
}

function mask(text: string, replacements: [string, string][]): string {
  let result = text;
  for (const [from, to] of replacements) result = result.split(from).join(to);
  return result;
}

/** Masks a stack's messages but not its frames (a value like "test" must not mangle file paths). */
function maskStack(stack: string, replacements: [string, string][]): string {
  const frame = /^\s+at /;
  const lines = stack.split('\n');
  const masked: string[] = [];
  for (let start = 0; start < lines.length; ) {
    let end = start;
    while (end < lines.length && !frame.test(lines[end] ?? '')) end += 1;
    if (end > start) masked.push(mask(lines.slice(start, end).join('\n'), replacements));
    while (end < lines.length && frame.test(lines[end] ?? '')) masked.push(lines[end++] ?? '');
    start = end;
  }
  return masked.join('\n');
}

/** Pino's error serializer without parameter values; set as the `err` serializer of every logger. */
export function serializeError(error: unknown): unknown {
  const serialized = stdSerializers.err(error as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const replacements = replacementsFor(error);
  const record = serialized as unknown as Record<string, unknown>;
  for (const field of VALUE_FIELDS) delete record[field];
  const sqlState = sqlStateOf(error);
  if (sqlState && record.code === undefined) record.code = sqlState;
  if (replacements.length === 0) return serialized;
  if (typeof record.message === 'string') record.message = mask(record.message, replacements);
  if (typeof record.stack === 'string') record.stack = maskStack(record.stack, replacements);
  return serialized;
}

export const safeErrorSerializers = { err: serializeError, error: serializeError };
