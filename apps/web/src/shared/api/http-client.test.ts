import { API_TIMEOUT_MS, DEFAULT_CLIENT_ERROR_MESSAGE, ERROR_CATALOGUE } from '@kennel/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from './api-request-error.ts';
import { createHttpClient, type HttpClientOptions, UNMONITORED_PATHS } from './http-client.ts';
import { apiError, createFakeApi, type FakeHandler, json } from './testing/fake-api.ts';

function clientWith(handlers: Record<string, FakeHandler>, options: Partial<HttpClientOptions> = {}) {
  const api = createFakeApi(handlers);
  const reportError = vi.fn();
  const cookies: Record<string, string> = {};
  const http = createHttpClient({
    baseUrl: 'https://api.kennel.test/',
    fetch: api.fetch,
    reportError,
    readCookie: (name) => cookies[name],
    ...options,
  });
  return { api, http, reportError, cookies };
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HTTP client requests', () => {
  it('calls base URL + /v1 + path with the query, JSON and credentials', async () => {
    const { api, http } = clientWith({ 'GET /v1/things': () => json({ data: { n: 1 } }) });
    const body = await http.get('/things', { query: { sport: 'nfl', page: 2, skip: undefined } });
    expect(body).toEqual({ data: { n: 1 } });
    const [call] = api.calls;
    expect(call?.url.toString()).toBe('https://api.kennel.test/v1/things?sport=nfl&page=2');
    expect(call?.init.credentials).toBe('include');
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(call?.headers.get('x-csrf-token')).toBeNull();
  });

  it('sends bodies as JSON', async () => {
    const { api, http, cookies } = clientWith({ 'POST /v1/things': () => json({ data: {} }, 201) });
    cookies.kennel_csrf = 'token-1';
    await http.post('/things', { name: 'Rex' });
    expect(api.calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(api.calls[0]?.body).toEqual({ name: 'Rex' });
  });

  it('answers undefined for an empty body (204)', async () => {
    const { http, cookies } = clientWith({ 'DELETE /v1/session': () => new Response(null, { status: 204 }) });
    cookies.kennel_csrf = 't';
    await expect(http.delete('/session')).resolves.toBeUndefined();
  });

  it('checks a success body against the given schema', async () => {
    const { http } = clientWith({ 'GET /v1/things': () => json({ data: { n: 'one' } }) });
    const schema = z.object({ data: z.object({ n: z.number() }) });
    const error = await failure(http.get('/things', { schema }));
    expect(error.apiCode).toBe('internal_error');
    expect(error.message).toBe(ERROR_CATALOGUE.internal_error.detail);
  });
});

