import { PICKEM_CANCEL_WINDOW_MS, userPromoAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import {
  again,
  limitOf,
  ok,
  PASSWORD,
  signInWithPassword,
  testClock,
} from '../responsible-gaming/helpers.ts';
import { nextGameId } from '../support/sports-world.ts';
import { depositByCard, expectLedgerInvariants, type Player, walletOf } from '../wallet/helpers.ts';
import {
  cancelEntry,
  expectStatus,
  gamesStartAt,
  houseBalance,
  pickOf,
  seedEntryBoard,
  setGame,
  submitEntry,
  type TestBoard,
} from './entry-fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let board: TestBoard;

beforeAll(async () => {
  board = await seedEntryBoard(app(), db(), time.now());
});

async function fundedPlayer(cashCents = 50_00) {
  const player = await signInWithPassword(app());
  expectStatus(await depositByCard(app(), player, cashCents), 201);
  return player;
}

async function enter(
  player: Player,
  sport: 'nba' | 'nfl' | 'nhl' = 'nba',
  feeCents = 10_00,
  usePromo = false,
): Promise<string> {
  const lines = board.lines[sport];
  const response = await submitEntry(player, {
    type: 'standard',
    fee_cents: feeCents,
    picks: [pickOf(lines['1-0']!), pickOf(lines['2-0']!)],
    use_promo: usePromo,
  });
  expectStatus(response, 201);
  return response.json().id;
}

describe("cancelling a pick'em entry", () => {
  it('refunds the fee just inside 2 minutes, and the entry shows cancelled', async () => {
    const player = await fundedPlayer();
    const houseBefore = await houseBalance(db());
    const entryId = await enter(player);
    time.advance(PICKEM_CANCEL_WINDOW_MS - 1);
    const response = await cancelEntry(player, entryId);
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ id: entryId, status: 'cancelled', cancellable_until: null });
    expect((await walletOf(player)).cash_cents).toBe(50_00);
    expect(await houseBalance(db())).toBe(houseBefore);
    expect((await limitOf(player, 'spend_daily')).used_cents).toBe(0);
    const twice = await cancelEntry(player, entryId);
    expectStatus(twice, 409);
    expect(twice.json().api_code).toBe('pickem_entry_not_cancellable');
    await expectLedgerInvariants(db());
  });

  it('refuses at exactly 2 minutes, and keeps the fee', async () => {
    const player = await fundedPlayer();
    const entryId = await enter(player);
    time.advance(PICKEM_CANCEL_WINDOW_MS);
    const response = await cancelEntry(player, entryId);
    expectStatus(response, 409);
    expect(response.json().api_code).toBe('pickem_entry_not_cancellable');
    expect((await walletOf(player)).cash_cents).toBe(40_00);
  });

  it('refuses once a game of the entry has started, even within 2 minutes', async () => {
    const player = await fundedPlayer();
    const entryId = await enter(player, 'nfl');
    await setGame(db(), nextGameId('nfl'), { status: 'in_progress' });
    const response = await cancelEntry(player, entryId);
    expectStatus(response, 409);
    const shown = (await player.browser.get(`/v1/pickem/entries/${entryId}`)).json();
    expect(shown).toMatchObject({ status: 'live', cancellable_until: null });
    expect((await walletOf(player)).cash_cents).toBe(40_00);
    await setGame(db(), nextGameId('nfl'), { status: 'scheduled', startsAt: gamesStartAt(time.now()) });
  });

  it("answers 404 for another player's entry, and for none", async () => {
    const owner = await fundedPlayer();
    const entryId = await enter(owner);
    const other = await fundedPlayer();
    expectStatus(await other.browser.get(`/v1/pickem/entries/${entryId}`), 404);
    expectStatus(await cancelEntry(other, entryId), 404);
    expectStatus(await other.browser.get('/v1/pickem/entries/not-an-entry'), 404);
    expect((await walletOf(owner)).cash_cents).toBe(40_00);
  });

  it('takes promo credit first and refunds each part to where it came from', async () => {
    const player = await fundedPlayer();
    await app().walletModule.wallet.transfer({
      key: `test-promo:${player.id}`,
      kind: 'promo_credit',
      debit: 'promo_funding',
      credit: userPromoAccount(player.id),
      amountCents: 4_00,
      description: 'Welcome credit',
    });
    const entryId = await enter(player, 'nba', 10_00, true);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 44_00, promo_cents: 0 });
    expectStatus(await cancelEntry(player, entryId), 200);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 50_00, promo_cents: 4_00 });
    await expectLedgerInvariants(db());
  });
});

describe('self-exclusion', () => {
  it('refunds the open entries none of whose games has started, and keeps the started ones', async () => {
    const player = await fundedPlayer(60_00);
    const upcoming = await enter(player, 'nba');
    const started = await enter(player, 'nhl', 20_00);
    await setGame(db(), nextGameId('nhl'), { status: 'in_progress' });
    const excluded = await player.browser.post('/v1/responsible-gaming/self-exclusion', {
      duration: '5y',
      password: PASSWORD,
    });
    ok(excluded, 201);
    const back = await again(app(), player);
    expect((await walletOf(back)).cash_cents).toBe(40_00);
    const states = await selectRows<{ id: string; state: string }>(
      db(),
      sql`select id, state from pickem_entries where user_id = ${player.id}::uuid order by created_at`,
    );
    expect(Object.fromEntries(states.map((row) => [row.id, row.state]))).toEqual({
      [upcoming]: 'cancelled',
      [started]: 'open',
    });
    await expectLedgerInvariants(db());
    await setGame(db(), nextGameId('nhl'), { status: 'scheduled', startsAt: gamesStartAt(time.now()) });
  });
});
