import { type ClientError, toClientError } from '@kennel/core/client-error';
import { CLIENT_SIDE_ERRORS, type ClientSideErrorCode } from '@kennel/core/client-side-errors';

/** A failed API call; `clientError` is the seed's client error object for the UI to show. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly clientError: ClientError,
    readonly request: { method: string; path: string },
    options?: { cause?: unknown },
  ) {
    super(clientError.message, options);
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
