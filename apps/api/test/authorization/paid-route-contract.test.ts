import { type Endpoint, PAYMENT_ENDPOINTS } from '@kennel/core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { route } from '../../src/platform/http/route.ts';
import type { App } from '../../src/platform/http/server.ts';

// route() checks the contract before anything is mounted, so a bare Fastify instance is enough.
const mount = (endpoint: Endpoint, extras = {}) =>
  route(Fastify() as unknown as App, endpoint, async () => undefined, extras);

const paid: Endpoint = {
  method: 'POST',
  path: '/v1/example-entries',
  auth: true,
  idempotent: false,
  paidAction: 'entry',
  playerBudget: 'deposits',
  status: 204,
  response: null,
};

describe('route() and paid actions', () => {
  it('refuses to mount a paid action for a guest or without a per-player budget', () => {
    expect(() => mount({ ...paid, auth: false })).toThrow(
      /paid-action endpoint needs auth and a playerBudget/,
    );
    const { playerBudget: _, ...unbudgeted } = paid;
    expect(() => mount(unbudgeted)).toThrow(/paid-action endpoint needs auth and a playerBudget/);
    expect(() => mount(paid, { checksSessionItself: true })).toThrow(/paid-action endpoint/);
  });

  it('marks both deposit endpoints as paid actions', () => {
    expect(PAYMENT_ENDPOINTS.depositByCard.paidAction).toBe('deposit');
    expect(PAYMENT_ENDPOINTS.depositByBank.paidAction).toBe('deposit');
  });
});
