import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './registry.ts';

describe('the endpoint registry', () => {
  const endpoints = Object.entries(ENDPOINTS);

  it('names each method and path once', () => {
    const routes = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declares a path parameter schema exactly where the path has parameters', () => {
    for (const [name, e] of endpoints) {
      expect({ name, hasParams: 'params' in e }).toEqual({ name, hasParams: e.path.includes('/:') });
    }
  });

  it('makes every money-moving endpoint a signed-in POST', () => {
    const idempotent = endpoints.filter(([, e]) => e.idempotent);
    expect(idempotent.length).toBeGreaterThanOrEqual(5);
    for (const [name, e] of idempotent)
      expect({ name, method: e.method, auth: e.auth }).toEqual({ name, method: 'POST', auth: true });
  });

  it('puts every money-moving endpoint on a per-player budget', () => {
    for (const [name, e] of endpoints.filter(([, e]) => e.idempotent))
      expect({ name, budget: 'playerBudget' in e }).toEqual({ name, budget: true });
  });

  it('gives each per-address limit one way only, and keys account limits on a body field it takes', () => {
    for (const [name, e] of endpoints) {
      expect({ name, both: 'rateLimit' in e && 'rateLimitPerMinute' in e }).toEqual({ name, both: false });
      if (!('accountRateLimit' in e)) continue;
      const { per } = e.accountRateLimit;
      const keyed = per === 'user' ? e.auth : 'body' in e && per.slice('body.'.length) in e.body.shape;
      expect({ name, per, keyed }).toEqual({ name, per, keyed: true });
    }
  });

  it('describes every endpoint for the API reference', () => {
    for (const [name, e] of endpoints)
      expect({ name, summary: Boolean(e.summary) }).toEqual({ name, summary: true });
  });

  it('answers no body exactly when the status is 204', () => {
    for (const [name, e] of endpoints)
      expect({ name, empty: e.response === null }).toEqual({ name, empty: e.status === 204 });
  });
});
