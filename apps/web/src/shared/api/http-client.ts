import { API_TIMEOUT_MS, DEFAULT_API_VERSION, toClientError } from '@kennel/core';
import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import { learnServerTime } from '../clock/index.ts';
import { ApiRequestError, catalogueClientError, retryAfterMs } from './api-request-error.ts';
import { type CallEndpoint, createCall, createTakePreloaded, type TakePreloaded } from './call.ts';
import { CSRF_HEADER, readCookie, readCsrfCookie } from './csrf.ts';
import { noPreloadedAnswers, type PreloadedAnswers } from './preload.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | undefined;

/** Anything that checks a value like a zod schema does (zod or zod/mini). */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions<T> {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Extra request headers, such as the Idempotency-Key of a money-moving POST. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Checks the success body; a body that does not match is an error. */
  schema?: ResponseSchema<T>;
  /** Answers the caller expects and handles itself (for example 404 for a missing resource); not reported. */
  quietStatuses?: readonly number[];
  /** What the success body is: JSON (the default), the text of a CSV download or the Blob of a PDF. */
  accept?: 'application/json' | 'text/csv' | 'application/pdf';
}

export interface HttpClient {
  /** Calls one endpoint of core's contract: the one way the app talks to the API (see call.ts). */
  call: CallEndpoint;
  /**
   * The answer the page arrived with for this GET (a signed-in game page's first queries), each
   * handed out once; queries seed their cache from it so the first screen needs no request.
   */
  preloaded: TakePreloaded;
  /** Low level, for the client's own tests: the app uses `call`. Paths are relative to API_PREFIX. */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

export interface HttpClientOptions {
  /** The API's origin; '' calls the page's own origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  reportError?: (error: ApiRequestError, context: Record<string, unknown>) => void;
  /** Called when the API says the session is gone (401 unauthenticated), so the app can re-check it. */
  onUnauthenticated?: () => void;
  readCookie?: (name: string) => string | undefined;
  /** The page's preloaded answers (shared/api/preload.ts); none by default. */
  preloaded?: PreloadedAnswers;
}

export const API_PREFIX = `/${DEFAULT_API_VERSION}`;

/** Calls whose failures are expected while the user types (seed section 8): never sent to monitoring. */
export const UNMONITORED_PATHS = [
  `${API_PREFIX}/usernames`,
  `${API_PREFIX}/promotions/promo_code`,
  `${API_PREFIX}/promotions/user_referral`,
] as const;

export function isUnmonitoredPath(fullPath: string): boolean {
  return UNMONITORED_PATHS.some((path) => fullPath === path || fullPath.startsWith(`${path}/`));
}

const MUTATING_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

/** A download's body: a CSV as its text, a PDF as a Blob the page can save. */
function downloaded(response: Response, accept: 'text/csv' | 'application/pdf'): Promise<unknown> {
  return accept === 'text/csv' ? response.text() : response.blob();
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const cookie = options.readCookie ?? readCookie;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let pendingToken: Promise<string> | null = null;

  /** One call with the timeout; answers `Response` or throws ApiRequestError / the caller's abort. */
  async function send(method: HttpMethod, fullPath: string, init: RequestInit, signal?: AbortSignal) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await fetchImpl(`${baseUrl}${fullPath}`, {
        ...init,
        method,
        credentials: 'include',
        signal: controller.signal,
      });
      // An answer from a cache says how old it is: its Date is not the time now.
      if (!response.headers.has('age')) learnServerTime(response.headers.get('date'));
      return response;
    } catch (cause) {
      if (signal?.aborted && !timedOut) throw cause; // the caller cancelled: not a failure
      const code = timedOut ? 'request_timeout' : 'network_error';
      throw new ApiRequestError(catalogueClientError(code), { method, path: fullPath }, { cause });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function fetchCsrfToken(): Promise<string> {
    pendingToken ??= (async () => {
      const { method, path: fullPath, check } = SHELL_ENDPOINTS.getCsrfToken;
      const response = await send(method, fullPath, { headers: { accept: 'application/json' } });
      const body = await readJson(response).catch(() => undefined);
      // The answer's token is the fresh one; the cookie is the fallback.
      const token = check(body)?.data.token ?? readCsrfCookie(cookie) ?? '';
      if (!response.ok || !token) {
        throw new ApiRequestError(toClientError(body, response.status), { method: 'GET', path: fullPath });
      }
      return token;
    })().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  async function attempt<T>(method: HttpMethod, fullPath: string, opts: RequestOptions<T>, csrf?: string) {
    const accept = opts.accept ?? 'application/json';
    const headers: Record<string, string> = { ...opts.headers, accept };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (csrf) headers[CSRF_HEADER] = csrf;
    const response = await send(
      method,
      fullPath,
      { headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) },
      opts.signal,
    );
    let body: unknown;
    let parseError: unknown;
    try {
      body =
        response.ok && accept !== 'application/json'
          ? await downloaded(response, accept)
          : await readJson(response);
    } catch (error) {
      parseError = error;
    }
    if (!response.ok) {
      throw new ApiRequestError(
        toClientError(body, response.status),
        { method, path: fullPath },
        { retryAfterMs: retryAfterMs(response.headers.get('retry-after')) },
      );
    }
    if (parseError !== undefined) {
      throw new ApiRequestError(
        catalogueClientError('internal_error'),
        { method, path: fullPath },
        { cause: parseError },
      );
    }
    if (!opts.schema) return body as T;
    const parsed = opts.schema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new ApiRequestError(
      catalogueClientError('internal_error'),
      { method, path: fullPath },
      { cause: parsed.error },
    );
  }

  /** `pathWithPrefix` is the full path, version prefix included, as core's contracts give it. */
  async function sendRequest<T>(
    method: HttpMethod,
    pathWithPrefix: string,
    opts: RequestOptions<T>,
  ): Promise<T> {
    const fullPath = withQuery(pathWithPrefix, opts.query);
    try {
      if (!MUTATING_METHODS.has(method)) return await attempt(method, fullPath, opts);
      try {
        return await attempt(method, fullPath, opts, readCsrfCookie(cookie) ?? (await fetchCsrfToken()));
      } catch (error) {
        // The token can rotate (new session, expired secret): fetch a fresh one and try once more.
        if (!(error instanceof ApiRequestError) || error.apiCode !== 'csrf_invalid') throw error;
        return await attempt(method, fullPath, opts, await fetchCsrfToken());
      }
    } catch (error) {
      if (error instanceof ApiRequestError) {
        if (error.apiCode === 'unauthenticated') options.onUnauthenticated?.();
        report(error, opts);
      }
      throw error;
    }
  }

  function report(error: ApiRequestError, opts: RequestOptions<unknown>) {
    const pathOnly = error.request.path.split('?')[0] ?? '';
    if (isUnmonitoredPath(pathOnly)) return;
    if (error.status !== undefined && opts.quietStatuses?.includes(error.status)) return;
    options.reportError?.(error, {
      method: error.request.method,
      path: pathOnly,
      status: error.status,
      apiCode: error.apiCode,
    });
  }

  function request<T>(method: HttpMethod, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    return sendRequest(method, `${API_PREFIX}${path}`, opts);
  }

  const takePreloaded = createTakePreloaded(options.preloaded ?? noPreloadedAnswers);
  return {
    call: createCall(sendRequest, takePreloaded),
    preloaded: takePreloaded,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
