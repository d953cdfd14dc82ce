import { cents, type DraftState, draftStateSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prizeTable } from '../../src/features/contests/contest-maker.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { DRAFT_GAME, DRAFT_SLATE, LATE_GAME, loadDraftWorld, setDraftGame } from '../drafts/draft-fixture.ts';
import { finishGame } from '../drafts/fixtures.ts';
import { deliverNotices, noticesOfType } from '../notifications/helpers.ts';
import { again, testClock } from '../responsible-gaming/helpers.ts';
import { expectLedgerInvariants, type Player, walletOf } from '../wallet/helpers.ts';
import { enter, entryRows, fundedPlayer, insertContest, poolBalance } from './fixtures.ts';

// RULES.md, Best ball drafts: every contest's drafts finish before its slate's first game, and every
// contest reaches settlement (or refunds) whatever its drafts did. A slow draft (8-hour clock) on a
// slate 18 hours out shortens its clock to fit, and whatever is left at the first game is autopicked.

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const module = () => app().walletModule;
const hours = (n: number) => new Date(time.now().getTime() + n * 3_600_000);

beforeAll(() => loadDraftWorld(app()));
beforeEach(async () => {
  await db().execute(sql`update games set status = 'scheduled' where id in (${DRAFT_GAME}, ${LATE_GAME})`);
});

async function contestStatus(contestId: string): Promise<string> {
  const [row] = await selectRows<{ status: string }>(
    db(),
    sql`select status from contests where id = ${contestId}`,
  );
  return String(row?.status);
}

async function draftOf(player: Player, contestId: string): Promise<DraftState> {
  const [row] = await selectRows<{ draft_id: string }>(
    db(),
    sql`select draft_id from contest_entries where contest_id = ${contestId} and user_id = ${player.id}`,
  );
  const response = await player.browser.get(`/v1/drafts/${row?.draft_id}`);
  expect(response.statusCode, response.body).toBe(200);
  return draftStateSchema.parse(response.json());
}

/** A slow contest of three seats and two rounds on the draft slate, whose first game is 18 hours out. */
async function slowContest() {
  await setDraftGame(db(), { startsAt: hours(18).toISOString() });
  return insertContest(db(), time.now(), {
    slateId: DRAFT_SLATE,
    seats: 3,
    rounds: 2,
    speed: 'slow',
    pickClockMs: 8 * 3_600_000,
    entryCap: 3,
    maxPerUser: 1,
    prizes: prizeTable(3 * 500),
    locksAt: hours(18),
  });
}

/** Three players fill the contest's one draft (its clock starts at once). */
async function fill(contestId: string): Promise<Player[]> {
  const players = [await fundedPlayer(app()), await fundedPlayer(app()), await fundedPlayer(app())];
  for (const player of players) expect((await enter(player, contestId, 1)).statusCode).toBe(201);
  return players;
}

