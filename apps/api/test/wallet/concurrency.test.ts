import {
  type Deposit,
  HOUSE_ACCOUNT,
  IDEMPOTENCY_KEY_HEADER,
  processorClearingAccount,
  userCashAccount,
} from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { createWalletService } from '../../src/features/wallet/service.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { createInProcessBus } from '../../src/platform/realtime/bus.ts';
import { useTestApp } from '../app.ts';
import {
  depositByCard,
  expectLedgerInvariants,
  newKey,
  signIn,
  tokenize,
  verifyIdentity,
  walletOf,
} from './helpers.ts';
import { dataOf, HttpClient, listen } from './http-client.ts';

// Each request below comes from its own client address, so per-IP rate limits see 200 clients.
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true', TRUST_PROXY: 'true', RATE_LIMIT_MAX: '100000' },
});
const DEBITS = 200;

describe('concurrent money movement', () => {
  it(`lets exactly 100 of ${DEBITS} parallel debits through a balance that covers 100 (several connection pools)`, async () => {
    const { app, database } = testApp.current;
    const player = await signIn(app);
    const main = app.walletModule.wallet;
    await main.transfer({
      key: `fund-${player.id}`,
      kind: 'deposit',
      debit: processorClearingAccount('sandbox_card'),
      credit: userCashAccount(player.id),
      amountCents: 100 * 1_000,
      description: 'Deposit',
    });
    // Like several API instances: separate pools of real connections on PostgreSQL.
    const wallets = [main];
    for (let i = 0; i < 3; i += 1) {
      const handle = await database.openAnotherHandle();
      wallets.push(createWalletService({ db: handle.db, clock: systemClock, bus: createInProcessBus() }));
    }
    const outcomes = await Promise.allSettled(
      Array.from({ length: DEBITS }, (_, i) =>
        wallets[i % wallets.length]!.transfer({
          key: `debit-${player.id}-${i}`,
          kind: 'entry_fee',
          debit: userCashAccount(player.id),
          credit: HOUSE_ACCOUNT,
          amountCents: 1_000,
          description: 'Entry fee',
        }),
      ),
    );
    const refusedCodes = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [],
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(100);
    expect(refusedCodes).toEqual(Array(100).fill('insufficient_funds'));
    expect((await main.getWallet(player.id)).cash_cents).toBe(0);
    await expectLedgerInvariants(database.handle.db);
  });

  it(`answers ${DEBITS} parallel HTTP withdrawals with exactly 100 holds`, async () => {
    const { app, database } = testApp.current;
    const baseUrl = await listen(app);
    const player = await signIn(app);
    await verifyIdentity(player);
    const deposit = (await depositByCard(app, player, 100 * 1_000)).json().data;
    const client = new HttpClient(baseUrl);
    await client.signIn(player.username);
    const responses = await Promise.all(
      Array.from({ length: DEBITS }, (_, i) =>
        client.fetch('/v1/withdrawals', {
          method: 'POST',
          headers: { [IDEMPOTENCY_KEY_HEADER]: newKey(), 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` },
          json: { amount_cents: 1_000, payment_method_id: deposit.payment_method_id },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status === 422)).toHaveLength(100);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 0, pending_withdrawal_cents: 100 * 1_000 });
    await expectLedgerInvariants(database.handle.db);
  });

  it('never charges twice for one Idempotency-Key, however many retries race', async () => {
    const { app, database } = testApp.current;
    const baseUrl = await listen(app);
    const player = await signIn(app);
    const client = new HttpClient(baseUrl);
    await client.signIn(player.username);
    const { token } = await tokenize(player);
    const key = newKey();
    const send = (i: number) =>
      client.fetch('/v1/deposits/card', {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: key, 'x-forwarded-for': `10.1.0.${i}` },
        json: { amount_cents: 2_000, payment_token: token },
      });
    const racing = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i)));
    const statuses = racing.map((response) => response.status);
    // Each answer is the deposit (first or replayed) or "still in progress"; never a second charge.
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses).toContain(201);
    const later = await send(99);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    const ids = new Set(
      await Promise.all(
        racing.filter((r) => r.status === 201).map(async (r) => (await dataOf<Deposit>(r)).id),
      ),
    );
    ids.add((await dataOf<Deposit>(later)).id);
    expect(ids.size).toBe(1);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 2_000, lifetime_deposit_cents: 2_000 });
    await expectLedgerInvariants(database.handle.db);
  });
});
