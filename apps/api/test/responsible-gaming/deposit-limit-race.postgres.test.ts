import { IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, type Player, signIn, tokenize, walletOf } from '../wallet/helpers.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { limitOf, ok, putLimit } from './helpers.ts';

// Every request has its own client address: only the per-player rules may refuse it.
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true', TRUST_PROXY: 'true', RATE_LIMIT_MAX: '100000' },
});

/** Sends `count` card deposits of `amountCents` at once over real HTTP; answers each one's outcome. */
async function concurrentDeposits(player: Player, count: number, amountCents: number): Promise<string[]> {
  const { app } = testApp.current;
  const client = new HttpClient(await listen(app));
  await client.signIn(player.username);
  const tokens = await Promise.all(Array.from({ length: count }, () => tokenize(player)));
  const responses = await Promise.all(
    tokens.map(({ token }, i) =>
      client.fetch('/v1/deposits/card', {
        method: 'POST',
        headers: {
          [IDEMPOTENCY_KEY_HEADER]: `rg-race-${i}-${player.id}`,
          'x-forwarded-for': `10.9.0.${i}`,
        },
        json: { amount_cents: amountCents, payment_token: token },
      }),
    ),
  );
  return Promise.all(
    responses.map(async (response) =>
      response.status === 201 ? 'ok' : ((await response.json()) as { api_code: string }).api_code,
    ),
  );
}

describe('a deposit limit under concurrent deposits (real PostgreSQL)', () => {
  it('two deposits that together pass the limit: one succeeds, the other is refused', async () => {
    const player = await signIn(testApp.current.app);
    ok(await putLimit(player, 'deposit_daily', 50_00));
    const codes = await concurrentDeposits(player, 2, 30_00);
    expect(codes.sort()).toEqual(['deposit_limit_exceeded', 'ok']);
    expect((await walletOf(player)).cash_cents).toBe(30_00);
    expect(await limitOf(player, 'deposit_daily')).toMatchObject({
      used_cents: 30_00,
      remaining_cents: 20_00,
    });
  });

  it('twenty deposits: exactly as many as the limit allows succeed', async () => {
    const player = await signIn(testApp.current.app);
    ok(await putLimit(player, 'deposit_weekly', 75_00));
    const codes = await concurrentDeposits(player, 20, 10_00);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(7);
    expect(codes.filter((code) => code !== 'ok')).toEqual(Array(13).fill('deposit_limit_exceeded'));
    expect((await walletOf(player)).cash_cents).toBe(70_00);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });
});
