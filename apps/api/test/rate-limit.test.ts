import { apiErrorSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { isWebAppRead, stricterRateLimit } from '../src/platform/http/rate-limit.ts';
import { useTestApp } from './app.ts';

const testApp = useTestApp({
  settings: { RATE_LIMIT_MAX: '5' },
  beforeReady(app) {
    app.get('/v1/test-only/strict', { config: stricterRateLimit(2) }, async () => ({ data: 'ok' }));
  },
});

function fromAddress(remoteAddress: string, url: string) {
  return testApp.current.app.inject({ method: 'GET', url, remoteAddress });
}

describe('rate limits', () => {
  it('answers 429 rate_limited in the error shape once an address passes the global limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await fromAddress('203.0.113.1', '/v1/shared-client-config')).statusCode).toBe(200);
    }
    const limited = await fromAddress('203.0.113.1', '/v1/shared-client-config');
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json())).toMatchObject({ api_code: 'rate_limited', status: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each address separately', async () => {
    expect((await fromAddress('203.0.113.2', '/v1/shared-client-config')).statusCode).toBe(200);
  });

  it('counts requests for unknown paths too', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await fromAddress('203.0.113.3', '/v1/probing')).statusCode).toBe(404);
    }
    expect((await fromAddress('203.0.113.3', '/v1/probing')).statusCode).toBe(429);
  });

  it('lets a route set a stricter limit of its own', async () => {
    expect((await fromAddress('203.0.113.4', '/v1/test-only/strict')).statusCode).toBe(200);
    expect((await fromAddress('203.0.113.4', '/v1/test-only/strict')).statusCode).toBe(200);
    const limited = await fromAddress('203.0.113.4', '/v1/test-only/strict');
    expect(apiErrorSchema.parse(limited.json())).toMatchObject({ api_code: 'rate_limited', status: 429 });
  });

  it("never limits the web app's own files and pages, which one page load fetches by the dozen", async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await fromAddress('203.0.113.6', `/assets/chunk-${i}.js`)).statusCode).not.toBe(429);
      expect((await fromAddress('203.0.113.6', '/lobby')).statusCode).not.toBe(429);
    }
    expect((await fromAddress('203.0.113.6', '/v1/shared-client-config')).statusCode).toBe(200);
  });

  it('counts every write and every API, processor and bank read', () => {
    expect(isWebAppRead('POST', '/lobby')).toBe(false);
    expect(isWebAppRead('DELETE', '/assets/app.js')).toBe(false);
    expect(isWebAppRead('GET', '/v1/wallet')).toBe(false);
    expect(isWebAppRead('GET', '/processor/tokenize')).toBe(false);
    expect(isWebAppRead('GET', '/sandbox-bank/authorize')).toBe(false);
    expect(isWebAppRead('HEAD', '/assets/app.js')).toBe(true);
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await fromAddress('203.0.113.5', '/health')).statusCode).toBe(200);
    }
  });
});
