import { TERMS_VERSION } from '@kennel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/platform/db/schema/users.ts';
import { useTestApp } from '../app.ts';
import { signIn, walletOf } from '../wallet/helpers.ts';
import { authorizeIn, depositFrom } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const db = () => testApp.current.database.handle.db;
const app = () => testApp.current.app;

describe('the current terms, checked by the authorisation step', () => {
  it('refuses a deposit while the player has not accepted the changed terms, then lets it through once accepted', async () => {
    const player = await signIn(app());
    await db().update(users).set({ termsVersion: '2026-11-01' }).where(eq(users.id, player.id));

    const refused = await depositFrom(player, 2_000);

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ api_code: 'terms_acceptance_required' });
    expect((await walletOf(player)).cash_cents).toBe(0);

    const accepted = await player.browser.post('/v1/terms/acceptance', { version: TERMS_VERSION });
    expect(accepted.statusCode).toBe(200);
    expect((await depositFrom(player, 2_000)).statusCode).toBe(201);
  });

  it('refuses entries and bets too, but never a player who accepted the current terms', async () => {
    const stale = await signIn(app());
    const current = await signIn(app());
    await db().update(users).set({ termsVersion: '2026-11-01' }).where(eq(users.id, stale.id));
    const entry = { type: 'entry', product: 'best_ball', amountCents: 500, quantity: 1 } as const;
    const bet = { type: 'bet', amountCents: 500 } as const;

    expect(await authorizeIn(app(), stale, entry, 'NJ')).toBe('terms_acceptance_required');
    expect(await authorizeIn(app(), stale, bet, 'TN')).toBe('terms_acceptance_required');
    expect(await authorizeIn(app(), current, entry, 'NJ')).toBe('ok');
  });
});
