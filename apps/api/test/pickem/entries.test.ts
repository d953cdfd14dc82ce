import { PROMO_FUNDING_ACCOUNT, pickemEntrySchema, userPromoAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { nextGameId } from '../support/sports-world.ts';
import { depositByCard, expectLedgerInvariants, newKey, signIn, walletOf } from '../wallet/helpers.ts';
import {
  entryCount,
  expectStatus,
  gamesStartAt,
  houseBalance,
  moveLine,
  pickOf,
  seedEntryBoard,
  setGame,
  setPropStatus,
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
  const player = await signIn(app());
  expectStatus(await depositByCard(app(), player, cashCents), 201);
  return player;
}

const nba = () => board.lines.nba;

describe("submitting a pick'em entry", () => {
  it('takes the fee from the balance into the house and stores the entry with its picks', async () => {
    const player = await fundedPlayer();
    const houseBefore = await houseBalance(db());
    const response = await submitEntry(player, {
      type: 'flex',
      fee_cents: 10_00,
      picks: [pickOf(nba()['1-0']!), pickOf(nba()['1-1']!, 'higher'), pickOf(nba()['2-0']!, 'lower')],
    });
    expectStatus(response, 201);
    const entry = pickemEntrySchema.parse(response.json());
    expect(entry).toMatchObject({
      type: 'flex',
      status: 'upcoming',
      result: null,
      fee_cents: 10_00,
      // 3× for a 3-pick Flex with every pick right, × 1.10 for the boosted pick.
      max_payout_cents: 33_00,
      payout_cents: null,
      sport_ids: ['nba'],
      slate_ids: ['sl-nba-next'],
      cancellable_until: new Date(time.now().getTime() + 2 * 60_000).toISOString(),
    });
    expect(entry.picks.map((pick) => [pick.choice, pick.multiplier_hundredths, pick.stat_value])).toEqual([
      ['higher', 100, 2.5],
      ['higher', 110, 2.5],
      ['lower', 100, 2.5],
    ]);
    expect(entry.picks[0]?.subjects).toEqual([
      { player_id: 'p-nba-1-0', game_id: nextGameId('nba'), team_id: 't-nba-1', current_value: null },
    ]);
    expect(entry.players.map((p) => p.id).sort()).toEqual(['p-nba-1-0', 'p-nba-1-1', 'p-nba-2-0']);
    expect(entry.games.map((g) => g.id)).toEqual([nextGameId('nba')]);
    expect((await walletOf(player)).cash_cents).toBe(40_00);
    expect((await houseBalance(db())) - houseBefore).toBe(10_00);

    const [fee] = await selectRows<{ amount_cents: string | number; kind: string }>(
      db(),
      sql`select t.amount_cents, t.kind from pickem_entries e join transfers t on t.id = e.fee_transfer_id
          where e.id = ${entry.id}::uuid`,
    );
    expect(fee).toMatchObject({ kind: 'entry_fee' });
    expect(Number(fee?.amount_cents)).toBe(10_00);

    const shown = await player.browser.get(`/v1/pickem/entries/${entry.id}`);
    expectStatus(shown, 200);
    expect(shown.json()).toEqual(entry);
    await expectLedgerInvariants(db());
  });

  it('replays the same Idempotency-Key: one entry, the money taken once', async () => {
    const player = await fundedPlayer();
    const body = {
      type: 'standard' as const,
      fee_cents: 5_00,
      picks: [pickOf(nba()['1-0']!), pickOf(nba()['2-1']!)],
    };
    const key = newKey();
    const first = await submitEntry(player, body, key);
    const second = await submitEntry(player, body, key);
    expectStatus(first, 201);
    expectStatus(second, 201);
    expect(second.json()).toEqual(first.json());
    expect(await entryCount(db(), player.id)).toBe(1);
    expect((await walletOf(player)).cash_cents).toBe(45_00);
  });

  it('takes promo credit before cash only when the player chooses to (use_promo: true)', async () => {
    const player = await fundedPlayer();
    await app().walletModule.wallet.transfer({
      key: `promo-${newKey()}`,
      kind: 'promo_credit',
      debit: PROMO_FUNDING_ACCOUNT,
      credit: userPromoAccount(player.id),
      amountCents: 3_00,
      description: 'Promo',
    });
    const picks = () => [pickOf(nba()['1-0']!), pickOf(nba()['2-1']!)];
    expectStatus(
      await submitEntry(player, { type: 'standard', fee_cents: 5_00, picks: picks(), use_promo: false }),
      201,
    );
    expect(await walletOf(player)).toMatchObject({ cash_cents: 45_00, promo_cents: 3_00 });
    expectStatus(
      await submitEntry(player, { type: 'standard', fee_cents: 5_00, picks: picks(), use_promo: true }),
      201,
    );
    expect(await walletOf(player)).toMatchObject({ cash_cents: 43_00, promo_cents: 0 });
  });

  it('takes a rivals pick: both its players count once, and it counts for the team it backs', async () => {
    const player = await fundedPlayer();
    // Backing the second player (team 2) beside a team-1 pick: two teams.
    const ok = await submitEntry(player, {
      type: 'standard',
      fee_cents: 2_00,
      picks: [pickOf(board.rivals, 'second'), pickOf(nba()['1-2']!)],
    });
    expectStatus(ok, 201);
    expect(ok.json().picks[0].subjects.map((s: { player_id: string }) => s.player_id)).toEqual([
      'p-nba-1-0',
      'p-nba-2-0',
    ]);
    // Backing the first player (team 1) beside a team-1 pick: one team, as settlement would count it.
    const oneTeam = await submitEntry(player, {
      type: 'standard',
      fee_cents: 2_00,
      picks: [pickOf(board.rivals, 'first'), pickOf(nba()['1-2']!)],
    });
    expectStatus(oneTeam, 422);
    expect(oneTeam.json()).toMatchObject({ entry_error_code: 'one_team_only' });
    const twice = await submitEntry(player, {
      type: 'standard',
      fee_cents: 2_00,
      picks: [pickOf(board.rivals), pickOf(nba()['2-0']!)],
    });
    expectStatus(twice, 422);
    expect(twice.json()).toMatchObject({
      api_code: 'pickem_entry_not_allowed',
      entry_error_code: 'player_picked_twice',
    });
    expect((await walletOf(player)).cash_cents).toBe(48_00);
  });

  it('refuses a fee the balance cannot cover, and moves nothing', async () => {
    const player = await fundedPlayer(10_00);
    const response = await submitEntry(player, {
      type: 'standard',
      fee_cents: 10_01,
      picks: [pickOf(nba()['1-0']!), pickOf(nba()['2-0']!)],
    });
    expectStatus(response, 422);
    expect(response.json().api_code).toBe('insufficient_funds');
    expect((await walletOf(player)).cash_cents).toBe(10_00);
    expect(await entryCount(db(), player.id)).toBe(0);
  });

  it('refuses an option that is not of the line it names (400)', async () => {
    const player = await fundedPlayer();
    const wrong = { ...pickOf(nba()['1-0']!), option_id: pickOf(nba()['2-0']!).option_id };
    const response = await submitEntry(player, {
      type: 'standard',
      fee_cents: 1_00,
      picks: [wrong, pickOf(nba()['2-1']!)],
    });
    expectStatus(response, 400);
    expect(response.json().api_code).toBe('invalid_request');
  });
});

describe('a stale line on submit', () => {
  it('names every moved, suspended or locked pick with its current line, and charges nothing', async () => {
    const player = await fundedPlayer();
    const moved = board.lines.nhl['1-0']!;
    const suspended = board.lines.nhl['2-0']!;
    const fresh = board.lines.nhl['1-1']!;
    const seen = [pickOf(moved), pickOf(suspended), pickOf(fresh, 'lower')];
    const currentLine = await moveLine(db(), moved, time.now());
    await setPropStatus(db(), suspended, 'suspended');
    const houseBefore = await houseBalance(db());

    const response = await submitEntry(player, { type: 'flex', fee_cents: 10_00, picks: seen });
    expectStatus(response, 422);
    expect(response.json()).toMatchObject({
      api_code: 'pickem_lines_changed',
      invalid_options: [
        { id: seen[0]!.option_id, line_id: currentLine, prop_id: moved.propId },
        { id: seen[1]!.option_id, line_id: suspended.lineId, prop_id: suspended.propId },
      ],
    });
    expect(response.json().invalid_options).toHaveLength(2);
    expect((await walletOf(player)).cash_cents).toBe(50_00);
    expect(await houseBalance(db())).toBe(houseBefore);
    expect(await entryCount(db(), player.id)).toBe(0);
    await setPropStatus(db(), suspended, 'open');
  });

  it('treats every pick of a game that started as locked, by its clock or its status', async () => {
    const player = await fundedPlayer();
    const mlb = board.lines.mlb;
    const picks = [pickOf(mlb['1-0']!), pickOf(mlb['2-0']!)];
    await setGame(db(), nextGameId('mlb'), { startsAt: time.now() });
    const byClock = await submitEntry(player, { type: 'standard', fee_cents: 1_00, picks });
    expectStatus(byClock, 422);
    expect(byClock.json().invalid_options.map((o: { prop_id: string }) => o.prop_id)).toEqual(
      picks.map((pick) => pick.prop_id),
    );
    await setGame(db(), nextGameId('mlb'), {
      startsAt: gamesStartAt(time.now()),
      status: 'in_progress',
    });
    const byStatus = await submitEntry(player, { type: 'standard', fee_cents: 1_00, picks });
    expectStatus(byStatus, 422);
    expect(byStatus.json().invalid_options).toHaveLength(2);
    expect((await walletOf(player)).cash_cents).toBe(50_00);
  });
});
