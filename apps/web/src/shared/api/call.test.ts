import { ERROR_CATALOGUE, PAYMENT_ENDPOINTS, TAX_ENDPOINTS, WALLET_ENDPOINTS } from '@kennel/core';
import type { Endpoint } from '@kennel/core/contracts/endpoint';
import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from './api-request-error.ts';
import { createHttpClient } from './http-client.ts';
import { apiError, createFakeApi, type FakeHandler, json, signedInSession } from './testing/fake-api.ts';

function clientWith(handlers: Record<string, FakeHandler>) {
  const api = createFakeApi(handlers);
  const reportError = vi.fn();
  const http = createHttpClient({
    baseUrl: 'https://api.kennel.test',
    fetch: api.fetch,
    reportError,
    readCookie: (name) => (name === 'kennel_csrf' ? 'csrf-1' : undefined),
  });
  return { api, http, reportError };
}

/** A contract made for these tests: a money-moving POST with a path parameter, a query and a body. */
const cancelThing = {
  method: 'POST',
  path: '/v1/things/:id/cancel',
  auth: true,
  idempotent: true,
  params: z.object({ id: z.string() }),
  query: z.object({ reason: z.string().optional(), page: z.number().optional() }),
  body: z.object({ note: z.string() }),
  status: 200,
  response: z.object({ data: z.object({ cancelled: z.boolean() }) }),
} as const satisfies Endpoint;

const listThings = {
  method: 'GET',
  path: '/v1/things',
  auth: false,
  idempotent: false,
  status: 200,
  response: z.object({ data: z.array(z.string()) }),
} as const satisfies Endpoint;

