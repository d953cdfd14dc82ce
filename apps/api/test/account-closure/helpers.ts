import {
  type AccountClosedWire,
  type AccountClosureWire,
  PROMO_FUNDING_ACCOUNT,
  userPromoAccount,
} from '@kennel/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import type { App } from '../../src/platform/http/server.ts';
import { ok, PASSWORD } from '../responsible-gaming/helpers.ts';
import type { Player } from '../wallet/helpers.ts';

export const closeAccount = (player: Player, body: Record<string, unknown> = { password: PASSWORD }) =>
  player.browser.post('/v1/account/close', body);

export async function closureOf(player: Player): Promise<AccountClosureWire> {
  return ok<AccountClosureWire>(await player.browser.get('/v1/account/closure'));
}

export const closed = (response: Parameters<typeof ok>[0]) => ok<AccountClosedWire>(response);

/** Promo credit granted as a promotion does (through the ledger, from promo funding). */
export async function grantPromo(app: App, player: Player, amountCents: number, key = `grant:${player.id}`) {
  await app.walletModule.wallet.transfer({
    key,
    kind: 'promo_credit',
    debit: PROMO_FUNDING_ACCOUNT,
    credit: userPromoAccount(player.id),
    amountCents,
    description: 'Test promo credit',
  });
}

export async function closedAt(db: Database, player: Player): Promise<Date | null> {
  const [row] = await db.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, player.id));
  return row?.closedAt ?? null;
}
