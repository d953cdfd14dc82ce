import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { API_TIMEOUT_MS } from '@kennel/core';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Config } from '../config.ts';
import { safeErrorSerializers } from '../monitoring/safe-errors.ts';
import { answerClientError } from './client-errors.ts';
import { classifyError, logFailure, sendApiError } from './errors.ts';
import { answerOnce } from './handler-timeout.ts';
import { tooDeepJson } from './json-depth.ts';
import {
  jsonHasLoneSurrogate,
  jsonHasNul,
  loneSurrogateProblem,
  nulCharacterProblem,
  urlHasNul,
} from './nul-characters.ts';
import { isApiPath, pathOf } from './paths.ts';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.ts';
import { trackRequestsInFlight } from './requests-in-flight.ts';

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface HttpServerOptions {
  config: Config;
  logger?: FastifyBaseLogger;
  /** How long a handler may run before the client gets 503; defaults to the API timeout. */
  handlerTimeoutMs?: number;
}

/**
 * Successful, quick requests are logged one in this many (at info); every failed (4xx, 5xx) or slow
 * one is. Two synchronous log lines per request were 7% of the API's time under load.
 */
export const REQUEST_LOG_SAMPLE = 100;
/** A request slower than this is always logged. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * JSON logs; secrets that could reach a log line through headers or SQL errors are masked. Written
 * to stdout asynchronously (no blocking write per line; pino flushes what is left at exit).
 */
export function createLogger(config: Config, destination?: pino.DestinationStream): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    serializers: safeErrorSerializers,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        `req.headers["x-csrf-token"]`,
        `res.headers["set-cookie"]`,
      ],
      censor: '[redacted]',
    },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/**
 * Request logging that costs little under load: 'request completed' (with the request, status and
 * time) for every failed or slow request and one in `REQUEST_LOG_SAMPLE` of the rest; the line
 * 'incoming request' only at debug. Errors are logged where they are handled (errors.ts).
 */
function logRequests(app: App) {
  let served = 0;
  app.addHook('onRequest', async (request) => {
    request.log.debug({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    served += 1;
    const failed = reply.statusCode >= 400;
    const slow = reply.elapsedTime >= SLOW_REQUEST_MS;
    if (!failed && !slow && served % REQUEST_LOG_SAMPLE !== 0) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (failed || slow) request.log.info(line, 'request completed');
    else request.log.info({ ...line, sampled: REQUEST_LOG_SAMPLE }, 'request completed');
  });
}

/** A hop count trusts that many proxies nearest to the API (as proxy-addr does). */
function trustedProxies(setting: boolean | number) {
  if (typeof setting === 'boolean') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The API speaks JSON only: other bodies get 415, and an empty JSON body means "no body". */
function acceptJsonOnly(app: App) {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    const tooDeep = tooDeepJson(text);
    if (tooDeep) {
      done(tooDeep, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (!error && jsonHasNul(parsed)) done(nulCharacterProblem(), undefined);
      else if (!error && jsonHasLoneSurrogate(parsed)) done(loneSurrogateProblem(), undefined);
      else done(error, parsed);
    });
  });
}

/** A Fastify instance with Kennel's error shape, request ids, timeouts and zod contracts, and no routes yet. */
export function createHttpServer({
  config,
  logger,
  handlerTimeoutMs = API_TIMEOUT_MS,
}: HttpServerOptions): App {
  const app = Fastify({
    // A logger passed in (tests pass their own) also gets the serializers that drop SQL values.
    loggerInstance: logger ? logger.child({}, { serializers: safeErrorSerializers }) : createLogger(config),
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    connectionTimeout: API_TIMEOUT_MS,
    requestTimeout: API_TIMEOUT_MS,
    handlerTimeout: handlerTimeoutMs,
    trustProxy: trustedProxies(config.trustProxy),
    // Fastify's drain answer is not in the error shape; new connections are refused once closing anyway.
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, request, reply) => {
      const classified = classifyError(error);
      logFailure(request, error, classified);
      sendApiError(request, reply, classified);
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: each is wrapped so a handler that outlives its timeout cannot answer twice.
  answerOnce(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptJsonOnly(app);
  logRequests(app);
  trackRequestsInFlight(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (urlHasNul(request.url)) throw nulCharacterProblem();
    // API answers are per user and per moment: never let a browser or proxy cache them.
    if (isApiPath(pathOf(request.url))) reply.header('cache-control', 'no-store');
  });

  // While shutting down, in-flight requests finish but their keep-alive connections must not
  // linger, or close() would wait for the client's idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const classified = classifyError(error);
    logFailure(request, error, classified);
    if (reply.sent) return;
    return sendApiError(request, reply, classified);
  });

  return app;
}
