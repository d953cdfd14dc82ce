import { IDEMPOTENCY_KEY_HEADER, TEST_LOCATION_HEADER } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { NOTIFY_QUEUE_WAIT, REPORT_LOCK_WAITS, recordLockWaits } from '../support/lock-waits.ts';
import { depositByCard, expectLedgerInvariants, newKey, type Player, signIn } from '../wallet/helpers.ts';
import { expectStatus, houseBalance, pickOf, seedEntryBoard, type TestBoard } from './entry-fixtures.ts';

// PostgreSQL only. PostgreSQL reports every lock wait over 1 ms to the waiting connection
// (log_lock_waits, deadlock_timeout = 1 ms, client_min_messages = log; support/lock-waits.ts), and
// the test collects those reports from all of the app's connections: entries from different
// players must never wait for each other's locks, whatever they share (the house account every fee
// lands in, the lines and games they pick on). The same player's entries do wait for each other
// (their money lock), which the last test shows the instrument catches. Waits to extend a table
// (PostgreSQL allocating pages for concurrent inserts into the same table, as pgbench's do) are
// not about any row and are left out.
const lockWaits = recordLockWaits();
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '100000' },
  databaseSettings: REPORT_LOCK_WAITS,
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
  it("never wait for one another's locks (none reported over 1 ms), all into the one house", async () => {
    const players: Player[] = [];
    for (let n = 0; n < PLAYERS; n += 1) {
      const player = await signIn(app());
      expectStatus(await depositByCard(app(), player, 50_00), 201);
      // The first entry of each opens the player's promo account and writes their location.
      expectStatus(await enter(player), 201);
      players.push(player);
    }
    const houseBefore = await houseBalance(db());
    lockWaits.clear();
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(players.map((player) => enter(player)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PLAYERS).fill(201));
    }
    // Relation extension (pages added for concurrent inserts) and the cluster's NOTIFY queue are no
    // lock of a player's: only a wait on a row, a relation or an advisory lock would be one.
    const between = lockWaits.waits().filter((wait) => !/ on extension of relation /.test(wait));
    expect(between.filter((wait) => !NOTIFY_QUEUE_WAIT.test(wait))).toEqual([]);
    expect((await houseBalance(db())) - houseBefore).toBe(PLAYERS * ROUNDS * FEE);
    await expectLedgerInvariants(db());
  });

  it("catches a wait: one player's simultaneous money decisions queue on their money lock", async () => {
    const player = await signIn(app());
    expectStatus(await depositByCard(app(), player, 50_00), 201);
    const { wallet } = app().walletModule;
    lockWaits.clear();
    // One player's entries in one process no longer meet in PostgreSQL: a shared transaction holds
    // one unit per player and the next waits in the API (ADR 0051). Units of work taken alone still do.
    for (let round = 0; round < 10 && lockWaits.waits().length === 0; round += 1) {
      await Promise.all(
        Array.from({ length: 4 }, () =>
          wallet.inTransaction(async (unit) => {
            await unit.lockPlayer(player.id);
            await new Promise((resolve) => setTimeout(resolve, 5));
          }),
        ),
      );
    }
    expect(
      lockWaits.waits().some((wait) => /still waiting for ExclusiveLock on advisory lock/.test(wait)),
    ).toBe(true);
  });
});
