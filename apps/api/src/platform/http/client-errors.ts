import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { apiErrorBody } from './api-problem.ts';
import type { ClassifiedError } from './errors.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/** Errors Node raises before a request exists: too slow, headers too big, or not HTTP at all. */
function classifyClientError(error: NodeJS.ErrnoException): ClassifiedError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { code: 'request_timeout' };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { code: 'invalid_request', status: 431 };
  return { code: 'invalid_request' };
}

/**
 * Answers broken connections in the API error shape too (Fastify's default writes its own body).
 * There is no request yet, so the id is made here.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const requestId = randomUUID();
    const classified = classifyClientError(error);
    const answer = apiErrorBody(classified.code, requestId, classified.extras, classified.status);
    const body = JSON.stringify(answer);
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `${REQUEST_ID_HEADER}: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
