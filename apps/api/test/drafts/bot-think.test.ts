import { type BestBallTeams, BOT_CLOCK_SHARE, type Drafts, OBVIOUS_THINK_MS } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDraftEngine } from '../../src/features/drafts/engine/engine.ts';
import { createPlayerPools } from '../../src/features/drafts/player-pool.ts';
import { createInProcessBus } from '../../src/platform/realtime/bus.ts';
import { type TestApp, useTestApp } from '../app.ts';
import type { Player } from '../wallet/helpers.ts';
import { signIn } from '../wallet/helpers.ts';
import { loadDraftWorld, room, seatDraft, startDraft } from './draft-fixture.ts';

// Issue 23, draft feel: in development (DRAFT_BOT_THINK) a bot picks after a human-like moment, never
// past its pick clock; the moment is the draft's stored deadline, so whichever process sweeps the
// clocks makes the pick, after a restart too. With the setting off (tests, journeys) bots pick at once.

let nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const clock = () => new Date(nowMs);
// The sweeper's own timer never runs here: each test sweeps by hand as time moves.
const settings = { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' };
const thinking = useTestApp({ clock, settings: { ...settings, DRAFT_BOT_THINK: 'true' } });
const instant = useTestApp({ clock, settings: { ...settings, DRAFT_BOT_THINK: 'false' } });

const PICK_CLOCK_MS = 30_000;

/** Ann in seat 1, then two bots; Ann makes pick 1 two seconds in. Answers the draft and when she picked. */
async function annPicksFirst(app: TestApp, ann: Player) {
  const db = app.app.walletModule.wallet.db;
  const draftId = await seatDraft(db, {
    rounds: 2,
    pickClockMs: PICK_CLOCK_MS,
    seats: [{ userId: ann.id }, { userId: null }, { userId: null }],
  });
  await startDraft(app.app, draftId, clock());
  nowMs += 2_000;
  const picked = await ann.browser.post(`/v1/drafts/${draftId}/picks`, { pick_number: 1, player_id: 'dp-0' });
  expect(picked.statusCode).toBe(200);
  return { draftId, pickedAt: nowMs };
}

describe('bots that think (DRAFT_BOT_THINK on)', () => {
  let ann: Player;
  beforeAll(async () => {
    await loadDraftWorld(thinking.current.app);
    ann = await signIn(thinking.current.app);
  });

  it('picks after a human-like moment, within its pick clock, made by the clock sweeper', async () => {
    const app = thinking.current;
    const { draftId, pickedAt } = await annPicksFirst(app, ann);
    let state = await room(ann, draftId);
    // The bot in seat 2 is on the clock; the room shows its whole clock, as a person's would be.
    expect(state).toMatchObject({ current_pick: 2, on_the_clock_seat: 2 });
    expect(state.deadline_at).toBe(new Date(pickedAt + PICK_CLOCK_MS).toISOString());
    // Just under the shortest moment a bot takes: nothing to pick yet.
    nowMs = pickedAt + OBVIOUS_THINK_MS.min - 1;
    expect(await app.app.walletModule.drafts.expireClocks()).toBe(0);
    expect((await room(ann, draftId)).current_pick).toBe(2);
    // Time moves on a quarter second at a time, as the sweeper looks, until the bot has picked.
    while (state.current_pick === 2 && nowMs < pickedAt + PICK_CLOCK_MS) {
      nowMs += 250;
      await app.app.walletModule.drafts.expireClocks();
      state = await room(ann, draftId);
    }
    const [botPick] = state.picks.filter((made) => made.pick_number === 2);
    expect(botPick).toMatchObject({ seat: 2, source: 'bot' });
    const thought = Date.parse(botPick?.made_at ?? '') - pickedAt;
    expect(thought).toBeGreaterThanOrEqual(OBVIOUS_THINK_MS.min);
    expect(thought).toBeLessThanOrEqual(PICK_CLOCK_MS * BOT_CLOCK_SHARE + 250);
    // The next bot goes on the clock to think in turn: it has not picked in the same sweep.
    expect(state).toMatchObject({ current_pick: 3, on_the_clock_seat: 3 });
  });

  it('shows a thinking bot’s whole clock in the player’s list of drafts and teams too, as the room does', async () => {
    const app = thinking.current;
    const { draftId, pickedAt } = await annPicksFirst(app, ann);
    const listed = await ann.browser.get('/v1/drafts?status=active');
    expect(listed.statusCode).toBe(200);
    const item = (listed.json() as Drafts).drafts.find((draft) => draft.id === draftId);
    // Not the moment the bot picks (a few seconds, which only the server needs): the same clock as the room's.
    expect(item).toMatchObject({ current_pick: 2, on_the_clock_seat: 2 });
    expect(item?.deadline_at).toBe((await room(ann, draftId)).deadline_at);
    expect(item?.deadline_at).toBe(new Date(pickedAt + PICK_CLOCK_MS).toISOString());
    // And the player's teams (/active), which show the same draft's clock.
    const teams = await ann.browser.get('/v1/best-ball/teams?status=active');
    expect(teams.statusCode).toBe(200);
    const team = (teams.json() as BestBallTeams).teams.find((row) => row.draft_id === draftId);
    expect(team?.deadline_at).toBe(item?.deadline_at);
  });

  it('keeps the moment in the draft, so a process with nothing in memory (a restart, another instance) makes the pick', async () => {
    const app = thinking.current;
    const { draftId, pickedAt } = await annPicksFirst(app, ann);
    // A second engine on the same database: what a restarted or other API process runs.
    const other = createDraftEngine({
      db: app.app.walletModule.wallet.db,
      clock,
      bus: createInProcessBus(),
      pools: createPlayerPools(),
      botsThink: true,
      random: () => 0,
    });
    nowMs = pickedAt + PICK_CLOCK_MS * BOT_CLOCK_SHARE;
    // (The earlier test's draft may move too: its bots are thinking on.)
    expect(await other.expireClocks()).toBeGreaterThanOrEqual(1);
    const state = await room(ann, draftId);
    expect(state.picks.map((made) => [made.pick_number, made.source])).toEqual([
      [1, 'user'],
      [2, 'bot'],
    ]);
    // The next bot thinks its own moment (at least the shortest), stored for whoever sweeps next.
    expect(state).toMatchObject({ current_pick: 3, on_the_clock_seat: 3 });
    nowMs += OBVIOUS_THINK_MS.min - 1;
    await other.expireClocks();
    expect((await room(ann, draftId)).current_pick).toBe(3);
  });

  it('makes each thinking bot’s pick once while two processes sweep the clocks at the same moment', async () => {
    const app = thinking.current;
    const db = app.app.walletModule.wallet.db;
    // Ann is on autopick: every pick of this draft is made by a clock sweep or at once after one.
    const draftId = await seatDraft(db, {
      rounds: 3,
      pickClockMs: PICK_CLOCK_MS,
      seats: [{ userId: null }, { userId: ann.id, autopick: true }, { userId: null }],
    });
    await startDraft(app.app, draftId, clock());
    const other = createDraftEngine({
      db,
      clock,
      bus: createInProcessBus(),
      pools: createPlayerPools(),
      botsThink: true,
    });
    const engines = [app.app.walletModule.drafts, other];
    let state = await room(ann, draftId);
    for (let sweeps = 0; state.status === 'drafting' && sweeps < 400; sweeps += 1) {
      nowMs += 250;
      await Promise.all(engines.map((engine) => engine.expireClocks()));
      state = await room(ann, draftId);
    }
    expect(state.status).toBe('complete');
    expect(state.picks.map((made) => made.pick_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(state.picks.map((made) => made.player_id)).size).toBe(9);
    // Every bot pick came a human-like moment after the pick before it (or the draft's start), inside its clock.
    let previous = Date.parse(state.started_at ?? '');
    for (const made of state.picks) {
      const at = Date.parse(made.made_at);
      if (made.source === 'bot') {
        expect(at - previous).toBeGreaterThanOrEqual(OBVIOUS_THINK_MS.min);
        expect(at - previous).toBeLessThanOrEqual(PICK_CLOCK_MS * BOT_CLOCK_SHARE + 250);
      } else expect(at).toBe(previous);
      previous = at;
    }
  });
});

describe('bots that do not think (DRAFT_BOT_THINK off: tests, journeys, production)', () => {
  it('pick at once, in the request that put them on the clock', async () => {
    const app = instant.current;
    await loadDraftWorld(app.app);
    const ann = await signIn(app.app);
    const { draftId, pickedAt } = await annPicksFirst(app, ann);
    const state = await room(ann, draftId);
    // Both bots picked (2 and 3), then again in the snake's turn (4 and 5): Ann is on the clock for pick 6.
    expect(state).toMatchObject({ current_pick: 6, on_the_clock_seat: 1 });
    expect(
      state.picks.slice(1).every((made) => made.source === 'bot' && Date.parse(made.made_at) === pickedAt),
    ).toBe(true);
  });
});
