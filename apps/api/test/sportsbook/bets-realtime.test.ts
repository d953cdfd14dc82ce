import {
  IDEMPOTENCY_KEY_HEADER,
  PROCESSOR_TOKENIZE_PATH,
  sportsbookBetsSnapshotSchema,
  TEST_LOCATION_HEADER,
  type TokenizeResponse,
} from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { openSnapshotSocket } from '../realtime/snapshot-socket.ts';
import { nextGameId } from '../support/sports-world.ts';
import { newKey } from '../wallet/helpers.ts';
import { bodyOf, HttpClient, listen } from '../wallet/http-client.ts';
import { leg, scoreGame, seedBook } from './fixtures.ts';

// The player's bets snapshot over a real socket: on connect, then after a bet is placed and settled,
// so the bet history refreshes itself.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

beforeAll(async () => {
  await seedBook(app(), db(), new Date());
});

describe('the sportsbook bets snapshot', () => {
  it('comes on connect, and again after a bet is placed and after it is settled', async () => {
    const baseUrl = await listen(app());
    const client = new HttpClient(baseUrl);
    await client.signIn();
    const token = await client.fetch(PROCESSOR_TOKENIZE_PATH, {
      method: 'POST',
      json: { number: '4242424242424242', exp_month: 11, exp_year: 2034, cvc: '321' },
    });
    const { token: paymentToken } = await bodyOf<TokenizeResponse>(token);
    const deposit = await client.fetch('/v1/deposits/card', {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      json: { amount_cents: 20_00, payment_token: paymentToken },
    });
    expect(deposit.status).toBe(201);

    const live = await openSnapshotSocket(
      baseUrl,
      client,
      'sportsbook_bets',
      (message) => sportsbookBetsSnapshotSchema.parse(message).data,
    );
    expect(await live.next(() => true)).toEqual({ open: 0, settled: 0, settlements: 0 });
    const placed = await client.fetch('/v1/sportsbook/bets', {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey(), [TEST_LOCATION_HEADER]: 'TN' },
      json: { stake_cents: 5_00, legs: [await leg(app(), 'nhl', 'moneyline', 'away')] },
    });
    expect(placed.status).toBe(201);
    await live.next((data) => data.open === 1);

    await scoreGame(db(), nextGameId('nhl'), { home: 1, away: 3, status: 'final' });
    expect(await app().walletModule.sportsbookSettlement.settleReady()).toBe(1);
    expect(await live.next((data) => data.settled === 1)).toEqual({ open: 0, settled: 1, settlements: 1 });
    live.socket.close();
  });
});
