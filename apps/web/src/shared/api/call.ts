import { IDEMPOTENCY_KEY_HEADER } from '@kennel/core/constants';
import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointPath,
} from '@kennel/core/contracts/endpoint';
import type { ShellEndpoint } from '@kennel/core/contracts/shell-endpoints';
import { checkedBy } from '../validation/guards.ts';
import type { HttpMethod, RequestOptions, ResponseSchema } from './http-client.ts';
import type { PreloadedAnswers } from './preload.ts';

// Every API call of the web goes through `http.call(endpoint, input)`: method, path, input types,
// idempotency and the answer's check all come from core's contract, never typed by hand here.
// The app shell's endpoints (session, legal links, CSRF, balance) are called with core's
// SHELL_ENDPOINTS, the same contract without zod, so no schema library lands in the first download
// (ADR 0014); every other endpoint with its ENDPOINTS entry and zod schema, in lazily loaded pages.

/** A contract endpoint, with its zod schemas or, for the shell, its zod-free check. */
// biome-ignore lint/suspicious/noExplicitAny: any output; CallOutput infers the real one.
export type Callable = Endpoint | ShellEndpoint<Endpoint, any>;

/** `{ params, query, body }` as the contract takes them. */
export type CallInput<C extends Callable> =
  C extends ShellEndpoint<infer E, unknown>
    ? EndpointInput<E>
    : C extends Endpoint
      ? EndpointInput<C>
      : never;

/** The checked success answer (undefined for 204 No Content, the text of a CSV, the Blob of a PDF). */
export type CallOutput<C extends Callable> =
  C extends ShellEndpoint<Endpoint, infer Output> ? Output : C extends Endpoint ? EndpointOutput<C> : never;

export interface CallOptions {
  signal?: AbortSignal;
  /** Answers the caller expects and handles itself (for example 404 for a missing resource); not reported. */
  quietStatuses?: readonly number[];
}

/** A money-moving endpoint needs the caller's key: one per attempt (see shared/money-action). */
export interface IdempotentCallOptions extends CallOptions {
  idempotencyKey: string;
}

/** The input is optional when the endpoint takes none; the options must carry a key when idempotent. */
export type CallArgs<C extends Callable> = C['idempotent'] extends true
  ? [input: CallInput<C>, options: IdempotentCallOptions]
  : // biome-ignore lint/complexity/noBannedTypes: "takes no input" is exactly `{}` being assignable.
    {} extends CallInput<C>
    ? [input?: CallInput<C>, options?: CallOptions]
    : [input: CallInput<C>, options?: CallOptions];

export type CallEndpoint = <C extends Callable>(endpoint: C, ...args: CallArgs<C>) => Promise<CallOutput<C>>;

/** Sends to the contract's full path (with its `/v1`); the HTTP client's own `request` adds none. */
export type SendToPath = <T>(method: HttpMethod, fullPath: string, options: RequestOptions<T>) => Promise<T>;

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function answerCheck(endpoint: Callable): ResponseSchema<unknown> | undefined {
  if ('check' in endpoint) return endpoint.check ? checkedBy(endpoint.check, endpoint.path) : undefined;
  return endpoint.response ?? undefined;
}

/** A GET's answer from the page's preloaded answers, checked as a fetched one; undefined when absent. */
export type TakePreloaded = <C extends Callable>(
  endpoint: C,
  // biome-ignore lint/complexity/noBannedTypes: "takes no input" is exactly `{}` being assignable.
  ...input: {} extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>]
) => CallOutput<C> | undefined;

export function createTakePreloaded(answers: PreloadedAnswers): TakePreloaded {
  return ((endpoint: Callable, input: LooseInput = {}) => {
    if (endpoint.method !== 'GET') return undefined;
    const body = answers.take(endpointPath(endpoint.path, input.params), input.query);
    if (body === undefined) return undefined;
    const check = answerCheck(endpoint);
    if (!check) return body;
    const parsed = check.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  }) as TakePreloaded;
}

/**
 * `preloaded`: a GET the page arrived with an answer for (apps/web shared/api/preload.ts) is
 * answered from it once, checked as a fetched answer, without a request. Queries whose contract
 * loads with the first call (game-contracts.ts) get their first answer this way.
 */
export function createCall(send: SendToPath, preloaded?: TakePreloaded): CallEndpoint {
  return (async (
    endpoint: Callable,
    input: LooseInput = {},
    options: Partial<IdempotentCallOptions> = {},
  ) => {
    const answered = preloaded?.(endpoint, input as never);
    if (answered !== undefined) return answered;
    const headers: Record<string, string> = {};
    if (endpoint.idempotent) {
      if (!options.idempotencyKey)
        throw new Error(`${endpoint.method} ${endpoint.path} needs an idempotency key`);
      headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    }
    const contentType = 'contentType' in endpoint ? endpoint.contentType : undefined;
    const answer = await send(endpoint.method, endpointPath(endpoint.path, input.params), {
      query: input.query as RequestOptions<unknown>['query'],
      body: input.body,
      headers,
      signal: options.signal,
      quietStatuses: options.quietStatuses,
      schema: answerCheck(endpoint),
      accept: contentType ?? 'application/json',
    });
    return endpoint.status === 204 ? undefined : answer;
  }) as CallEndpoint;
}
