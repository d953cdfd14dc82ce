import type { z } from 'zod';
import type { PaidActionType } from '../compliance/paid-actions.ts';

/** Per-player budgets: deposits, withdrawals, reads of saved payment methods, and game entries each have their own. */
export type PlayerBudget = 'deposits' | 'withdrawals' | 'payment_methods' | 'entries';

/**
 * One HTTP endpoint, declared once: the API registers its route from it (`route(app, endpoint,
 * handler)`) and the web calls it through it (`call(endpoint, input)`), so method, path, input
 * checks, answer, sign-in and idempotency cannot drift apart.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `/v1/deposits/:id`. */
  readonly path: string;
  /** One line for the API reference (OpenAPI `summary`). */
  readonly summary?: string;
  /** The caller must be signed in; a guest is answered 401 `unauthenticated`. */
  readonly auth: boolean;
  /**
   * Money-moving: the request carries an Idempotency-Key header; the first answer is stored and
   * replayed for the same key (header `idempotent-replayed: true`).
   */
  readonly idempotent: boolean;
  /** Called by a payment partner, not the browser: no session and no CSRF token; checked by signature. */
  readonly external?: boolean;
  /**
   * A payment partner's own endpoint that the sandbox serves in this process (outside /v1): not
   * Kennel's API, so left out of the API reference and posted without Kennel's CSRF token.
   */
  readonly partner?: boolean;
  /**
   * A stricter budget than the API-wide one, per client address per minute (sign-in, codes).
   * Money-moving endpoints also draw on a per-player budget (`playerBudget`).
   */
  readonly rateLimitPerMinute?: number;
  /** Like `rateLimitPerMinute`, over a longer window (sign-up: 10 an hour); use one or the other. */
  readonly rateLimit?: { readonly max: number; readonly windowMinutes: number };
  /**
   * A budget per account on top of the per-address one, so one account is protected however many
   * addresses try it: counted per signed-in player (`user`) or per value of a body field
   * (`body.email`: the account being tried).
   */
  readonly accountRateLimit?: {
    readonly max: number;
    readonly windowMinutes: number;
    readonly per: 'user' | `body.${string}`;
  };
  /**
   * The per-player budget (per minute, whatever the addresses) this endpoint draws on, shared with
   * every endpoint naming the same one; the API sizes it from its rate-limit setting. Every
   * money-moving (`idempotent`) endpoint names one.
   */
  readonly playerBudget?: PlayerBudget;
  /**
   * The endpoint takes a player's money for play or into the wallet: its handler passes the one
   * authorisation step (exclusion, limits, location, age, product, identity) inside the transaction
   * that moves the money. A test calls every such endpoint as a player on a time-out and expects
   * the refusal.
   */
  readonly paidAction?: PaidActionType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  readonly status: 200 | 201 | 202 | 204;
  /** null for 204 No Content. */
  readonly response: z.ZodType | null;
  readonly contentType?: 'application/json' | 'text/csv' | 'application/pdf';
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Part<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S }
  ? S extends z.ZodType
    ? { [P in K]: InputOf<S> }
    : { [P in K]?: never }
  : { [P in K]?: never };

/** What a caller sends: `{ params, query, body }`, each present only where the endpoint takes it. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;

/** The parsed success answer (undefined for 204). */
export type EndpointOutput<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** Checked server-side values a handler receives. */
export type EndpointParsed<E extends Endpoint> = {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
};

/** `/v1/deposits/:id` with `{ id: 'x' }` → `/v1/deposits/x` (each value URI-encoded). */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
