import { PICKEM_ENTRIES_CHANGED, SPORTS, userPromoAccount, worldFileSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { type BusEvent, isTopicEvent } from '../../src/platform/realtime/bus.ts';
import { useTestApp } from '../app.ts';
import { signInWithPassword, testClock } from '../responsible-gaming/helpers.ts';
import { nextGameId, playerId, sportsWorldFixture } from '../support/sports-world.ts';
import { depositByCard, expectLedgerInvariants, walletOf } from '../wallet/helpers.ts';
import { expectStatus, pickOf, seedEntryBoard, submitEntry } from './entry-fixtures.ts';

// Entries made through the real submit path (fee from promo credit first, then cash), settled
// through the test-only route the e2e journeys use, and the public average results after.

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const STAT = SPORTS.nba.stats[0]!.key;

/** The NBA's next game goes final: 1-0 scores 5, 2-0 scores 4, 1-1 scores 1; 2-1 did not play. */
async function finishNextNbaGame() {
  const base = sportsWorldFixture(['nba']);
  const line = (team: 1 | 2, n: number, value: number) => ({
    player_id: playerId('nba', team, n),
    game_id: nextGameId('nba'),
    stats: { [STAT]: value, minutes: 20 },
  });
  await app().walletModule.sports.store.upsertWorld(
    worldFileSchema.parse({
      ...base,
      games: base.games.map((game) =>
        game.id === nextGameId('nba')
          ? { ...game, status: 'final', period: 4, home_score: 9, away_score: 4 }
          : game,
      ),
      stat_lines: [line(1, 0, 5), line(2, 0, 4), line(1, 1, 1)],
    }),
  );
}

describe('settling entries made through the submit path', () => {
  it('pays winners, refunds each part of a fee to where it came from, and tells the player', async () => {
    const board = await seedEntryBoard(app(), db(), time.now());
    const lines = board.lines.nba;
    const player = await signInWithPassword(app());
    expectStatus(await depositByCard(app(), player, 50_00), 201);
    await app().walletModule.wallet.transfer({
      key: `promo:${player.id}`,
      kind: 'promo_credit',
      debit: 'promo_funding',
      credit: userPromoAccount(player.id),
      amountCents: 4_00,
      description: 'Welcome credit',
    });
    // $10 of which $4 promo: 2-1 does not play, so one pick is left and the entry is refunded.
    const refunded = await submitEntry(player, {
      type: 'standard',
      fee_cents: 10_00,
      picks: [pickOf(lines['1-0']!), pickOf(lines['2-1']!)],
      use_promo: true,
    });
    expectStatus(refunded, 201);
    // $10 cash: 1-0 over 2.5 (5) and 2-0 over 2.5 (4) both hit: 3×.
    const won = await submitEntry(player, {
      type: 'standard',
      fee_cents: 10_00,
      picks: [pickOf(lines['1-0']!), pickOf(lines['2-0']!)],
    });
    expectStatus(won, 201);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 34_00, promo_cents: 0 });

    const heard: BusEvent[] = [];
    const stop = app().eventBus.subscribe((event) => heard.push(event));
    await finishNextNbaGame();
    const settled = await player.browser.post('/v1/test/pickem/settle');
    expectStatus(settled, 200);
    expect(settled.json().data).toMatchObject({ settled: 2, resettled: 0 });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 34_00 + 6_00 + 30_00, promo_cents: 4_00 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(heard.some((event) => !isTopicEvent(event) && event.type === PICKEM_ENTRIES_CHANGED)).toBe(true);

    const entry = await player.browser.get(`/v1/pickem/entries/${won.json().id}`);
    expectStatus(entry, 200);
    expect(entry.json()).toMatchObject({ status: 'settled', result: 'won', payout_cents: 30_00 });

    const results = await player.browser.get('/v1/pickem/average-results');
    expectStatus(results, 200);
    expect(results.json().rows).toEqual([
      {
        type: 'standard',
        picks: 2,
        entries: 2,
        won_entries: 1,
        fees_cents: 20_00,
        payouts_cents: 40_00,
        win_rate: 0.5,
        average_return: 2,
      },
    ]);
    expect(results.json().settled_entries).toBe(2);
    await expectLedgerInvariants(db());
  });
});
