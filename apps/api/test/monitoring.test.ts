import { healthResponseSchema, LEGAL_LINK_KEYS, readyResponseSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { useTestApp } from './app.ts';
import { createTestDatabase } from './db.ts';

const testApp = useTestApp();

describe('probes', () => {
  it('GET /health says the process is up', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok' });
  });

  it('GET /ready checks the database', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(readyResponseSchema.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok' },
    });
  });

  it('GET /ready answers 503 not_ready when the database is gone', async () => {
    const database = await createTestDatabase({ migrate: false });
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent/kennel-web' }),
      db: database.handle.db,
    });
    await database.destroy();
    const response = await app.inject({ method: 'GET', url: '/ready' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(readyResponseSchema.parse(response.json())).toEqual({
      status: 'not_ready',
      checks: { database: 'failing' },
    });
  });
});

describe('GET /metrics', () => {
  it('serves Prometheus text with default metrics and request durations by route and status', async () => {
    await testApp.current.app.inject({ method: 'GET', url: '/v1/shared-client-config' });
    await testApp.current.app.inject({ method: 'GET', url: '/v1/nowhere' });
    const response = await testApp.current.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/v1\/shared-client-config",status_code="200"\} [1-9]/,
    );
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="no_route",status_code="404"\} [1-9]/,
    );
  });
});

describe('stall metrics', () => {
  it('report how long requests waited for their handler, and the event loop’s longest delay', async () => {
    await testApp.current.app.inject({ method: 'GET', url: '/health' });
    const first = (await testApp.current.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(first).toMatch(/^kennel_request_wait_seconds_count [1-9]/m);
    expect(first).toMatch(/^kennel_request_wait_max_seconds \d/m);
    expect(first).toMatch(/^kennel_event_loop_delay_max_seconds \d/m);
    expect(first).toMatch(/^kennel_event_loop_delay_p99_seconds \d/m);
    expect(first).toMatch(/^kennel_event_loop_delay_seconds_total \d/m);
    // The loop is blocked for a while: the next scrape's longest delay covers it.
    const blockedUntil = Date.now() + 300;
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        while (Date.now() < blockedUntil) {}
        resolve();
      }),
    );
    // The delay is recorded when the sampling timer fires late; a later timer runs after it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = (await testApp.current.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(Number(/^kennel_event_loop_delay_max_seconds (\S+)/m.exec(second)?.[1])).toBeGreaterThanOrEqual(
      0.25,
    );
  });

  it('time each background job run by job', async () => {
    await testApp.current.app.jobs.runNow(['mail_outbox']);
    const body = (await testApp.current.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(body).toMatch(/^kennel_background_run_seconds_count\{job="mail_outbox",outcome="ok"\} [1-9]/m);
    // The statements it sent, on either driver (it looks for due mail at least once).
    expect(body).toMatch(/^kennel_db_statements_total\{job="mail_outbox"\} [1-9]/m);
  });
});

describe('GET /v1/openapi.json', () => {
  it('documents the API from the zod contracts', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const operation = document.paths['/v1/shared-client-config'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'api_version',
      'client_type',
    ]);
    expect(JSON.stringify(operation.responses['200'])).toContain('#/components/schemas/SharedClientConfig');
    expect(Object.keys(document.components.schemas.SharedClientConfig.properties).sort()).toEqual(
      [...LEGAL_LINK_KEYS].sort(),
    );
    expect(document.paths['/v1/session'].get).toBeDefined();
    expect(document.paths['/v1/csrf'].get).toBeDefined();
    expect(document.components.schemas.ApiError.required).toEqual(
      expect.arrayContaining(['api_code', 'title', 'detail', 'http_status_code', 'status']),
    );
  });

  it('leaves out test-only, static and metrics routes', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const paths = Object.keys(response.json().paths);
    expect(paths).not.toContain('/v1/test/session');
    expect(paths).not.toContain('/metrics');
    expect(paths).not.toContain('/v1/openapi.json');
  });
});
