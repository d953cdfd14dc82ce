import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { depositByCard, expectLedgerInvariants, signIn, walletOf } from '../wallet/helpers.ts';
import {
  cancelEntry,
  entryCount,
  expectStatus,
  houseBalance,
  pickOf,
  seedEntryBoard,
  submitEntry,
  type TestBoard,
} from './entry-fixtures.ts';

// PostgreSQL only: real concurrent transactions on a pool. Every request of a player is decided
// under that player's money lock, so the balance read and the debit cannot interleave.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '100000' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let board: TestBoard;

beforeAll(async () => {
  board = await seedEntryBoard(app(), db(), new Date());
});

const body = (feeCents: number) => ({
  type: 'standard' as const,
  fee_cents: feeCents,
  picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-0']!)],
});

describe("concurrent pick'em entries (PostgreSQL)", () => {
  it('lets exactly floor(balance / fee) of 20 parallel submissions through, with no overdraft', async () => {
    const player = await signIn(app());
    expectStatus(await depositByCard(app(), player, 50_00), 201);
    const houseBefore = await houseBalance(db());
    const answers = await Promise.all(Array.from({ length: 20 }, () => submitEntry(player, body(7_00))));
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 'ok' : answer.json().api_code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(Math.floor(50_00 / 7_00));
    expect(codes.filter((code) => code !== 'ok')).toEqual(Array(20 - 7).fill('insufficient_funds'));
    expect((await walletOf(player)).cash_cents).toBe(50_00 - 7 * 7_00);
    expect(await entryCount(db(), player.id)).toBe(7);
    expect((await houseBalance(db())) - houseBefore).toBe(7 * 7_00);
    await expectLedgerInvariants(db());
  });

  it('decides a cancel and a submission racing for the same money one after the other', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await signIn(app());
      expectStatus(await depositByCard(app(), player, 10_00), 201);
      const first = await submitEntry(player, body(10_00));
      expectStatus(first, 201);
      const [cancelled, second] = await Promise.all([
        cancelEntry(player, first.json().id),
        submitEntry(player, body(10_00)),
      ]);
      expectStatus(cancelled, 200);
      // The second entry went in only if the refund committed first; either way the money adds up.
      const open = second.statusCode === 201 ? 1 : 0;
      if (!open) expect(second.json().api_code).toBe('insufficient_funds');
      expect((await walletOf(player)).cash_cents).toBe(10_00 - open * 10_00);
    }
    await expectLedgerInvariants(db());
  });

  it('refunds an entry cancelled twice at once only once', async () => {
    const player = await signIn(app());
    expectStatus(await depositByCard(app(), player, 20_00), 201);
    const entry = await submitEntry(player, body(10_00));
    const answers = await Promise.all([
      cancelEntry(player, entry.json().id),
      cancelEntry(player, entry.json().id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await walletOf(player)).cash_cents).toBe(20_00);
    await expectLedgerInvariants(db());
  });
});
