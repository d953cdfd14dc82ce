import { contestDetailSchema, contestEntryResultSchema, contestsSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { expectLedgerInvariants, newKey, signIn, walletOf } from '../wallet/helpers.ts';
import { enter, entryRows, feeTransfers, fundedPlayer, insertContest, poolBalance } from './fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

describe('the lobby', () => {
  it('lists open contests by sport and slate, with entry counts and the signed-in player’s own', async () => {
    const nfl = await insertContest(db(), time.now(), { slateId: 'sl-lobby-1', name: 'NFL Sprint $5' });
    await insertContest(db(), time.now(), { slateId: 'sl-lobby-2' });
    await insertContest(db(), time.now(), { slateId: 'sl-lobby-1', sportId: 'nba', seats: 6, rounds: 10 });
    await insertContest(db(), time.now(), { slateId: 'sl-lobby-1', status: 'locked' });
    const player = await fundedPlayer(app());
    expect((await enter(player, nfl.id, 2)).statusCode).toBe(201);

    const guest = await signIn(app());
    const asGuest = await app().inject({ method: 'GET', url: '/v1/contests?sport=nfl&slate=sl-lobby-1' });
    expect(asGuest.statusCode).toBe(200);
    const lobby = contestsSchema.parse(asGuest.json().data ?? asGuest.json());
    expect(lobby.contests.map((contest) => contest.id)).toEqual([nfl.id]);
    expect(lobby.contests[0]).toMatchObject({
      name: 'NFL Sprint $5',
      sport_id: 'nfl',
      slate_id: 'sl-lobby-1',
      entry_fee_cents: 500,
      prize_pool_cents: 500 * 30,
      seats: 3,
      rounds: 4,
      speed: 'fast',
      entries: 2,
      entry_cap: 30,
      max_per_user: 10,
      my_entries: null,
      status: 'open',
    });
    expect(lobby.contests[0]!.prizes[0]).toMatchObject({ rank_from: 1, rank_to: 1 });

    const mine = await player.browser.get('/v1/contests?sport=nfl&slate=sl-lobby-1');
    expect(contestsSchema.parse(mine.json().data ?? mine.json()).contests[0]!.my_entries).toBe(2);
    const other = await guest.browser.get('/v1/contests?sport=nfl&slate=sl-lobby-1');
    expect(contestsSchema.parse(other.json().data ?? other.json()).contests[0]!.my_entries).toBe(0);

    const locked = await app().inject({ method: 'GET', url: '/v1/contests?slate=sl-lobby-1&status=locked' });
    expect(contestsSchema.parse(locked.json().data ?? locked.json()).contests).toHaveLength(1);
    const bad = await app().inject({ method: 'GET', url: '/v1/contests?sport=cricket' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows one contest with its prize table, rules and the player’s entries; 404 for none', async () => {
    const contest = await insertContest(db(), time.now());
    const player = await fundedPlayer(app());
    expect((await enter(player, contest.id, 1)).statusCode).toBe(201);
    const response = await player.browser.get(`/v1/contests/${contest.id}`);
    expect(response.statusCode).toBe(200);
    const detail = contestDetailSchema.parse(response.json().data ?? response.json());
    expect(detail.starters).toEqual(['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX']);
    expect(detail.rules.join(' ')).toContain('4 rounds in snake order');
    // Times travel as fields (locks_at) the page formats in the player's zone, never inside prose.
    expect(detail.rules.join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(detail.prizes.reduce((sum, t) => sum + t.amount_cents * (t.rank_to - t.rank_from + 1), 0)).toBe(
      detail.prize_pool_cents,
    );
    expect(detail.my_entry_list).toHaveLength(1);
    expect(detail.my_entry_list[0]).toMatchObject({ state: 'pooled', fee_cents: 500, draft_id: null });
    expect((await player.browser.get('/v1/contests/no-such-contest')).statusCode).toBe(404);
  });
});

describe('entering a contest', () => {
  it('takes each entry’s fee into the contest pool once, and replays the answer for the same key', async () => {
    const contest = await insertContest(db(), time.now());
    const player = await fundedPlayer(app(), 50_00);
    const key = newKey();
    const first = await enter(player, contest.id, 3, key);
    expect(first.statusCode, first.body).toBe(201);
    const result = contestEntryResultSchema.parse(first.json().data ?? first.json());
    expect(result.entries).toHaveLength(3);
    expect(result.entries.every((entry) => entry.state === 'pooled' && entry.fee_cents === 500)).toBe(true);
    expect(result.contest).toMatchObject({ entries: 3, my_entries: 3 });

    const replay = await enter(player, contest.id, 3, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    expect((await walletOf(player)).cash_cents).toBe(50_00 - 15_00);
    expect(await poolBalance(db(), contest.id)).toBe(15_00);
    const fees = await feeTransfers(db(), contest.id);
    expect(fees.map((fee) => [fee.kind, Number(fee.amount_cents)])).toEqual([
      ['entry_fee', 500],
      ['entry_fee', 500],
      ['entry_fee', 500],
    ]);
    const rows = await entryRows(db(), contest.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.fee_transfer_id !== null)).toBe(true);
    await expectLedgerInvariants(db());
  });

  it('refuses past the per-player max and past the cap, charging nothing', async () => {
    const contest = await insertContest(db(), time.now(), { maxPerUser: 2, entryCap: 3 });
    const player = await fundedPlayer(app());
    const over = await enter(player, contest.id, 3);
    expect(over.statusCode).toBe(409);
    expect(over.body).toContain('contest_entry_limit');
    expect((await enter(player, contest.id, 2)).statusCode).toBe(201);
    expect((await enter(player, contest.id, 1)).body).toContain('contest_entry_limit');
    const other = await fundedPlayer(app());
    const full = await enter(other, contest.id, 2);
    expect(full.statusCode).toBe(409);
    expect(full.body).toContain('contest_full');
    expect(await poolBalance(db(), contest.id)).toBe(10_00);
  });

  it('refuses a locked contest and one past its lock, and a fee the balance cannot cover', async () => {
    const locked = await insertContest(db(), time.now(), { status: 'locked' });
    const past = await insertContest(db(), time.now(), { locksAt: new Date(time.now().getTime() - 1) });
    const player = await fundedPlayer(app(), 10_00);
    expect((await enter(player, locked.id, 1)).body).toContain('contest_locked');
    expect((await enter(player, past.id, 1)).body).toContain('contest_locked');
    const pricey = await insertContest(db(), time.now(), { entryFeeCents: 6_00 as never });
    expect((await enter(player, pricey.id, 1)).statusCode).toBe(201);
    const broke = await enter(player, pricey.id, 1);
    expect(broke.body).toContain('insufficient_funds');
    expect(await poolBalance(db(), pricey.id)).toBe(6_00);
    await expectLedgerInvariants(db());
  });
});
