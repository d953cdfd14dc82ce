import { type ApiError, ERROR_CATALOGUE, type ErrorCode } from '@kennel/core';

/** Optional fields a feature may add to an error (CTA links, invalid options, field messages, ...). */
export type ApiErrorExtras = Omit<
  Partial<ApiError>,
  'api_code' | 'http_status_code' | 'status' | 'request_id'
>;

/**
 * The one error type features throw. The global error handler turns it into the API error shape
 * with the catalogue's status, title and detail.
 */
export class ApiProblem extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly extras: ApiErrorExtras;

  constructor(code: ErrorCode, extras: ApiErrorExtras = {}) {
    super(extras.detail ?? ERROR_CATALOGUE[code].detail);
    this.name = 'ApiProblem';
    this.code = code;
    this.statusCode = ERROR_CATALOGUE[code].status;
    this.extras = extras;
  }
}

/** Builds the error body; `status` overrides the catalogue's only for framework errors without their own code. */
export function apiErrorBody(
  code: ErrorCode,
  requestId: string,
  extras: ApiErrorExtras = {},
  status: number = ERROR_CATALOGUE[code].status,
): ApiError {
  const entry = ERROR_CATALOGUE[code];
  return {
    api_code: code,
    title: entry.title,
    detail: entry.detail,
    ...extras,
    http_status_code: status,
    status,
    request_id: requestId,
  };
}
