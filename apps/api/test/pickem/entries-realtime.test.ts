import {
  IDEMPOTENCY_KEY_HEADER,
  PROCESSOR_TOKENIZE_PATH,
  pickemEntriesSnapshotSchema,
  type TokenizeResponse,
} from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { openSnapshotSocket } from '../realtime/snapshot-socket.ts';
import { newKey } from '../wallet/helpers.ts';
import { bodyOf, HttpClient, listen } from '../wallet/http-client.ts';
import { pickOf, seedEntryBoard, type TestBoard } from './entry-fixtures.ts';

// The player's entries snapshot over a real socket: on connect, then after each committed change.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
let board: TestBoard;

beforeAll(async () => {
  board = await seedEntryBoard(testApp.current.app, testApp.current.database.handle.db, new Date());
});

describe("the pick'em entries snapshot", () => {
  it('comes on connect, and again after an entry is submitted and after it is cancelled', async () => {
    const baseUrl = await listen(testApp.current.app);
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
      'pickem_entries',
      (message) => pickemEntriesSnapshotSchema.parse(message).data,
    );
    expect(await live.next(() => true)).toEqual({ upcoming: 0, live: 0, recently_settled: [] });
    const submitted = await client.fetch('/v1/pickem/entries', {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      json: {
        type: 'standard',
        fee_cents: 5_00,
        picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-0']!)],
      },
    });
    expect(submitted.status).toBe(201);
    await live.next((data) => data.upcoming === 1);
    const { id } = await bodyOf<{ id: string }>(submitted);
    const cancelled = await client.fetch(`/v1/pickem/entries/${id}/cancel`, {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
    });
    expect(cancelled.status).toBe(200);
    expect(await live.next((data) => data.upcoming === 0)).toEqual({
      upcoming: 0,
      live: 0,
      recently_settled: [],
    });
    live.socket.close();
  });
});
