import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { App } from './server.ts';

/** Where Fastify keeps a request's abort listener (it has no public way to reach it). */
const fastifySymbols = createRequire(import.meta.url)('fastify/lib/symbols.js') as { kOnAbort?: unknown };
const found = fastifySymbols.kOnAbort;
// A Fastify that keeps it elsewhere would quietly leave POSTs without their 503 again: refuse to start.
if (typeof found !== 'symbol') {
  throw new Error("Fastify's request abort listener (kOnAbort) was not found: answerOnce needs it");
}
const kOnAbort: symbol = found;

const TIMEOUT_CODE = 'FST_ERR_HANDLER_TIMEOUT';

/**
 * Whether the handler timeout has answered this request (503 service_unavailable). Exact from the
 * first moment: Fastify aborts the request's signal with the timeout error before it sends the 503.
 */
export function handlerTimedOut(request: FastifyRequest): boolean {
  const { signal } = request;
  return signal.aborted && (signal.reason as { code?: unknown } | undefined)?.code === TIMEOUT_CODE;
}

/** Thrown inside a transaction whose request already got its 503, so that nothing commits after it. */
export class AnsweredByTimeout extends Error {
  constructor() {
    super('the request timed out and was answered 503 before this work finished');
    this.name = 'AnsweredByTimeout';
  }
}

/** Throws AnsweredByTimeout once the request has had its 503 (call it inside the transaction that would commit). */
export function assertNotTimedOut(request: FastifyRequest): void {
  if (handlerTimedOut(request)) throw new AnsweredByTimeout();
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** What a handler may still call on its reply after the timeout: reads, and waiting for the end. */
const READS = new Set<PropertyKey>(['then', 'getHeader', 'getHeaders', 'hasHeader', 'hasTrailer']);

/**
 * The reply as the handler sees it: the real one until the timeout has answered 503, then one on
 * which every change (status, headers, cookies, send) is a no-op, so a late handler cannot touch
 * the 503 Fastify is sending or send a second answer. Fastify, its hooks and the error handler keep
 * the real reply.
 */
function replyForHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const guarded: FastifyReply = new Proxy(reply, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (handlerTimedOut(request) && !READS.has(property)) return guarded;
        const result: unknown = value.apply(target, args);
        // Chained calls (reply.code(201).send(…)) stay on the guarded reply.
        return result === target ? guarded : result;
      };
    },
    set(target, property, value) {
      if (!handlerTimedOut(request)) Reflect.set(target, property, value, target);
      return true;
    },
  });
  return guarded;
}

/**
 * The handler finished after its request was answered 503: its result is dropped and its failure
 * is not an error of this request (the 503 was logged). Waits for the 503 to be on the wire, so
 * Fastify never sends a second answer.
 */
function lateOutcome(request: FastifyRequest, reply: FastifyReply, error?: unknown) {
  request.log.warn(
    error === undefined ? {} : { err: error },
    'handler finished after its request timed out (answered 503)',
  );
  return reply;
}

/**
 * Every route answers once (API_TIMEOUT_MS, 503): a handler still running at its timeout can
 * neither send a second reply nor have its late result or failure sent or logged as an error.
 * WebSocket routes are left alone: their handler runs after the upgrade, outside this lifecycle.
 */
export function answerOnce(app: App) {
  // Fastify drops a request's timeout when the request emits `close`, taking it for the client
  // going away. Node emits it as soon as a body has been read, so every POST with a body lost its
  // timeout over a real socket and was never answered 503 (app.inject does not show this). The
  // listener moves to the response: it runs when the connection closes before the answer ends.
  app.addHook('onRequest', (request, reply, done) => {
    const onAbort = (request as unknown as Record<symbol, (() => void) | undefined>)[kOnAbort];
    if (onAbort) {
      request.raw.removeListener('close', onAbort);
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) onAbort();
      });
    }
    done();
  });
  app.addHook('onRoute', (routeOptions: RouteOptions & { websocket?: boolean; wsHandler?: unknown }) => {
    if (routeOptions.websocket || routeOptions.wsHandler) return;
    const handler = routeOptions.handler;
    routeOptions.handler = function answeredOnce(this: unknown, request, reply) {
      const result = handler.call(this as never, request, replyForHandler(request, reply));
      if (!isThenable(result)) return result;
      return Promise.resolve(result).then(
        (payload) => (handlerTimedOut(request) ? lateOutcome(request, reply) : payload),
        (error: unknown) => {
          if (handlerTimedOut(request)) return lateOutcome(request, reply, error);
          throw error;
        },
      );
    };
  });
}
