import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { PASSWORD, signInWithPassword } from '../responsible-gaming/helpers.ts';
import type { Player } from '../wallet/helpers.ts';
import { loadDraftWorld, room, seatDraft, startDraft } from './draft-fixture.ts';

// RULES.md, Responsible gaming: during a time-out or exclusion the player cannot draft. Their own
// picks, queue edits and autopick toggles are refused; their seat drafts on autopick once its
// clock runs out, so the others are not held up.

let nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({
  clock: () => new Date(nowMs),
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' },
});
const app = () => testApp.current.app;
const engine = () => app().walletModule.drafts;

beforeAll(async () => {
  await loadDraftWorld(app());
});

/** Seats: the restricted player, a bot, the other player; two rounds; started now. */
async function draftWith(restricted: Player, other: Player) {
  const draftId = await seatDraft(app().walletModule.wallet.db, {
    rounds: 2,
    seats: [{ userId: restricted.id }, { userId: null }, { userId: other.id }],
  });
  await startDraft(app(), draftId, new Date(nowMs));
  return draftId;
}

function roomActions(player: Player, draftId: string) {
  return Promise.all([
    player.browser.post(`/v1/drafts/${draftId}/picks`, { pick_number: 1, player_id: 'dp-0' }),
    player.browser.request({
      method: 'PUT',
      url: `/v1/drafts/${draftId}/queue`,
      payload: { player_ids: ['dp-9'] },
    }),
    player.browser.request({
      method: 'PUT',
      url: `/v1/drafts/${draftId}/autopick`,
      payload: { enabled: true },
    }),
  ]);
}

describe('drafting under a time-out or exclusion', () => {
  it('refuses a player on a time-out their pick, queue and autopick; their seat autopicks when the clock runs out', async () => {
    const ann = await signInWithPassword(app());
    const ben = await signInWithPassword(app());
    const draftId = await draftWith(ann, ben);
    const timeOut = await ann.browser.post('/v1/responsible-gaming/time-out', { duration: '24h' });
    expect(timeOut.statusCode, timeOut.body).toBe(201);

    for (const response of await roomActions(ann, draftId)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ api_code: 'time_out_active' });
    }
    let state = await room(ann, draftId);
    expect(state.picks).toEqual([]);
    expect(state.seats[0]).toMatchObject({ autopick: false });

    nowMs += 30_001;
    await engine().expireClocks();
    state = await room(ben, draftId);
    // Ann's pick by ADP, the bot's at once, and Ben is on the clock.
    expect(state.picks.map((pick) => [pick.seat, pick.source])).toEqual([
      [1, 'adp'],
      [2, 'bot'],
    ]);
    expect(state).toMatchObject({ current_pick: 3, on_the_clock_seat: 3 });
    const benPicks = await ben.browser.post(`/v1/drafts/${draftId}/picks`, {
      pick_number: 3,
      player_id: state.picks.some((pick) => pick.player_id === 'dp-20') ? 'dp-21' : 'dp-20',
    });
    expect(benPicks.statusCode, benPicks.body).toBe(200);
    nowMs += 30_001;
    await engine().expireClocks();
    state = await room(ben, draftId);
    // Ben's second pick timed out; Ann's seat stays on autopick, so the draft completes.
    expect(state.status).toBe('complete');
    expect(state.picks.filter((pick) => pick.seat === 1).map((pick) => pick.source)).toEqual(['adp', 'adp']);
  });

  it('refuses a self-excluded player with the exclusion’s problem', async () => {
    const cat = await signInWithPassword(app());
    const dan = await signInWithPassword(app());
    const draftId = await draftWith(cat, dan);
    const excluded = await cat.browser.post('/v1/responsible-gaming/self-exclusion', {
      duration: '5y',
      password: PASSWORD,
    });
    expect(excluded.statusCode, excluded.body).toBe(201);
    // Exclusion ends every session; the player may still sign in to see history and withdraw.
    const back = await signInWithPassword(app(), cat.username);
    for (const response of await roomActions(back, draftId)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ api_code: 'self_excluded' });
    }
    // The other player drafts as usual.
    nowMs += 30_001;
    await engine().expireClocks();
    const state = await room(dan, draftId);
    expect(state).toMatchObject({ current_pick: 3, on_the_clock_seat: 3 });
  });
});
