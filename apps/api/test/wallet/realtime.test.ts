import {
  IDEMPOTENCY_KEY_HEADER,
  PROCESSOR_TOKENIZE_PATH,
  type TokenizeResponse,
  walletSchema,
} from '@kennel/core';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../src/app.ts';
import type { App } from '../../src/platform/http/server.ts';
import { useTestApp } from '../app.ts';
import { testDriver } from '../db.ts';
import { newKey } from './helpers.ts';
import { bodyOf, dataOf, HttpClient, listen } from './http-client.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const extraApps: App[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

interface WalletMessages {
  socket: WebSocket;
  /** Resolves with the first wallet message that passes `accept`. */
  next(
    accept: (wallet: ReturnType<typeof walletSchema.parse>) => boolean,
  ): Promise<ReturnType<typeof walletSchema.parse>>;
}

async function openWalletSocket(
  baseUrl: string,
  client: HttpClient,
  origin = baseUrl,
): Promise<WalletMessages> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/ws`, {
    headers: { cookie: client.cookieHeader(), origin },
  });
  const received: ReturnType<typeof walletSchema.parse>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw));
    if (message.type === 'wallet') received.push(walletSchema.parse(message.data));
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  return {
    socket,
    async next(accept) {
      for (;;) {
        const found = received.find(accept);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

async function depositOverHttp(client: HttpClient, amountCents: number) {
  const token = await client.fetch(PROCESSOR_TOKENIZE_PATH, {
    method: 'POST',
    json: { number: '4242424242424242', exp_month: 11, exp_year: 2034, cvc: '321' },
  });
  const { token: paymentToken } = await bodyOf<TokenizeResponse>(token);
  const response = await client.fetch('/v1/deposits/card', {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
    json: { amount_cents: amountCents, payment_token: paymentToken },
  });
  expect(response.status).toBe(201);
}

describe('live wallet over a real WebSocket', () => {
  it('sends a snapshot on connect and the new balance after a deposit commits', async () => {
    const baseUrl = await listen(testApp.current.app);
    const client = new HttpClient(baseUrl);
    await client.signIn();
    const live = await openWalletSocket(baseUrl, client);
    expect(await live.next(() => true)).toMatchObject({ cash_cents: 0, promo_cents: 0 });
    await depositOverHttp(client, 2_500);
    expect(await live.next((wallet) => wallet.cash_cents === 2_500)).toMatchObject({
      lifetime_deposit_cents: 2_500,
    });
    live.socket.close();
  });

  it('pushes the online-banking result after the bank’s pages, all over real HTTP', async () => {
    const baseUrl = await listen(testApp.current.app);
    const client = new HttpClient(baseUrl);
    await client.signIn();
    const live = await openWalletSocket(baseUrl, client);
    await live.next(() => true);
    const started = await client.fetch('/v1/deposits/bank', {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      json: { amount_cents: 3_000 },
    });
    const { authorization_url } = await dataOf<{ authorization_url: string }>(started);
    // The bank's page and form live at the public URL; this test server stands in for it.
    const bankPage = new URL(authorization_url);
    const page = await client.fetch(`${bankPage.pathname}${bankPage.search}`);
    const paymentId = /name="payment_id" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const approved = await client.fetch(bankPage.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_id: paymentId, outcome: 'succeeded' }).toString(),
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toContain('/trustly-loading-deposit?deposit_id=');
    expect(await live.next((wallet) => wallet.cash_cents === 3_000)).toMatchObject({
      lifetime_deposit_cents: 3_000,
    });
    live.socket.close();
  });

  it('refuses a socket without a session or from another site', async () => {
    const baseUrl = await listen(testApp.current.app);
    const guest = new HttpClient(baseUrl);
    await expect(openWalletSocket(baseUrl, guest)).rejects.toThrow('HTTP 401');
    const player = new HttpClient(baseUrl);
    await player.signIn();
    await expect(openWalletSocket(baseUrl, player, 'https://evil.example')).rejects.toThrow('HTTP 403');
  });

  // Several API instances share one PostgreSQL; the embedded PGlite database serves one process.
  if (testDriver() === 'postgres') {
    it('fans a change out to a socket on another API instance (LISTEN/NOTIFY)', async () => {
      const { config, database } = testApp.current;
      const other = await database.openAnotherHandle();
      const secondInstance = await buildApp({ config, db: other.db });
      extraApps.push(secondInstance);
      await secondInstance.ready();
      const first = new HttpClient(await listen(testApp.current.app));
      const user = await first.signIn();
      const secondUrl = await listen(secondInstance);
      const second = new HttpClient(secondUrl);
      await second.signIn(user.username);
      const live = await openWalletSocket(secondUrl, second);
      await live.next(() => true);
      await depositOverHttp(first, 4_000);
      expect(await live.next((wallet) => wallet.cash_cents === 4_000)).toMatchObject({ cash_cents: 4_000 });
      live.socket.close();
    });
  }
});
