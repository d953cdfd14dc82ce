import { type ClientError, toClientError } from '@kennel/core/client-error';
import { CLIENT_SIDE_ERRORS, type ClientSideErrorCode } from '@kennel/core/client-side-errors';
import { serverNow } from '../clock/index.ts';

/** A failed API call; `clientError` is the seed's client error object for the UI to show. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  /** How long the server asked to wait before sending again (a 429's or 503's Retry-After), if it said. */
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly clientError: ClientError,
    readonly request: { method: string; path: string },
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(clientError.message, options);
    this.retryAfterMs = options?.retryAfterMs;
  }

  get status(): number | undefined {
    return this.clientError.status;
  }

  get apiCode(): string | undefined {
    return this.clientError.apiCode;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** A client error for a failure that happened before any API answer (timeout, no connection). */
export function catalogueClientError(code: ClientSideErrorCode): ClientError {
  const entry = CLIENT_SIDE_ERRORS[code];
  return toClientError({ api_code: code, title: entry.title, detail: entry.detail, status: entry.status });
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = serverNow()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1_000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
