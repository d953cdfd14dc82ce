import { cents, payoutOf } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { nextGameId } from '../support/sports-world.ts';
import { expectLedgerInvariants, type Player, walletOf } from '../wallet/helpers.ts';
import { bettor, expectStatus, type LegBody, leg, placeBet, scoreGame, seedBook } from './fixtures.ts';

// A level final on a sport whose moneyline is three-way (soccer: home/draw/away) against one that is
// two-way (the NFL): only the two-way moneyline pushes.
const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

const placed: Record<string, { player: Player; id: string; legs: LegBody[] }> = {};

async function place(name: string, legs: LegBody[]) {
  const player = await bettor(app(), db(), 100_00);
  const response = await placeBet(player, { stake_cents: 10_00, legs });
  expectStatus(response, 201);
  placed[name] = { player, id: response.json().id, legs };
}

async function settled(name: string) {
  const [row] = await selectRows<{ result: string; payout_cents: string; leg_results: string[] }>(
    db(),
    sql`select result, payout_cents, leg_results from sportsbook_bets where id = ${placed[name]!.id}::uuid`,
  );
  return { result: row?.result, payout_cents: Number(row?.payout_cents), legs: row?.leg_results };
}

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
  await place('soccerHome', [await leg(app(), 'soccer', 'moneyline', 'home')]);
  await place('soccerAway', [await leg(app(), 'soccer', 'moneyline', 'away')]);
  await place('soccerDraw', [await leg(app(), 'soccer', 'moneyline', 'draw')]);
  await place('nflHome', [await leg(app(), 'nfl', 'moneyline', 'home')]);
  await place('parlay', [
    await leg(app(), 'nba', 'moneyline', 'home'),
    await leg(app(), 'soccer', 'moneyline', 'away'),
  ]);
  await scoreGame(db(), nextGameId('soccer'), { home: 1, away: 1, status: 'final' });
  await scoreGame(db(), nextGameId('nfl'), { home: 20, away: 20, status: 'final' });
  await scoreGame(db(), nextGameId('nba'), { home: 101, away: 99, status: 'final' });
  expect(await app().walletModule.sportsbookSettlement.settleReady()).toBe(5);
});

describe('a level final', () => {
  it('loses home and away on a three-way moneyline and pays the draw its price', async () => {
    expect(await settled('soccerHome')).toEqual({ result: 'lost', payout_cents: 0, legs: ['lost'] });
    expect(await settled('soccerAway')).toEqual({ result: 'lost', payout_cents: 0, legs: ['lost'] });
    const drawPayout = payoutOf(cents(10_00), [placed.soccerDraw!.legs[0]!.price]);
    expect(await settled('soccerDraw')).toEqual({ result: 'won', payout_cents: drawPayout, legs: ['won'] });
    expect((await walletOf(placed.soccerHome!.player)).cash_cents).toBe(90_00);
    expect((await walletOf(placed.soccerDraw!.player)).cash_cents).toBe(90_00 + drawPayout);
    await expectLedgerInvariants(db());
  });

  it('still pushes a two-way moneyline (stake back)', async () => {
    expect(await settled('nflHome')).toEqual({ result: 'push', payout_cents: 10_00, legs: ['push'] });
    expect((await walletOf(placed.nflHome!.player)).cash_cents).toBe(100_00);
  });

  it('loses a parlay whose three-way moneyline leg was level, however its other legs went', async () => {
    expect(await settled('parlay')).toEqual({ result: 'lost', payout_cents: 0, legs: ['won', 'lost'] });
    expect((await walletOf(placed.parlay!.player)).cash_cents).toBe(90_00);
  });
});
