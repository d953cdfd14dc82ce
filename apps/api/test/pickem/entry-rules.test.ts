import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { depositByCard, signIn, walletOf } from '../wallet/helpers.ts';
import {
  type EntryBody,
  expectStatus,
  pickOf,
  seedEntryBoard,
  submitEntry,
  type TestBoard,
} from './entry-fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
let board: TestBoard;

beforeAll(async () => {
  board = await seedEntryBoard(app(), testApp.current.database.handle.db, time.now());
});

async function fundedPlayer(cashCents = 50_00) {
  const player = await signIn(app());
  expectStatus(await depositByCard(app(), player, cashCents), 201);
  return player;
}

const nba = () => board.lines.nba;

describe('the entry rules', () => {
  const cases: {
    name: string;
    code: string;
    body: () => EntryBody;
  }[] = [
    {
      name: 'one pick',
      code: 'too_few_picks',
      body: () => ({ type: 'standard', fee_cents: 1_00, picks: [pickOf(nba()['1-0']!)] }),
    },
    {
      name: 'nine picks',
      code: 'too_many_picks',
      body: () => ({
        type: 'flex',
        fee_cents: 1_00,
        picks: [...Object.values(nba()), ...Object.values(board.lines.nfl).slice(0, 3)].map((line) =>
          pickOf(line),
        ),
      }),
    },
    {
      name: 'six picks on a Standard entry',
      code: 'size_not_offered',
      body: () => ({
        type: 'standard',
        fee_cents: 1_00,
        picks: Object.values(nba()).map((line) => pickOf(line)),
      }),
    },
    {
      name: 'two picks from one team',
      code: 'one_team_only',
      body: () => ({
        type: 'standard',
        fee_cents: 1_00,
        picks: [pickOf(nba()['1-0']!), pickOf(nba()['1-1']!)],
      }),
    },
    {
      name: 'one player picked twice',
      code: 'player_picked_twice',
      body: () => ({
        type: 'flex',
        fee_cents: 1_00,
        picks: [pickOf(nba()['1-0']!), pickOf(board.secondStat), pickOf(nba()['2-0']!)],
      }),
    },
    {
      name: 'a fee under $1',
      code: 'fee_below_minimum',
      body: () => ({
        type: 'standard',
        fee_cents: 99,
        picks: [pickOf(nba()['1-0']!), pickOf(nba()['2-0']!)],
      }),
    },
    {
      name: 'a fee over $1,000',
      code: 'fee_above_maximum',
      body: () => ({
        type: 'standard',
        fee_cents: 1_000_01,
        picks: [pickOf(nba()['1-0']!), pickOf(nba()['2-0']!)],
      }),
    },
  ];
  for (const { name, code, body } of cases) {
    it(`refuses ${name} with entry_error_code ${code}, charging nothing`, async () => {
      const player = await fundedPlayer();
      const response = await submitEntry(player, body());
      expectStatus(response, 422);
      expect(response.json()).toMatchObject({ api_code: 'pickem_entry_not_allowed', entry_error_code: code });
      expect(response.json().detail).toMatch(/\./);
      expect((await walletOf(player)).cash_cents).toBe(50_00);
    });
  }

  it("refuses a fee above the player's own entry-fee limit", async () => {
    const player = await fundedPlayer();
    const limit = await player.browser.request({
      method: 'PUT',
      url: '/v1/responsible-gaming/limits/entry_fee_max',
      payload: { amount_cents: 5_00 },
    });
    expectStatus(limit, 200);
    const picks = [pickOf(nba()['1-0']!), pickOf(nba()['2-0']!)];
    const over = await submitEntry(player, { type: 'standard', fee_cents: 5_01, picks });
    expectStatus(over, 403);
    expect(over.json().api_code).toBe('entry_fee_limit_exceeded');
    expectStatus(await submitEntry(player, { type: 'standard', fee_cents: 5_00, picks }), 201);
    expect((await walletOf(player)).cash_cents).toBe(45_00);
  });
});
