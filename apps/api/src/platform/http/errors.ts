import { ERROR_CATALOGUE, type ErrorCode } from '@kennel/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { type ApiErrorExtras, ApiProblem, apiErrorBody } from './api-problem.ts';

/** What the client is told about a failure: a catalogue code, plus anything the code needs. */
export interface ClassifiedError {
  code: ErrorCode;
  /** Only for framework 4xx errors whose status has no catalogue code of its own. */
  status?: number;
  extras?: ApiErrorExtras;
}

const FRAMEWORK_ERROR_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_request',
  FST_ERR_BAD_URL: 'invalid_request',
  FST_ERR_MAX_PARAM_LENGTH: 'route_not_found',
  FST_ERR_HANDLER_TIMEOUT: 'service_unavailable',
};

const CODES_BY_CLIENT_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

type ValidationFailure = Pick<FastifyError, 'validationContext'> & {
  validation: { instancePath: string; message?: string }[];
};

/** Field path → first message, so forms can highlight each bad field. */
function fieldMessages(error: ValidationFailure): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
    fields[field] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof ApiProblem) return { code: error.code, extras: error.extras };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { code: 'invalid_request', extras: { fields: fieldMessages(error) } };
  }
  const failure = (error ?? {}) as Partial<FastifyError>;
  const known = failure.code ? FRAMEWORK_ERROR_CODES[failure.code] : undefined;
  if (known) return { code: known };
  if (Array.isArray(failure.validation)) {
    return { code: 'invalid_request', extras: { fields: fieldMessages(failure as ValidationFailure) } };
  }
  // A lost database is an outage the client can wait out, never a bug of ours (500).
  if (isDatabaseUnavailable(error)) return { code: 'service_unavailable' };
  const status = failure.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CODES_BY_CLIENT_STATUS[status];
    return code ? { code } : { code: 'invalid_request', status };
  }
  return { code: 'internal_error' };
}

/** Sends the API error shape; never a stack trace or an internal message. */
export function sendApiError(request: FastifyRequest, reply: FastifyReply, classified: ClassifiedError) {
  const body = apiErrorBody(classified.code, request.id, classified.extras, classified.status);
  // An outage is worth retrying soon (the database reconnects by itself); tell clients when.
  if (body.status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
  return reply
    .code(body.status)
    .header('x-request-id', request.id)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Logs a failure at a level that matches who caused it: our bugs loudly, client mistakes quietly. */
export function logFailure(request: FastifyRequest, error: unknown, classified: ClassifiedError) {
  const status = classified.status ?? ERROR_CATALOGUE[classified.code].status;
  if (status >= 500) {
    request.log.error({ err: error, api_code: classified.code }, 'request failed');
  } else {
    request.log.info({ api_code: classified.code, status }, 'request rejected');
  }
}
