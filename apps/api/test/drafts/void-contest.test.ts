import { contestPoolAccount, HOUSE_ACCOUNT, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { fundedPlayer } from '../contests/fixtures.ts';
import { deliverNotices, noticeMails, noticesOfType } from '../notifications/helpers.ts';
import { expectLedgerInvariants, type Player } from '../wallet/helpers.ts';
import { seedNflSlate, seedNflWorld } from './fixtures.ts';
import { balanceOf, FEE, insertLockedContest, seatPaidDraft } from './prize-fixtures.ts';

// A best ball contest whose every game is cancelled is void: nothing was played, so every fee goes
// back (as a void pick'em entry's does), no prize is paid and the house keeps no rake.

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-12-01T09:00:00Z'),
});
const db = () => testApp.current.database.handle.db;
const prizes = () => testApp.current.app.walletModule.bestBallPrizes;
const TABLE = [
  { rankFrom: 1, rankTo: 1, amountCents: 800 },
  { rankFrom: 2, rankTo: 2, amountCents: 500 },
];

let players: Player[];
let entries: string[];
let gameId: string;

beforeAll(async () => {
  await seedNflWorld(db());
  gameId = await seedNflSlate(db(), 'void-w1', '2026-11-29T18:00:00Z');
  players = [];
  for (let index = 0; index < 3; index += 1) players.push(await fundedPlayer(testApp.current.app, 20_00));
  await insertLockedContest(db(), 'void', 'void-w1', TABLE);
  // Two players and a bot's seat.
  entries = await seatPaidDraft(db(), testApp.current.app.walletModule.wallet, 'void', [
    players[0]!,
    players[1]!,
    null,
  ]);
});

describe('a best ball contest whose every game is cancelled', () => {
  it('refunds every entry fee, pays no prize and keeps no rake', async () => {
    const before = await Promise.all(players.map((player) => balanceOf(db(), userCashAccount(player.id))));
    const house = await balanceOf(db(), HOUSE_ACCOUNT);
    expect(await balanceOf(db(), contestPoolAccount('void'))).toBe(2 * FEE);
    const emailOff = await players[1]!.browser.request({
      method: 'PUT',
      url: '/v1/notification-preferences',
      payload: { preferences: [{ type: 'entry_settled', email: false }] },
    });
    expect(emailOff.statusCode).toBe(200);
    await db().execute(sql`update games set status = 'cancelled', updated_at = now() where id = ${gameId}`);

    expect(await prizes().settleReady()).toBe(1);
    const after = await Promise.all(players.map((player) => balanceOf(db(), userCashAccount(player.id))));
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([FEE, FEE, 0]);
    expect(await balanceOf(db(), contestPoolAccount('void'))).toBe(0);
    expect(await balanceOf(db(), HOUSE_ACCOUNT)).toBe(house);
    const payouts = await selectRows(
      db(),
      sql`select 1 from transfers where kind = 'payout' and metadata->>'contest_id' = 'void'`,
    );
    expect(payouts).toEqual([]);
    const rows = await selectRows<{ id: string; state: string; prize_cents: string | null }>(
      db(),
      sql`select id, state, prize_cents from contest_entries where contest_id = 'void' order by id`,
    );
    expect(rows.map((row) => [row.id, row.state, row.prize_cents])).toEqual(
      [...entries].sort().map((id) => [id, 'refunded', null]),
    );
    const [contest] = await selectRows<{ status: string }>(
      db(),
      sql`select status from contests where id = 'void'`,
    );
    expect(contest?.status).toBe('closed');
    // Settled once: a second run finds nothing to do.
    expect(await prizes().settleReady()).toBe(0);
    await expectLedgerInvariants(db());
  });

  it('tells each player once, in the app and by email as their preference says', async () => {
    // Delivered by the job queue; running it again (or the settlement) sends nothing more.
    await deliverNotices(testApp.current.app);
    expect(await prizes().settleReady()).toBe(0);
    await deliverNotices(testApp.current.app);
    for (const player of [players[0]!, players[1]!]) {
      const notices = await noticesOfType(player, 'entry_settled');
      expect(notices).toEqual([
        expect.objectContaining({
          title: 'Your best ball entry was refunded',
          body: 'Every game of Contest void was cancelled, so the contest is void: $5.00 went back to your balance.',
          link: '/completed',
        }),
      ]);
    }
    expect(await noticeMails(db(), players[0]!, 'entry_settled')).toBe(1);
    // Players[1] turned emails of settled entries off before the contest was voided: the bell only.
    expect(await noticeMails(db(), players[1]!, 'entry_settled')).toBe(0);
    // Players[2] held no entry here.
    expect(await noticesOfType(players[2]!, 'entry_settled')).toEqual([]);
  });
});
