import { apiErrorSchema } from '@kennel/core';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from './app.ts';
import { TestBrowser } from './browser.ts';

const BODY_LIMIT_BYTES = 2048;

const testApp = useTestApp({
  settings: { BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES) },
  handlerTimeoutMs: 300,
  beforeReady(app) {
    app.post(
      '/v1/test-only/echo',
      { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
      async (request) => ({ data: request.body }),
    );
    app.get('/v1/test-only/explode', async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/v1/test-only/slow', async (request) => {
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
      return { data: 'too late' };
    });
  },
});

function expectApiError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(response.json());
  expect(body).toMatchObject({ api_code: code, status, http_status_code: status });
  expect(body.request_id).toBe(response.headers['x-request-id']);
  return body;
}

async function browserWithToken() {
  const browser = new TestBrowser(testApp.current.app);
  await browser.get('/v1/csrf');
  return browser;
}

describe('errors always come in the API error shape', () => {
  it('answers an unknown /v1 path with 404 route_not_found', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expectApiError(response, 404, 'route_not_found');
  });

  it('answers an unknown path outside the API with 404 not_found when no page is wanted', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/no-such-file.json' });
    expectApiError(response, 404, 'not_found');
  });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const browser = await browserWithToken();
    const response = await browser.request({
      method: 'POST',
      url: '/v1/test-only/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Rex",',
    });
    expectApiError(response, 400, 'malformed_json');
  });

  it('answers a body that breaks the contract with 400 invalid_request and the bad fields', async () => {
    const browser = await browserWithToken();
    const response = await browser.post('/v1/test-only/echo', { name: 'R', age: 'three' });
    const body = expectApiError(response, 400, 'invalid_request');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['age', 'name']);
  });

  it('accepts a body that meets the contract', async () => {
    const browser = await browserWithToken();
    const response = await browser.post('/v1/test-only/echo', { name: 'Rex', age: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Rex', age: 3 } });
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    const browser = await browserWithToken();
    const response = await browser.post('/v1/test-only/echo', { name: 'x'.repeat(BODY_LIMIT_BYTES), age: 1 });
    expectApiError(response, 413, 'payload_too_large');
  });

  it('answers a body that is not JSON with 415 unsupported_media_type', async () => {
    const browser = await browserWithToken();
    const response = await browser.request({
      method: 'POST',
      url: '/v1/test-only/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Rex',
    });
    expectApiError(response, 415, 'unsupported_media_type');
  });

  it('answers an unexpected failure with 500 internal_error and hides what went wrong', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/v1/test-only/explode' });
    const body = expectApiError(response, 500, 'internal_error');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts/);
    expect(body.detail).toBe(
      'Something went wrong on our side. Try again; if it keeps happening, contact support.',
    );
  });

  it('answers a handler that overruns its time with 503 service_unavailable', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/v1/test-only/slow' });
    expectApiError(response, 503, 'service_unavailable');
  });
});

describe('CSRF protection', () => {
  it('refuses a POST without the x-csrf-token header with 403 csrf_invalid', async () => {
    const browser = await browserWithToken();
    const response = await browser.post('/v1/test-only/echo', { name: 'Rex', age: 3 }, { csrf: false });
    expectApiError(response, 403, 'csrf_invalid');
  });

  it('refuses a POST from a browser that never got a token, and hands it one for the retry', async () => {
    const browser = new TestBrowser(testApp.current.app);
    const response = await browser.post('/v1/test-only/echo', { name: 'Rex', age: 3 });
    expectApiError(response, 403, 'csrf_invalid');
    expect(browser.cookie('kennel_csrf')).toBeDefined();
    const retry = await browser.post('/v1/test-only/echo', { name: 'Rex', age: 3 });
    expect(retry.statusCode).toBe(200);
  });

  it("refuses another browser's token", async () => {
    const victim = await browserWithToken();
    const attacker = await browserWithToken();
    const response = await victim.post(
      '/v1/test-only/echo',
      { name: 'Rex', age: 3 },
      {
        csrf: false,
        headers: { 'x-csrf-token': attacker.cookie('kennel_csrf') ?? '' },
      },
    );
    expectApiError(response, 403, 'csrf_invalid');
  });

  it('checks every unsafe method, even on unknown paths', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await testApp.current.app.inject({ method, url: '/v1/anything' });
      expectApiError(response, 403, 'csrf_invalid');
    }
  });

  it('issues the readable token cookie and the httpOnly secret cookie, and GET /v1/csrf returns the token', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/v1/csrf' });
    expect(response.statusCode).toBe(200);
    const cookies = new Map(response.cookies.map((cookie) => [cookie.name, cookie]));
    const token = cookies.get('kennel_csrf');
    expect(token).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(token?.httpOnly).toBeFalsy();
    expect(cookies.get('kennel_csrf_secret')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(response.json()).toEqual({ data: { token: token?.value } });
  });

  it('keeps a valid token cookie instead of churning it', async () => {
    const browser = await browserWithToken();
    const token = browser.cookie('kennel_csrf');
    const response = await browser.get('/v1/shared-client-config');
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('kennel_csrf');
    expect(browser.cookie('kennel_csrf')).toBe(token);
  });

  it('replaces a forged token cookie', async () => {
    const browser = await browserWithToken();
    browser.setCookie('kennel_csrf', 'forged.token');
    await browser.get('/v1/shared-client-config');
    expect(browser.cookie('kennel_csrf')).not.toBe('forged.token');
    const response = await browser.post('/v1/test-only/echo', { name: 'Rex', age: 3 });
    expect(response.statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('echoes a caller-supplied x-request-id in the header and the error', async () => {
    const response = await testApp.current.app.inject({
      method: 'GET',
      url: '/v1/missing',
      headers: { 'x-request-id': 'web-1234.abcd' },
    });
    expect(response.headers['x-request-id']).toBe('web-1234.abcd');
    expect(apiErrorSchema.parse(response.json()).request_id).toBe('web-1234.abcd');
  });

  it('replaces an unsafe x-request-id with a generated one', async () => {
    const response = await testApp.current.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'evil\nline' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('generates a different id for each request', async () => {
    const first = await testApp.current.app.inject({ method: 'GET', url: '/health' });
    const second = await testApp.current.app.inject({ method: 'GET', url: '/health' });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});
