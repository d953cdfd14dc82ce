import { beforeAll, describe, expect, it } from 'vitest';
import type { PayoutResult } from '../../src/features/payments/gateway.ts';
import { useTestApp } from '../app.ts';
import {
  bankDeposit,
  expectLedgerInvariants,
  postWithKey,
  walletOf,
  withdrawalConfirmationToken,
} from '../wallet/helpers.ts';
import { type SignedInOperator, signInOperator } from './helpers.ts';
import { verifiedPlayer, withdraw } from './review-helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;

let risk: SignedInOperator;
beforeAll(async () => {
  risk = await signInOperator(app(), 'risk');
});

describe('an operator hold asked for while a payout is being sent', () => {
  it('is refused with a clear console error; the payout the bank made is booked', async () => {
    const player = await verifiedPlayer(app());
    await bankDeposit(app(), player, 5_000);
    expect((await withdraw(player, 2_000)).statusCode).toBe(201);
    const token = await withdrawalConfirmationToken(testApp.current.database.handle.db, player);

    // The bank, while it pays, sees an operator try to hold the account.
    const bank = app().walletModule.bank!.gateway;
    const pay = bank.payout.bind(bank);
    let holdDuringPayout: { statusCode: number; json(): unknown; body: string } | undefined;
    bank.payout = async (request): Promise<PayoutResult> => {
      holdDuringPayout = await risk.browser.post(`/v1/console/players/${player.id}/hold`, {
        reason: 'suspected_fraud',
      });
      return pay(request);
    };
    try {
      const confirmed = await postWithKey(player, '/v1/withdrawals/confirm', { token });
      expect(confirmed.json().data).toMatchObject({ status: 'paid' });
    } finally {
      bank.payout = pay;
    }
    expect(holdDuringPayout?.statusCode, holdDuringPayout?.body).toBe(409);
    expect(holdDuringPayout?.json()).toMatchObject({ api_code: 'account_payout_in_flight' });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 3_000, pending_withdrawal_cents: 0 });

    // Once it settled, the hold goes through and stops the next one.
    const held = await risk.browser.post(`/v1/console/players/${player.id}/hold`, {
      reason: 'suspected_fraud',
    });
    expect(held.statusCode, held.body).toBe(201);
    expect((await withdraw(player, 1_000)).json()).toMatchObject({ api_code: 'account_under_review' });
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });
});
