import { userCashAccount } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { balanceOf } from '../drafts/prize-fixtures.ts';
import { deliverNotices, noticesOfType } from '../notifications/helpers.ts';
import { PASSWORD, signInWithPassword, testClock } from '../responsible-gaming/helpers.ts';
import { depositByCard, expectLedgerInvariants, type Player, walletOf } from '../wallet/helpers.ts';
import {
  draftRows,
  enter,
  entryRows,
  fundedPlayer,
  insertContest,
  lobbyService,
  poolBalance,
} from './fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

/** A seeded generator (mulberry32), so the seat draws are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LOCATION = { state: 'NJ' as const };
const buy = (service: ReturnType<typeof lobbyService>, player: Player, contestId: string, quantity: number) =>
  service.enter({
    userId: player.id,
    contestId,
    quantity,
    usePromo: false,
    location: LOCATION,
    save: async () => {},
  });

describe('filling drafts', () => {
  it('seats a draft’s worth of players at random, one entry per player per draft, and starts each draft once', async () => {
    const started: string[] = [];
    const service = lobbyService(app(), time.clock, {
      random: seeded(12),
      onDraftFilled: async (_tx, draftId) => {
        started.push(draftId);
      },
    });
    const contest = await insertContest(db(), time.now(), { seats: 3, maxPerUser: 12, entryCap: 36 });
    const [a, b, c] = [
      await fundedPlayer(app(), 60_00),
      await fundedPlayer(app(), 60_00),
      await fundedPlayer(app(), 60_00),
    ];
    // A second apart, so the pool's order (oldest first) and with it the seeded draws are the same every run.
    await buy(service, a!, contest.id, 12);
    time.advance(1_000);
    await buy(service, b!, contest.id, 12);
    time.advance(1_000);
    // Two players' entries never make a three-seat draft on their own.
    expect(await draftRows(db(), contest.id)).toHaveLength(0);
    const last = await buy(service, c!, contest.id, 12);
    expect(last.entries.every((entry) => entry.state === 'seated' && entry.draft_id !== null)).toBe(true);

    const drafts = await draftRows(db(), contest.id);
    expect(drafts).toHaveLength(12);
    expect(
      drafts.every((draft) => draft.status === 'filling' && draft.seats === 3 && draft.rounds === 4),
    ).toBe(true);
    expect([...started].sort()).toEqual(drafts.map((draft) => draft.id).sort());

    const rows = await entryRows(db(), contest.id);
    const seatsOfA = new Set<number>();
    for (const draft of drafts) {
      const seated = rows.filter((row) => row.draft_id === draft.id);
      expect(seated.map((row) => row.seat).sort()).toEqual([1, 2, 3]);
      expect(new Set(seated.map((row) => row.user_id))).toEqual(new Set([a!.id, b!.id, c!.id]));
      seatsOfA.add(seated.find((row) => row.user_id === a!.id)!.seat!);
    }
    // Over the fills the first player is drawn into every seat.
    expect([...seatsOfA].sort()).toEqual([1, 2, 3]);
    expect(await poolBalance(db(), contest.id)).toBe(36 * 500);
    await expectLedgerInvariants(db());
  });

  it('seats a player’s own entries together only once the contest is full', async () => {
    const service = lobbyService(app(), time.clock, { random: seeded(3) });
    const contest = await insertContest(db(), time.now(), { seats: 2, maxPerUser: 4, entryCap: 4 });
    const [a, b] = [await fundedPlayer(app()), await fundedPlayer(app())];
    await buy(service, a!, contest.id, 3);
    expect(await draftRows(db(), contest.id)).toHaveLength(0);
    await buy(service, b!, contest.id, 1);
    const rows = await entryRows(db(), contest.id);
    expect(rows.every((row) => row.state === 'seated')).toBe(true);
    expect(await draftRows(db(), contest.id)).toHaveLength(2);
  });
});

describe('the contest lock', () => {
  it('refunds every entry still pooled when entries close, once, even when two runs race; seated entries keep their drafts', async () => {
    const service = lobbyService(app(), time.clock);
    // 3 seats × 4 rounds at 30 s: entries close 12 picks of 10 s, two minutes, before the lock; the
    // draft's first clock, shortened to fit, still runs when they do (its slate has no players to autopick).
    const contest = await insertContest(db(), time.now(), {
      seats: 3,
      locksAt: new Date(time.now().getTime() + 125_000),
    });
    const [a, b, c] = [await fundedPlayer(app()), await fundedPlayer(app()), await fundedPlayer(app())];
    // One draft of a, b and c; a's and b's second entries wait for a third player who never comes.
    expect((await enter(a!, contest.id, 2)).statusCode).toBe(201);
    expect((await enter(b!, contest.id, 2)).statusCode).toBe(201);
    expect((await enter(c!, contest.id, 1)).statusCode).toBe(201);
    expect(await service.lockDue()).toBe(0);

    time.advance(5_000);
    const runs = await Promise.all([service.lockDue(), app().walletModule.contests.lockDue()]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await service.lockDue()).toBe(0);

    const rows = await entryRows(db(), contest.id);
    expect(rows.filter((row) => row.state === 'seated')).toHaveLength(3);
    const refunded = rows.filter((row) => row.state === 'refunded');
    expect(refunded).toHaveLength(2);
    // a and b each hear once (the two racing runs refunded once) what came back and why; c, seated, hears nothing.
    await deliverNotices(app());
    for (const player of [a!, b!])
      expect(await noticesOfType(player, 'entry_settled')).toEqual([
        expect.objectContaining({
          title: 'Your best ball entry was refunded',
          body: `${contest.name} closed its entries before a draft could fill for them: $5.00 went back to your balance.`,
          link: '/account/transactions',
        }),
      ]);
    expect(await noticesOfType(c!, 'entry_settled')).toEqual([]);
    expect(await poolBalance(db(), contest.id)).toBe(3 * 500);
    for (const player of [a!, b!, c!]) {
      const seated = rows.some((row) => row.user_id === player.id && row.state === 'seated');
      const paid = rows.filter((row) => row.user_id === player.id && row.state !== 'refunded').length;
      expect((await walletOf(player)).cash_cents, seated ? 'seated' : 'refunded').toBe(50_00 - paid * 500);
    }
    const detail = await a!.browser.get(`/v1/contests/${contest.id}`);
    expect((detail.json().data ?? detail.json()).status).toBe('locked');
    expect((await enter(b!, contest.id, 1)).body).toContain('contest_locked');
    await expectLedgerInvariants(db());
  });

  it('refunds a self-excluded player’s pooled entries in the exclusion’s transaction', async () => {
    const contest = await insertContest(db(), time.now(), { seats: 3 });
    const player = await signInWithPassword(app());
    expect((await depositByCard(app(), player, 20_00)).statusCode).toBe(201);
    expect((await enter(player, contest.id, 2)).statusCode).toBe(201);
    expect((await walletOf(player)).cash_cents).toBe(10_00);
    const excluded = await player.browser.post('/v1/responsible-gaming/self-exclusion', {
      duration: '5y',
      password: PASSWORD,
    });
    expect(excluded.statusCode, excluded.body).toBe(201);
    expect((await entryRows(db(), contest.id)).every((row) => row.state === 'refunded')).toBe(true);
    expect(await poolBalance(db(), contest.id)).toBe(0);
    await expectLedgerInvariants(db());
  });

  it('refunds a self-excluded player’s entry in a draft still under way, its games not begun; the seat drafts on for no prize', async () => {
    const contest = await insertContest(db(), time.now(), { seats: 3 });
    const player = await signInWithPassword(app());
    expect((await depositByCard(app(), player, 20_00)).statusCode).toBe(201);
    const [b, c] = [await fundedPlayer(app()), await fundedPlayer(app())];
    for (const one of [player, b!, c!]) expect((await enter(one, contest.id, 1)).statusCode).toBe(201);
    const [draft] = await draftRows(db(), contest.id);
    expect(draft?.status).toBe('drafting');
    expect((await walletOf(player)).cash_cents).toBe(15_00);

    const excluded = await player.browser.post('/v1/responsible-gaming/self-exclusion', {
      duration: '1y',
      password: PASSWORD,
    });
    expect(excluded.statusCode, excluded.body).toBe(201);
    const rows = await entryRows(db(), contest.id);
    expect(rows.find((row) => row.user_id === player.id)).toMatchObject({
      state: 'refunded',
      draft_id: draft!.id,
    });
    expect(
      rows
        .filter((row) => row.state === 'seated')
        .map((row) => row.user_id)
        .sort(),
    ).toEqual([b!.id, c!.id].sort());
    // Signed out by the exclusion: the cash is read from the ledger.
    expect(await balanceOf(db(), userCashAccount(player.id))).toBe(20_00);
    expect(await poolBalance(db(), contest.id)).toBe(2 * 500);
    // The seat stays in its draft (it drafts on by autopick, as a bot's does): the draft is not broken.
    expect((await draftRows(db(), contest.id)).map((row) => row.status)).toEqual(['drafting']);
    await expectLedgerInvariants(db());
  });
});

describe('bots', () => {
  it('take the empty seats after the wait when on, paying nothing; never when off', async () => {
    const started: string[] = [];
    const service = lobbyService(app(), time.clock, {
      bots: { enabled: true, waitMs: 60_000 },
      onDraftFilled: async (_tx, draftId) => {
        started.push(draftId);
      },
    });
    const contest = await insertContest(db(), time.now(), { seats: 6, botsAllowed: true });
    const player = await fundedPlayer(app());
    expect((await enter(player, contest.id, 2)).statusCode).toBe(201);
    expect(await service.fillWithBots()).toBe(0);
    expect((await service.snapshot(player.id)).data).toEqual({ pooled: 2, drafts: [] });
    time.advance(60_000);
    // The app under test has DRAFT_BOTS off (NODE_ENV=test): its lobby never seats bots.
    expect(await app().walletModule.contests.fillWithBots()).toBe(0);
    expect(await draftRows(db(), contest.id)).toHaveLength(0);

    expect(await service.fillWithBots()).toBe(2);
    const drafts = await draftRows(db(), contest.id);
    expect(started.sort()).toEqual(drafts.map((draft) => draft.id).sort());
    const rows = await entryRows(db(), contest.id);
    for (const draft of drafts) {
      const seated = rows.filter((row) => row.draft_id === draft.id);
      expect(seated.map((row) => row.seat).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(seated.filter((row) => row.user_id === player.id)).toHaveLength(1);
      expect(seated.filter((row) => row.user_id === null && row.fee_transfer_id === null)).toHaveLength(5);
    }
    expect(await poolBalance(db(), contest.id)).toBe(2 * 500);
    // The player's sockets are told: nothing waiting, two drafts to join.
    const snapshot = await service.snapshot(player.id);
    expect(snapshot.data.pooled).toBe(0);
    expect(snapshot.data.drafts.map((draft) => draft.draft_id).sort()).toEqual(started);

    const closed = await insertContest(db(), time.now(), { seats: 6, botsAllowed: false });
    expect((await enter(player, closed.id, 1)).statusCode).toBe(201);
    time.advance(60_000);
    expect(await service.fillWithBots()).toBe(0);
    expect(await draftRows(db(), closed.id)).toHaveLength(0);
  });
});