describe('HTTP client errors', () => {
  it('maps the API error object through toClientError into an ApiRequestError', async () => {
    const { http } = clientWith({
      'GET /v1/deposits': () =>
        apiError(402, 'deposit_failed', 'Your card was declined. Try another card.', {
          title: 'Deposit failed',
          cta_text: 'Try again',
          cta_url: '/deposit',
          failed_deposit_id: 'dep_1',
          retry_merchant_id: '1002',
          invalid_options: [{ id: 'o1', line_id: 'l1', prop_id: 'p1' }],
        }),
    });
    const error = await failure(http.get('/deposits'));
    expect(error.name).toBe('ApiRequestError');
    expect(error.message).toBe('Your card was declined. Try another card.');
    expect(error.status).toBe(402);
    expect(error.request).toEqual({ method: 'GET', path: '/v1/deposits' });
    expect(error.clientError).toMatchObject({
      apiCode: 'deposit_failed',
      title: 'Deposit failed',
      ctaText: 'Try again',
      ctaUrl: '/deposit',
      failedDepositId: 'dep_1',
      retryMerchantId: '1002',
      status: 402,
      invalidOptions: [{ id: 'o1', line_id: 'l1', prop_id: 'p1' }],
    });
  });

  it("uses 'Unknown error' and the HTTP status when the error body is not JSON", async () => {
    const { http } = clientWith({
      'GET /v1/things': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const error = await failure(http.get('/things'));
    expect(error.message).toBe(DEFAULT_CLIENT_ERROR_MESSAGE);
    expect(error.status).toBe(502);
  });

  it('keeps how long a 429 asked to wait (Retry-After, in seconds or as a date)', async () => {
    const { http } = clientWith({
      'GET /v1/seconds': () => json({ api_code: 'rate_limited' }, 429, { 'retry-after': '7' }),
      'GET /v1/date': () =>
        json({ api_code: 'rate_limited' }, 429, {
          'retry-after': new Date(Date.now() + 60_000).toUTCString(),
        }),
      'GET /v1/none': () => json({ api_code: 'rate_limited' }, 429),
    });
    expect((await failure(http.get('/seconds'))).retryAfterMs).toBe(7_000);
    const byDate = (await failure(http.get('/date'))).retryAfterMs ?? 0;
    expect(byDate).toBeGreaterThan(50_000);
    expect(byDate).toBeLessThanOrEqual(60_000);
    expect((await failure(http.get('/none'))).retryAfterMs).toBeUndefined();
  });

  it('turns a network failure into a clear connection error', async () => {
    const { http } = clientWith({
      'GET /v1/things': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failure(http.get('/things'));
    expect(error.apiCode).toBe('network_error');
    expect(error.message).toBe(ERROR_CATALOGUE.network_error.detail);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it(`gives up after API_TIMEOUT_MS (${API_TIMEOUT_MS} ms) with a timeout error`, async () => {
    vi.useFakeTimers();
    const hang: FakeHandler = ({ init }) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { http } = clientWith({ 'GET /v1/slow': hang });
    let settled = false;
    const call = http.get('/slow').finally(() => {
      settled = true;
    });
    const outcome = failure(call);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error.apiCode).toBe('request_timeout');
    expect(error.message).toBe(ERROR_CATALOGUE.request_timeout.detail);
  });

  it("passes the caller's own cancellation through untouched and does not report it", async () => {
    const { http, reportError } = clientWith({ 'GET /v1/things': () => json({}) });
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('/things', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('CSRF double submit', () => {
  it('sends the kennel_csrf cookie in x-csrf-token on every mutating method', async () => {
    const ok = () => json({ data: {} });
    const { api, http, cookies } = clientWith({
      'POST /v1/a': ok,
      'PUT /v1/a': ok,
      'PATCH /v1/a': ok,
      'DELETE /v1/a': ok,
      'GET /v1/a': ok,
    });
    cookies.kennel_csrf = 'cookie-token';
    await http.post('/a', {});
    await http.put('/a', {});
    await http.patch('/a', {});
    await http.delete('/a');
    await http.get('/a');
    expect(api.calls.map((call) => [call.method, call.headers.get('x-csrf-token')])).toEqual([
      ['POST', 'cookie-token'],
      ['PUT', 'cookie-token'],
      ['PATCH', 'cookie-token'],
      ['DELETE', 'cookie-token'],
      ['GET', null],
    ]);
  });

  it('fetches GET /v1/csrf first when the cookie is absent', async () => {
    const { api, http } = clientWith({ 'POST /v1/a': () => json({ data: {} }) });
    await http.post('/a', {});
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /v1/csrf',
      'POST /v1/a',
    ]);
    expect(api.calls[1]?.headers.get('x-csrf-token')).toBe('csrf-from-endpoint');
  });

  it('shares one token request between calls made at the same time', async () => {
    const { api, http } = clientWith({ 'POST /v1/a': () => json({ data: {} }) });
    await Promise.all([http.post('/a', {}), http.post('/a', {})]);
    expect(api.callsTo('GET', '/v1/csrf')).toHaveLength(1);
  });

  it('fetches a fresh token and retries once when the API says csrf_invalid', async () => {
    let attempts = 0;
    const { api, http, cookies } = clientWith({
      'POST /v1/a': ({ headers }) => {
        attempts += 1;
        return headers.get('x-csrf-token') === 'csrf-from-endpoint'
          ? json({ data: { ok: true } })
          : apiError(403, 'csrf_invalid', 'Your security token is missing or out of date.');
      },
    });
    cookies.kennel_csrf = 'stale';
    await expect(http.post('/a', {})).resolves.toEqual({ data: { ok: true } });
    expect(attempts).toBe(2);
    expect(api.callsTo('GET', '/v1/csrf')).toHaveLength(1);
  });
});

describe('monitoring of failures', () => {
  it('reports a failed call with its method, path and status', async () => {
    const { http, reportError } = clientWith({
      'GET /v1/things': () => apiError(500, 'internal_error', 'Boom'),
    });
    const error = await failure(http.get('/things', { query: { a: 1 } }));
    expect(reportError).toHaveBeenCalledWith(error, {
      method: 'GET',
      path: '/v1/things',
      status: 500,
      apiCode: 'internal_error',
    });
  });

  it.each([
    ['GET', '/usernames', { username: 'rex' }],
    ['POST', '/promotions/promo_code', undefined],
    ['POST', '/promotions/user_referral', undefined],
    ['GET', '/usernames/rex', undefined],
  ] as const)('does not report failures of %s %s (seed section 8)', async (method, path, query) => {
    const { http, reportError, cookies } = clientWith({
      [`${method} /v1${path}`]: () => apiError(422, 'invalid_request', 'Taken'),
    });
    cookies.kennel_csrf = 't';
    const error = await failure(http.request(method, path, { query }));
    expect(error.message).toBe('Taken');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('lists exactly the three unmonitored calls of the seed', () => {
    expect(UNMONITORED_PATHS).toEqual([
      '/v1/usernames',
      '/v1/promotions/promo_code',
      '/v1/promotions/user_referral',
    ]);
  });

  it('still reports calls that merely start like an unmonitored path', async () => {
    const { http, reportError } = clientWith({
      'GET /v1/usernames-export': () => apiError(500, 'internal_error', 'x'),
    });
    await failure(http.get('/usernames-export'));
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('does not report statuses the caller says it expects', async () => {
    const { http, reportError } = clientWith({});
    const error = await failure(http.get('/wallet', { quietStatuses: [404] }));
    expect(error.status).toBe(404);
    expect(reportError).not.toHaveBeenCalled();
  });
});
