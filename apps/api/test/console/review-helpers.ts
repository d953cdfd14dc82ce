import { expect } from 'vitest';
import type { App } from '../../src/platform/http/server.ts';
import type { TestApp } from '../app.ts';
import {
  bankDeposit,
  notifyBank,
  type Player,
  postWithKey,
  signIn,
  verifyIdentity,
  walletOf,
  withdrawalConfirmationToken,
} from '../wallet/helpers.ts';

export async function verifiedPlayer(app: App): Promise<Player> {
  const player = await signIn(app);
  expect((await verifyIdentity(player)).json().data.status).toBe('approved');
  return player;
}

export async function withdraw(player: Player, amountCents: number) {
  const methodId = (await player.browser.get('/v1/payout-methods')).json().data[0].id;
  return postWithKey(player, '/v1/withdrawals', { amount_cents: amountCents, payment_method_id: methodId });
}

/** A player whose returned 50.00 bank deposit had already been withdrawn down to 10.00: a shortfall review. */
export async function playerWithShortfall({ app, config, database }: TestApp) {
  const player = await verifiedPlayer(app);
  const depositId = await bankDeposit(app, player, 5_000);
  expect((await withdraw(player, 4_000)).statusCode).toBe(201);
  const token = await withdrawalConfirmationToken(database.handle.db, player);
  expect((await postWithKey(player, '/v1/withdrawals/confirm', { token })).statusCode).toBe(200);
  await notifyBank(app, config.bankWebhookSecret, { depositId, amountCents: 5_000, status: 'failed' });
  expect((await walletOf(player)).cash_cents).toBe(1_000);
  return { player, depositId };
}
