import type { Endpoint, EndpointOutput, EndpointParsed, PlayerBudget, SessionUser } from '@kennel/core';
import type {
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { ApiProblem } from './api-problem.ts';
import { requireUser, signedInUser } from './auth.ts';
import { type Idempotency, problemResponse, rememberClientContent } from './idempotency.ts';
import { errorResponses } from './openapi.ts';
import { perAccountLimit, stricterRateLimit } from './rate-limit.ts';
import type { App } from './server.ts';

const MINUTE_MS = 60_000;

/** The answer of an idempotent endpoint, stored inside the transaction that moves the money. */
export interface EndpointRun<E extends Endpoint> {
  /**
   * The request's Idempotency-Key within its replay window (`IdempotentRun.key`); money rows are
   * keyed by it so a retry resumes them, and a key reused after expiry starts new ones.
   */
  readonly key: string;
  /** Stores `body` (with the endpoint's status) as the answer every retry with this key replays. */
  save(tx: Database, body: EndpointOutput<E>): Promise<void>;
  /** Replaces the stored answer with a later state of the same effect (a payout that followed). */
  replace(tx: Database, body: EndpointOutput<E>): Promise<void>;
  /** Stores a refusal as the answer, with the rows that record it (a declined card's failed deposit). */
  saveProblem(tx: Database, problem: ApiProblem): Promise<void>;
}

/** What a handler is given: the checked input, and the player and the idempotent run where the contract has them. */
export type RouteContext<E extends Endpoint> = EndpointParsed<E> & {
  request: FastifyRequest;
  reply: FastifyReply;
} & (E['auth'] extends true ? { user: SessionUser } : unknown) &
  (E['idempotent'] extends true ? { run: EndpointRun<E> } : unknown);

/** A handler answers the success body (nothing for 204); route() sends it with the contract's status. */
export type RouteHandler<E extends Endpoint> = (
  context: RouteContext<E>,
) => Promise<E['response'] extends null ? void : EndpointOutput<E>>;

/** What a route needs beyond its contract: how this server does it, not what the endpoint is. */
export interface RouteExtras {
  /** For this route's log lines (the card processor's keeps the card out of every log). */
  logSerializers?: RouteShorthandOptions['logSerializers'];
  /**
   * The handler answers a missing or ended session itself (the session refresh tells an ended
   * session, `session_expired`, from none); a guest still gets 401.
   */
  checksSessionItself?: boolean;
  /**
   * Checks of the caller beyond the player's session (the operator console's role guard): run
   * before the input is validated, so a caller without the right gets no hint about the input.
   */
  guards?: preValidationHookHandler[];
}

/** Shared by every route: made once by the composition root. */
export interface RouteServices {
  idempotency: Idempotency;
  /** One per-player limiter per budget; endpoints naming a budget share its limiter. */
  playerBudgets: Record<PlayerBudget, preHandlerHookHandler>;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeServices: RouteServices;
  }
}

export function installRouteServices(app: App, services: RouteServices) {
  app.decorate('routeServices', services);
}

function preHandlersFor(app: App, endpoint: Endpoint, extras: RouteExtras): preHandlerHookHandler[] {
  const handlers: preHandlerHookHandler[] = [];
  if (endpoint.auth && !extras.checksSessionItself) handlers.push(requireUser);
  const limit = endpoint.accountRateLimit;
  if (limit) {
    const field = limit.per === 'user' ? undefined : limit.per.slice('body.'.length);
    handlers.push(
      perAccountLimit(app, `${endpoint.method} ${endpoint.path}`, {
        max: limit.max,
        timeWindowMs: limit.windowMinutes * MINUTE_MS,
        key: (request) => {
          if (field === undefined) return request.user?.id;
          const value = (request.body as Record<string, unknown> | null | undefined)?.[field];
          return typeof value === 'string' ? value : undefined;
        },
      }),
    );
  }
  if (endpoint.playerBudget) handlers.push(app.routeServices.playerBudgets[endpoint.playerBudget]);
  return handlers;
}

function routeConfig(endpoint: Endpoint) {
  const { rateLimitPerMinute, rateLimit } = endpoint;
  return {
    ...(rateLimitPerMinute !== undefined ? stricterRateLimit(rateLimitPerMinute) : {}),
    ...(rateLimit ? stricterRateLimit(rateLimit.max, rateLimit.windowMinutes * MINUTE_MS) : {}),
    // A partner's signed notification, or the card processor's own endpoint: no Kennel CSRF token.
    ...(endpoint.external || endpoint.partner ? { csrf: false } : {}),
  };
}

function checkContract(endpoint: Endpoint, extras: RouteExtras) {
  const where = `${endpoint.method} ${endpoint.path}`;
  if (endpoint.rateLimit && endpoint.rateLimitPerMinute !== undefined) {
    throw new Error(`${where}: give rateLimitPerMinute or rateLimit, not both`);
  }
  if (endpoint.idempotent && !(endpoint.auth && !extras.checksSessionItself && endpoint.playerBudget)) {
    throw new Error(`${where}: a money-moving endpoint needs auth and a playerBudget`);
  }
  // A paid action is authorised for the signed-in player, and each player's budget bounds the tries.
  if (endpoint.paidAction && !(endpoint.auth && !extras.checksSessionItself && endpoint.playerBudget)) {
    throw new Error(`${where}: a paid-action endpoint needs auth and a playerBudget`);
  }
}

/**
 * Registers `endpoint` from its core contract: method, path, input schemas, the success answer
 * and the shared error answers (so the OpenAPI reference follows), sign-in, rate limits, CSRF,
 * and idempotency. The handler only does the work and answers the success body.
 */
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: RouteHandler<E>,
  extras: RouteExtras = {},
) {
  checkContract(endpoint, extras);
  const { status } = endpoint;
  const idempotency = endpoint.idempotent ? app.routeServices.idempotency : undefined;

  const respond = async (request: FastifyRequest, reply: FastifyReply, run?: EndpointRun<E>) => {
    const context = {
      request,
      reply,
      params: request.params ?? {},
      query: request.query ?? {},
      body: request.body,
      ...(endpoint.auth && !extras.checksSessionItself ? { user: signedInUser(request) } : {}),
      ...(run ? { run } : {}),
    } as RouteContext<E>;
    return handler(context);
  };

  // A paid request's fingerprint is taken of what the client sent, before validation adds defaults.
  const preValidation = [...(idempotency ? [rememberClientContent] : []), ...(extras.guards ?? [])];
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    preHandler: preHandlersFor(app, endpoint, extras),
    ...(preValidation.length > 0 ? { preValidation } : {}),
    config: routeConfig(endpoint),
    ...(extras.logSerializers ? { logSerializers: extras.logSerializers } : {}),
    schema: {
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(endpoint.partner ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response ?? z.null(), ...errorResponses },
    },
    async handler(request, reply) {
      if (idempotency) {
        return idempotency.run(request, reply, async (stored) => {
          const run: EndpointRun<E> = {
            key: stored.key,
            save: (tx, body) => stored.saveResponse(tx, { status, body }),
            replace: (tx, body) => stored.replaceResponse(tx, { status, body }),
            saveProblem: (tx, problem) => stored.saveResponse(tx, problemResponse(problem, request)),
          };
          return { status, body: await respond(request, reply, run) };
        });
      }
      const body = await respond(request, reply);
      if (status === 204) return reply.code(204).send();
      if (endpoint.contentType === 'text/csv') reply.type('text/csv; charset=utf-8');
      if (endpoint.contentType === 'application/pdf') reply.type('application/pdf');
      return reply.code(status).send(body);
    },
  };
  app.route(options);
}
