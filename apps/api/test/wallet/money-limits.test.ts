import { IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { newKey, type Player, postWithKey, signIn } from './helpers.ts';

// Each request below comes from its own address: only the per-player limit can stop it.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', TRUST_PROXY: 'true' } });

function fromAddress(player: Player, url: string, i: number, body?: unknown) {
  const headers = { 'x-forwarded-for': `10.20.${Math.floor(i / 250)}.${i % 250}` };
  return body === undefined
    ? player.browser.get(url, headers)
    : player.browser.post(url, body, { headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: newKey() } });
}

describe('per-player limits on money routes', () => {
  it('answers 429 in the error shape once one player sends too many, whatever their addresses', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const statuses: number[] = [];
    let refused: Record<string, unknown> = {};
    for (let i = 0; i < 25; i += 1) {
      const response = await fromAddress(player, '/v1/deposits/bank', i, { amount_cents: 1_000 });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refused = response.json();
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    expect(refused).toMatchObject({ api_code: 'rate_limited', status: 429, request_id: expect.any(String) });

    // Withdrawals, confirmations and payment methods have budgets of their own, per player too.
    const reads: number[] = [];
    for (let i = 0; i < 70; i += 1)
      reads.push((await fromAddress(player, '/v1/payment-methods', i)).statusCode);
    expect(reads).toContain(429);
    const confirms: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      confirms.push(
        (await fromAddress(player, '/v1/withdrawals/confirm', i, { token: 'x'.repeat(43) })).statusCode,
      );
    }
    expect(confirms.slice(20)).toEqual(Array(5).fill(429));

    // Another player is not slowed down.
    const other = await signIn(app);
    expect((await postWithKey(other, '/v1/deposits/bank', { amount_cents: 1_000 })).statusCode).toBe(201);
  });
});

describe('an Idempotency-Key whose first request died', () => {
  it('lets the retry run once the first attempt is known dead, and answers what it had done', async () => {
    const { app, database } = testApp.current;
    const player = await signIn(app);
    const key = newKey();
    const body = { amount_cents: 1_500 };
    const first = await postWithKey(player, '/v1/deposits/bank', body, key);
    expect(first.statusCode).toBe(201);
    // As if its process had been killed after committing the deposit but before storing the answer,
    // 20 seconds ago: the key is claimed, no answer, the claim no longer renewed.
    const forget = (leaseSeconds: number) =>
      database.handle.db.execute(
        sql`update idempotency_keys set response_status = null, response_body = null, completed_at = null,
              created_at = date_trunc('milliseconds', now()) - interval '20 seconds',
              lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
            where user_id = ${player.id} and key = ${key}`,
      );
    await forget(30);
    // Still renewed (alive): the retry waits.
    expect((await postWithKey(player, '/v1/deposits/bank', body, key)).json()).toMatchObject({
      api_code: 'idempotency_request_in_progress',
    });
    await forget(-5);
    const retry = await postWithKey(player, '/v1/deposits/bank', body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.deposit_id).toBe(first.json().data.deposit_id);
  });
});
