import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_LOCK_TIMEOUT_MS,
  idempotencyDecision,
} from './idempotency.ts';

const createdAt = '2026-03-01T12:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(createdAt) + ms).toISOString();
const done = { fingerprint: 'f1', createdAt, response: { status: 201, body: { data: { id: 'd1' } } } };
const running = { fingerprint: 'f1', createdAt, response: null };

describe('idempotencyDecision', () => {
  it('runs a new key', () => {
    expect(idempotencyDecision(null, 'f1', createdAt)).toEqual({ action: 'execute' });
  });

  it('replays the stored result for the same request, errors included', () => {
    expect(idempotencyDecision(done, 'f1', later(1_000))).toEqual({
      action: 'replay',
      response: done.response,
    });
    const failed = { ...done, response: { status: 402, body: { api_code: 'deposit_declined' } } };
    expect(idempotencyDecision(failed, 'f1', later(1_000))).toMatchObject({ action: 'replay' });
  });

  it('refuses the key for a different request (422) and while the first still runs (409)', () => {
    expect(idempotencyDecision(done, 'f2', later(1_000))).toEqual({
      action: 'reject',
      code: 'idempotency_key_reused',
    });
    expect(idempotencyDecision(running, 'f2', later(1_000))).toEqual({
      action: 'reject',
      code: 'idempotency_key_reused',
    });
    expect(idempotencyDecision(running, 'f1', later(1_000))).toEqual({
      action: 'reject',
      code: 'idempotency_request_in_progress',
    });
  });

  it('lets a retry run once the first request is presumed dead, and forgets keys after 24 hours', () => {
    expect(idempotencyDecision(running, 'f1', later(IDEMPOTENCY_LOCK_TIMEOUT_MS))).toEqual({
      action: 'execute',
    });
    expect(idempotencyDecision(done, 'f2', later(IDEMPOTENCY_KEY_TTL_MS))).toEqual({ action: 'execute' });
    expect(idempotencyDecision(done, 'f1', later(IDEMPOTENCY_KEY_TTL_MS - 1))).toMatchObject({
      action: 'replay',
    });
  });
});

describe('canonicalJson', () => {
  it('is the same whatever the key order, and drops undefined like JSON does', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ amount_cents: 100, token: 't' })).toBe(
      canonicalJson({ token: 't', amount_cents: 100 }),
    );
    expect(canonicalJson({ amount_cents: 100 })).not.toBe(canonicalJson({ amount_cents: 101 }));
    expect(canonicalJson(undefined)).toBe('null');
  });
});
