import { IDEMPOTENCY_KEY_HEADER, type PaidAction, type StateCode, TEST_LOCATION_HEADER } from '@kennel/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import { ApiProblem } from '../../src/platform/http/api-problem.ts';
import type { App } from '../../src/platform/http/server.ts';
import { newKey, type Player, tokenize } from '../wallet/helpers.ts';

/** A card deposit as the browser sends it, located by the sandbox's test header when `state` is given. */
export async function depositFrom(player: Player, amountCents: number, state?: string) {
  const { token } = await tokenize(player);
  return player.browser.post(
    '/v1/deposits/card',
    { amount_cents: amountCents, payment_token: token },
    {
      headers: {
        [IDEMPOTENCY_KEY_HEADER]: newKey(),
        ...(state === undefined ? {} : { [TEST_LOCATION_HEADER]: state }),
      },
    },
  );
}

export async function setPlayer(
  db: Database,
  player: Player,
  values: { dateOfBirth?: string; state?: StateCode },
) {
  await db.update(users).set(values).where(eq(users.id, player.id));
}

/** Runs the app's authorisation step for `action` in a money transaction; answers the refusal's code or 'ok'. */
export async function authorizeIn(
  app: App,
  player: Player,
  action: PaidAction,
  state: StateCode | null,
): Promise<string> {
  const { wallet, authorization } = app.walletModule;
  try {
    await wallet.inTransaction((unit) =>
      authorization.authorize(unit, { userId: player.id, action, location: { state } }),
    );
    return 'ok';
  } catch (error) {
    if (error instanceof ApiProblem) return error.code;
    throw error;
  }
}
