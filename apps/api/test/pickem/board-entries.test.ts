import { cents, type PickemLine, payoutCents } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { TestBrowser } from '../browser.ts';
import { depositByCard, expectLedgerInvariants, type Player, signIn, walletOf } from '../wallet/helpers.ts';
import { expectStatus, submitEntry } from './entry-fixtures.ts';
import { type SeededPickemBoard, seedPickemBoard } from './fixtures.ts';
import { handClock } from './lines-support.ts';

// Entries on the board the line maker makes (the lines feature), as the slip sends them.
const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
let seeded: SeededPickemBoard;

const pickOf = (line: PickemLine, choice = 0) => ({
  option_id: line.options[choice]!.id,
  line_id: line.id,
  prop_id: line.prop_id,
});

/** Three lines of one game: one player of one team, two players of the other. */
function threeLines(gameIndex: number): PickemLine[] {
  // Games the fixture priced (those starting 10 minutes or more after the clock), in board order.
  const nbaGames = [
    ...new Set(
      seeded.lines.filter((line) => line.sport_id === 'nba').map((line) => line.subjects[0]!.game_id),
    ),
  ];
  const gameId = nbaGames[gameIndex % nbaGames.length];
  const lines = seeded.lines.filter((line) => line.subjects[0]?.game_id === gameId);
  const first = lines[0]!;
  const others = lines.filter((line) => line.subjects[0]?.team_id !== first.subjects[0]?.team_id);
  const second = others[0]!;
  const third = others.find((line) => line.subjects[0]?.player_id !== second.subjects[0]?.player_id)!;
  return [first, second, third];
}

async function fundedPlayer(): Promise<Player> {
  const player = await signIn(app());
  expectStatus(await depositByCard(app(), player, 50_00), 201);
  return player;
}

beforeAll(async () => {
  seeded = await seedPickemBoard(app());
});

describe("entries on the line maker's board", () => {
  it('take a Flex entry priced with the lines’ multipliers', async () => {
    const player = await fundedPlayer();
    const lines = threeLines(0);
    const response = await submitEntry(player, {
      type: 'flex',
      fee_cents: 10_00,
      picks: lines.map((l) => pickOf(l)),
    });
    expectStatus(response, 201);
    const multipliers = lines.map((line) => line.options[0]!.multiplier_hundredths);
    expect(response.json().max_payout_cents).toBe(payoutCents(cents(10_00), 300, multipliers));
    expect(response.json().picks.map((pick: { line_id: string }) => pick.line_id)).toEqual(
      lines.map((l) => l.id),
    );
    expect((await walletOf(player)).cash_cents).toBe(40_00);
  });

  it('answer a moved line with its new id; the slip accepts it and submits again', async () => {
    const player = await fundedPlayer();
    const lines = threeLines(1);
    const browser = new TestBrowser(app());
    await browser.get('/v1/csrf');
    const moved = await browser.post('/v1/test/pickem/lines/move', { prop_id: lines[1]!.prop_id });
    expectStatus(moved, 200);
    const newLine = moved.json().data.line_id as string;
    const seen = lines.map((l) => pickOf(l));
    const stale = await submitEntry(player, { type: 'flex', fee_cents: 5_00, picks: seen });
    expectStatus(stale, 422);
    expect(stale.json().invalid_options).toEqual([
      { id: seen[1]!.option_id, line_id: newLine, prop_id: lines[1]!.prop_id },
    ]);
    expect((await walletOf(player)).cash_cents).toBe(50_00);
    // "Accept new lines": the same choice on the current line.
    const accepted = seen.map((pick, index) =>
      index === 1 ? { option_id: `${newLine}.higher`, line_id: newLine, prop_id: pick.prop_id } : pick,
    );
    expectStatus(await submitEntry(player, { type: 'flex', fee_cents: 5_00, picks: accepted }), 201);
    expect((await walletOf(player)).cash_cents).toBe(45_00);
  });

  it('refuse picks on a game that started, before and after the line maker locks them', async () => {
    const player = await fundedPlayer();
    const lines = threeLines(2);
    const game = seeded.games.find((candidate) => candidate.id === lines[0]!.subjects[0]!.game_id)!;
    const picks = lines.map((l) => pickOf(l));
    time.set(Date.parse(game.starts_at) + 1_000);
    const before = await submitEntry(player, { type: 'flex', fee_cents: 5_00, picks });
    expectStatus(before, 422);
    await app().walletModule.pickemLines.refresh();
    const after = await submitEntry(player, { type: 'flex', fee_cents: 5_00, picks });
    expectStatus(after, 422);
    // Locking is not a price change: each stale pick names the line it was made on as current.
    expect(after.json().invalid_options).toEqual(
      lines.map((line, index) => ({ id: picks[index]!.option_id, line_id: line.id, prop_id: line.prop_id })),
    );
    expect((await walletOf(player)).cash_cents).toBe(50_00);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });
});