describe('a contest’s drafts and its slate', () => {
  it('closes entries once a draft could not fit before the first game, and refunds the waiting ones then', async () => {
    // 3 seats × 4 rounds at 30 s: entries close 12 picks of 10 s (two minutes) before the lock.
    const contest = await insertContest(db(), time.now(), { seats: 3, locksAt: hours(1) });
    const early = await fundedPlayer(app());
    expect((await enter(early, contest.id, 1)).statusCode).toBe(201);
    const detail = (await early.browser.get(`/v1/contests/${contest.id}`)).json();
    expect(detail.entries_close_at).toBe(new Date(hours(1).getTime() - 120_000).toISOString());

    time.set(new Date(hours(1).getTime() - 119_000));
    const late = await fundedPlayer(app());
    const refused = await enter(late, contest.id, 1);
    expect([refused.statusCode, refused.json().api_code]).toEqual([409, 'contest_locked']);
    expect((await walletOf(late)).cash_cents).toBe(50_00);

    // The lock job at entries close: the waiting entry is refunded, the contest locks.
    await module().contestJobs.runOnce();
    expect(await contestStatus(contest.id)).toBe('locked');
    expect((await entryRows(db(), contest.id)).map((row) => row.state)).toEqual(['refunded']);
    expect(await poolBalance(db(), contest.id)).toBe(0);
    await expectLedgerInvariants(db());
  });

  it('closes entries at once when a game of the slate begins early, and locks the contest', async () => {
    await setDraftGame(db(), { startsAt: hours(48).toISOString() });
    const contest = await insertContest(db(), time.now(), {
      slateId: DRAFT_SLATE,
      seats: 3,
      locksAt: hours(48),
    });
    const early = await fundedPlayer(app());
    expect((await enter(early, contest.id, 1)).statusCode).toBe(201);
    // The feed says the first game is under way, two days before its scheduled start.
    await setDraftGame(db(), { startsAt: hours(48).toISOString(), status: 'in_progress' });
    const late = await fundedPlayer(app());
    const refused = await enter(late, contest.id, 1);
    expect([refused.statusCode, refused.json().api_code]).toEqual([409, 'contest_locked']);
    // The lobby no longer offers it as open, even before the lock sweep marks it locked.
    const listed = await late.browser.get(`/v1/contests?slate=${DRAFT_SLATE}`);
    expect(listed.json().contests.map((one: { id: string }) => one.id)).not.toContain(contest.id);
    // A contest on another slate, whose games are still to come, takes entries on.
    const other = await insertContest(db(), time.now(), { locksAt: hours(48) });
    await module().contestJobs.runOnce();
    expect(await contestStatus(contest.id)).toBe('locked');
    expect((await entryRows(db(), contest.id)).map((row) => row.state)).toEqual(['refunded']);
    expect(await contestStatus(other.id)).toBe('open');
    expect((await enter(late, other.id, 1)).statusCode).toBe(201);
  });

  it('closes a slow draft at the first game (the picks left autopicked) and settles the contest', async () => {
    const contest = await slowContest();
    const [ann, ben, cat] = await fill(contest.id);
    let draft = await draftOf(ann!, contest.id);
    expect(draft.status).toBe('drafting');
    // Six picks in 18 hours: three hours a pick, not eight.
    expect(Date.parse(draft.deadline_at ?? '') - time.now().getTime()).toBe(3 * 3_600_000);
    expect(draft.closes_at).toBe(hours(18).toISOString());
    const first = draft.seats.find((seat) => seat.seat === 1)!;
    const picker = [ann!, ben!, cat!].find((player) => player.username === first.name)!;
    expect(
      (await picker.browser.post(`/v1/drafts/${draft.id}/picks`, { pick_number: 1, player_id: 'dp-0' }))
        .statusCode,
    ).toBe(200);

    // Nobody picks again. The first game comes; the lock job closes the contest and its draft.
    time.set(hours(18));
    await module().contestJobs.runOnce();
    expect(await contestStatus(contest.id)).toBe('locked');
    draft = await draftOf(await again(app(), ann!), contest.id);
    expect(draft.status).toBe('complete');
    expect(draft.picks.map((pick) => pick.source)).toEqual(['user', 'adp', 'adp', 'adp', 'adp', 'adp']);
    for (const pick of draft.picks) expect(Date.parse(pick.made_at)).toBeLessThanOrEqual(hours(18).getTime());

    // The games are played; settlement pays the prizes and closes the contest, the pool emptied.
    await finishGame(db(), DRAFT_GAME, { 'dp-0': { receiving_yards: 150 } });
    await finishGame(db(), LATE_GAME, {});
    await module().bestBallPrizes.settleReady();
    expect(await contestStatus(contest.id)).toBe('closed');
    expect(await poolBalance(db(), contest.id)).toBe(0);
    await expectLedgerInvariants(db());
  });

  it('refunds a draft that could not finish before its games and still settles the contest', async () => {
    const contest = await slowContest();
    const players = await fill(contest.id);
    // Every game is over before anyone picks (the feed says so): nobody can be drafted any more.
    time.set(hours(18));
    await finishGame(db(), DRAFT_GAME, {});
    await finishGame(db(), LATE_GAME, {});
    await module().contestJobs.runOnce();
    const draft = await draftOf(await again(app(), players[0]!), contest.id);
    expect(draft).toMatchObject({ status: 'cancelled', picks: [] });
    expect((await entryRows(db(), contest.id)).map((row) => row.state)).toEqual([
      'refunded',
      'refunded',
      'refunded',
    ]);
    for (const player of players) expect((await walletOf(await again(app(), player))).cash_cents).toBe(50_00);
    await deliverNotices(app());
    for (const player of players)
      expect(await noticesOfType(await again(app(), player), 'entry_settled')).toEqual([
        expect.objectContaining({
          title: 'Your best ball entry was refunded',
          body: `Your draft in ${contest.name} could not finish before its games started, so it was cancelled: $5.00 went back to your balance.`,
        }),
      ]);
    await module().bestBallPrizes.settleReady();
    expect(await contestStatus(contest.id)).toBe('closed');
    expect(await poolBalance(db(), contest.id)).toBe(cents(0));
    await expectLedgerInvariants(db());
  });
});