describe('call(endpoint, input)', () => {
  it('fills and encodes the path parameters, sends the query and the JSON body', async () => {
    const { api, http } = clientWith({
      'POST /v1/things/a%2Fb%20c/cancel': () => json({ data: { cancelled: true } }),
    });
    const answer = await http.call(
      cancelThing,
      { params: { id: 'a/b c' }, query: { reason: 'lost dog', page: 2 }, body: { note: 'Rex' } },
      { idempotencyKey: 'key-0001' },
    );
    expect(answer).toEqual({ data: { cancelled: true } });
    const [sent] = api.calls;
    expect(sent?.url.toString()).toBe(
      'https://api.kennel.test/v1/things/a%2Fb%20c/cancel?reason=lost+dog&page=2',
    );
    expect(sent?.body).toEqual({ note: 'Rex' });
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('sends the caller’s Idempotency-Key only to a money-moving endpoint', async () => {
    const { api, http } = clientWith({
      'POST /v1/things/t1/cancel': () => json({ data: { cancelled: true } }),
      'GET /v1/things': () => json({ data: ['a'] }),
    });
    await http.call(
      cancelThing,
      { params: { id: 't1' }, query: {}, body: { note: '' } },
      { idempotencyKey: 'key-0001' },
    );
    await http.call(listThings);
    expect(api.calls.map((sent) => sent.headers.get('idempotency-key'))).toEqual(['key-0001', null]);
  });

  it('refuses to send a money-moving request without a key', async () => {
    const { api, http } = clientWith({});
    const call = http.call as (...args: unknown[]) => Promise<unknown>;
    await expect(call(cancelThing, { params: { id: 't1' }, body: { note: '' } })).rejects.toThrow(
      'needs an idempotency key',
    );
    expect(api.calls).toEqual([]);
  });

  it('checks the answer against the contract: a wrong body is an error, reported', async () => {
    const { http, reportError } = clientWith({ 'GET /v1/payment-methods': () => json({ data: 'cards' }) });
    const error = await http.call(PAYMENT_ENDPOINTS.listPaymentMethods).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).apiCode).toBe('internal_error');
    expect((error as ApiRequestError).message).toBe(ERROR_CATALOGUE.internal_error.detail);
    expect(reportError).toHaveBeenCalledOnce();
  });

  it('answers the checked copy of a good body', async () => {
    const { http } = clientWith({ 'GET /v1/things': () => json({ data: ['a', 'b'], extra: 1 }) });
    await expect(http.call(listThings)).resolves.toEqual({ data: ['a', 'b'] });
  });

  it('checks the shell’s endpoints with core’s zod-free checks', async () => {
    const { http } = clientWith({
      'GET /v1/session': () => json({ ...signedInSession, extra: true }),
      'GET /v1/wallet': () => json({ data: { cash_cents: 1.5 } }),
    });
    await expect(http.call(SHELL_ENDPOINTS.getSession)).resolves.toEqual(signedInSession);
    await expect(http.call(SHELL_ENDPOINTS.getWallet)).rejects.toMatchObject({ apiCode: 'internal_error' });
  });

  it('answers undefined for 204 No Content', async () => {
    const { api, http } = clientWith({
      'DELETE /v1/payment-methods/4f1c2f7e-0000-4000-8000-000000000001': () =>
        new Response(null, { status: 204 }),
    });
    await expect(
      http.call(PAYMENT_ENDPOINTS.removePaymentMethod, {
        params: { id: '4f1c2f7e-0000-4000-8000-000000000001' },
      }),
    ).resolves.toBeUndefined();
    expect(api.calls[0]?.method).toBe('DELETE');
  });

  it('answers the text of a CSV download, asking for CSV', async () => {
    const csv = 'date,type,amount\n2026-01-02,deposit,10.00\n';
    const { api, http } = clientWith({
      'GET /v1/transactions.csv': () => new Response(csv, { headers: { 'content-type': 'text/csv' } }),
    });
    await expect(
      http.call(WALLET_ENDPOINTS.exportTransactions, { query: { type: 'deposit' } }),
    ).resolves.toBe(csv);
    expect(api.calls[0]?.url.search).toBe('?type=deposit');
    expect(api.calls[0]?.headers.get('accept')).toBe('text/csv');
  });

  it('answers a PDF download as a Blob, asking for PDF', async () => {
    const pdf = '%PDF-1.7 test';
    const { api, http } = clientWith({
      'GET /v1/tax/forms/2025': () => new Response(pdf, { headers: { 'content-type': 'application/pdf' } }),
    });
    const file = await http.call(TAX_ENDPOINTS.getTaxForm, { params: { year: 2025 } });
    expect(file).toBeInstanceOf(Blob);
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe(pdf);
    expect(api.calls[0]?.headers.get('accept')).toBe('application/pdf');
  });

  it('reads a failed CSV download’s error as JSON', async () => {
    const { http } = clientWith({
      'GET /v1/transactions.csv': () => apiError(401, 'unauthenticated', 'Please log in.'),
    });
    await expect(http.call(WALLET_ENDPOINTS.exportTransactions, { query: {} })).rejects.toMatchObject({
      status: 401,
      apiCode: 'unauthenticated',
    });
  });

  it('keeps the client’s quiet statuses: an expected 404 is not reported', async () => {
    const { http, reportError } = clientWith({});
    await expect(http.call(SHELL_ENDPOINTS.getWallet, {}, { quietStatuses: [404] })).rejects.toMatchObject({
      status: 404,
    });
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('call types', () => {
  it('take the input and the answer from the contract', () => {
    const { http } = clientWith({});
    // Compiled, never run (tsc -b checks this file).
    const answers = () => {
      expectTypeOf(http.call(listThings)).resolves.toEqualTypeOf<{ data: string[] }>();
      expectTypeOf(http.call(SHELL_ENDPOINTS.logOut)).resolves.toEqualTypeOf<undefined>();
      expectTypeOf(
        http.call(WALLET_ENDPOINTS.exportTransactions, { query: {} }),
      ).resolves.toEqualTypeOf<string>();
    };
    // Each line is a type error.
    const mistakes = () => {
      // @ts-expect-error the path parameter is missing
      void http.call(cancelThing, { body: { note: '' } }, { idempotencyKey: 'k' });
      // @ts-expect-error a money-moving endpoint needs the key
      void http.call(cancelThing, { params: { id: 'x' }, body: { note: '' } });
      // @ts-expect-error the body has the wrong shape
      void http.call(cancelThing, { params: { id: 'x' }, body: { note: 1 } }, { idempotencyKey: 'k' });
      // @ts-expect-error this endpoint takes no body
      void http.call(listThings, { body: {} });
      // @ts-expect-error a key for an endpoint that is not money-moving
      void http.call(listThings, {}, { idempotencyKey: 'k' });
    };
    expect([answers, mistakes]).toHaveLength(2);
  });
});
