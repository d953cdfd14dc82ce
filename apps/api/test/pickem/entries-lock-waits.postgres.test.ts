import { IDEMPOTENCY_KEY_HEADER, TEST_LOCATION_HEADER } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { depositByCard, expectLedgerInvariants, newKey, type Player, signIn } from '../wallet/helpers.ts';
import { expectStatus, houseBalance, pickOf, seedEntryBoard, type TestBoard } from './entry-fixtures.ts';

// PostgreSQL only. Every connection of the app runs with lock_timeout = 1 ms, so a statement that
// waits for another transaction's lock for longer fails (55P03, a 500 here) instead of queueing:
// entries from different players must never wait for each other's locks, whatever they share (the
// house account every fee lands in, the lines and games they pick on). The same player's entries
// do wait for each other (their money lock), which the last test shows the setting catches.
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '100000' },
  databaseSettings: { lock_timeout: '1ms' },
});
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let board: TestBoard;

const PLAYERS = 12;
const ROUNDS = 6;
const FEE = 1_00;

beforeAll(async () => {
  board = await seedEntryBoard(app(), db(), new Date());
});

function enter(player: Player) {
  return player.browser.post(
    '/v1/pickem/entries',
    {
      type: 'standard',
      fee_cents: FEE,
      picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-0']!)],
    },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: newKey(), [TEST_LOCATION_HEADER]: 'NJ' } },
  );
}

describe("concurrent pick'em entries from different players (PostgreSQL)", () => {
  it('never wait for one another: every one goes in under a 1 ms lock timeout, all into the one house', async () => {
    const players: Player[] = [];
    for (let n = 0; n < PLAYERS; n += 1) {
      const player = await signIn(app());
      expectStatus(await depositByCard(app(), player, 50_00), 201);
      // The first entry of each opens the player's promo account and writes their location.
      expectStatus(await enter(player), 201);
      players.push(player);
    }
    const houseBefore = await houseBalance(db());
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(players.map((player) => enter(player)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PLAYERS).fill(201));
    }
    expect((await houseBalance(db())) - houseBefore).toBe(PLAYERS * ROUNDS * FEE);
    await expectLedgerInvariants(db());
  });

  it("catches a wait: one player's simultaneous entries queue on their money lock, and time out", async () => {
    const player = await signIn(app());
    expectStatus(await depositByCard(app(), player, 50_00), 201);
    expectStatus(await enter(player), 201);
    let timedOut = 0;
    for (let round = 0; round < 10 && timedOut === 0; round += 1) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => enter(player)));
      timedOut += answers.filter((answer) => answer.statusCode === 500).length;
    }
    expect(timedOut).toBeGreaterThan(0);
  });
});
