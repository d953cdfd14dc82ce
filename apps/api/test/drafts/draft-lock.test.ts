import { draftPoolSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import type { Player } from '../wallet/helpers.ts';
import { signIn } from '../wallet/helpers.ts';
import {
  DRAFT_SLATE,
  LATE_GAME,
  loadDraftWorld,
  room,
  seatDraft,
  setDraftGame,
  startDraft,
} from './draft-fixture.ts';

// RULES.md, Best ball drafts: nobody drafts with hindsight. A draft finishes before its slate's first
// game (its clocks shorten as the game nears; at the game, or the contest's lock if earlier, every
// pick left is autopicked), and no player is drafted once their game has started, by any path.

let nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({
  clock: () => new Date(nowMs),
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' },
});
const app = () => testApp.current.app;
const db = () => app().walletModule.wallet.db;
const engine = () => app().walletModule.drafts;
const at = (ms: number) => new Date(nowMs + ms).toISOString();

let ann: Player;
let ben: Player;
beforeAll(async () => {
  await loadDraftWorld(app());
  ann = await signIn(app());
  ben = await signIn(app());
});
// Each test moves the slate's games itself.
beforeEach(async () => {
  await setDraftGame(db());
  await db().execute(sql`update games set status = 'scheduled' where id = ${LATE_GAME}`);
});

const pick = (player: Player, draftId: string, pickNumber: number, playerId: string) =>
  player.browser.post(`/v1/drafts/${draftId}/picks`, { pick_number: pickNumber, player_id: playerId });

/** Ann, a bot, a bot, Ben; started now. */
async function draftOfTwo(options: { rounds?: number; locksAt?: string } = {}) {
  const draftId = await seatDraft(db(), {
    rounds: options.rounds ?? 3,
    ...(options.locksAt ? { locksAt: options.locksAt } : {}),
    seats: [{ userId: ann.id }, { userId: null }, { userId: null }, { userId: ben.id }],
  });
  await startDraft(app(), draftId, new Date(nowMs));
  return draftId;
}

const isLate = (playerId: string) => playerId.startsWith('dl-');

describe('a draft and its slate’s first game', () => {
  it('shortens the clock so the players’ picks left fit before the game, as the games table says', async () => {
    // The contest locks years away; the slate's first game, as the feed now says, in two minutes.
    await setDraftGame(db(), { startsAt: at(120_000) });
    // The clock sweeper rests longer while no draft is on the clock anywhere.
    expect(await engine().sweepClocks()).toEqual({ moved: 0, drafting: false });
    const draftId = await draftOfTwo();
    expect(await engine().sweepClocks()).toEqual({ moved: 0, drafting: true });
    let state = await room(ann, draftId);
    expect(state.closes_at).toBe(at(120_000));
    // Six picks of players left (two seats, three rounds) in 120 s: 20 s each, not the contest's 30 s.
    expect(state.deadline_at).toBe(at(20_000));
    nowMs += 5_000;
    expect((await pick(ann, draftId, 1, 'dp-0')).statusCode).toBe(200);
    state = await room(ben, draftId);
    // Ben's pick 4 and 5 and the rest: five picks in 115 s.
    expect(state).toMatchObject({ current_pick: 4, on_the_clock_seat: 4 });
    expect(state.deadline_at).toBe(at(23_000));
    // Nobody picks again: each deadline comes before the game, and the game closes the draft.
    for (let sweeps = 0; state.status === 'drafting' && sweeps < 20; sweeps += 1) {
      expect(Date.parse(state.deadline_at ?? '')).toBeLessThanOrEqual(Date.parse(state.closes_at));
      nowMs = Date.parse(state.deadline_at ?? '');
      await engine().expireClocks();
      state = await room(ann, draftId);
    }
    expect(state.status).toBe('complete');
    for (const made of state.picks)
      expect(Date.parse(made.made_at)).toBeLessThanOrEqual(Date.parse(state.closes_at));
    expect(await engine().sweepClocks()).toEqual({ moved: 0, drafting: false });
  });

  it('autopicks every pick left at the contest’s lock from players whose games have not started', async () => {
    const draftId = await draftOfTwo({ rounds: 4 });
    await engine().setQueue(ann.id, draftId, ['dp-7', 'dl-3']);
    // Ann's 30 s clock runs; meanwhile the contest's lock is moved to 10 s from now.
    await db().execute(sql`update contests set locks_at = ${at(10_000)}::timestamptz
      where id = (select contest_id from drafts where id = ${draftId})`);
    nowMs += 10_000;
    // The sweep claims the draft at its lock, before the deadline on the clock.
    expect(await engine().expireClocks()).toBe(1);
    const state = await room(ann, draftId);
    expect(state.status).toBe('complete');
    expect(state.picks).toHaveLength(16);
    // Ann's queue first, then ADP; the bots by ADP. Nobody is marked as timed out: the draft closed.
    expect(state.picks[0]).toMatchObject({ seat: 1, player_id: 'dp-7', source: 'queue' });
    expect(state.seats.map((seat) => seat.timed_out)).toEqual([false, false, false, false]);
    expect(new Set(state.picks.map((made) => made.player_id)).size).toBe(16);
  });

  it('refuses a pick by hand once the draft has closed, and closes it there and then', async () => {
    const draftId = await draftOfTwo({ locksAt: at(60_000) });
    nowMs += 60_000;
    const late = await pick(ann, draftId, 1, 'dp-0');
    expect([late.statusCode, late.json().api_code]).toEqual([409, 'draft_closed']);
    const state = await room(ann, draftId);
    expect(state.status).toBe('complete');
    expect(state.picks.every((made) => made.source !== 'user')).toBe(true);
  });

  it('never lets anyone draft a player whose game has started: by hand, from a queue, rankings, ADP or a bot', async () => {
    // The first game is due in ten minutes but the feed says it has already begun (played early).
    await setDraftGame(db(), { startsAt: at(600_000) });
    await db().execute(sql`insert into draft_rankings (user_id, sport_id, slate_id, player_ids, updated_at)
      values (${ben.id}, 'nfl', ${DRAFT_SLATE}, array['dp-1', 'dp-2', 'dl-9']::text[], now())
      on conflict (user_id, sport_id, slate_id) do update set player_ids = excluded.player_ids`);
    const draftId = await draftOfTwo({ rounds: 3 });
    await engine().setQueue(ann.id, draftId, ['dp-3', 'dp-4', 'dl-5']);
    await setDraftGame(db(), { startsAt: at(600_000), status: 'in_progress' });

    // The pool says who can no longer be drafted, as the games table does now.
    const pool = draftPoolSchema.parse((await ann.browser.get(`/v1/drafts/${draftId}/pool`)).json());
    expect(pool.players.find((one) => one.player_id === 'dp-0')?.game_started).toBe(true);
    expect(pool.players.find((one) => one.player_id === 'dl-0')?.game_started).toBe(false);

    const refused = await pick(ann, draftId, 1, 'dp-0');
    expect([refused.statusCode, refused.json().api_code]).toEqual([409, 'draft_player_locked']);
    // The draft has closed (its slate's first game began): every pick left goes to the autopick.
    expect((await pick(ann, draftId, 1, 'dl-0')).json().api_code).toBe('draft_closed');
    const state = await room(ann, draftId);
    expect(state.status).toBe('complete');
    expect(state.picks.filter((made) => !isLate(made.player_id))).toEqual([]);
    const sources = new Set(state.picks.map((made) => made.source));
    expect(sources).toEqual(new Set(['queue', 'rankings', 'bot', 'adp']));
    expect(state.picks.find((made) => made.source === 'queue')?.player_id).toBe('dl-5');
    expect(state.picks.find((made) => made.source === 'rankings')?.player_id).toBe('dl-9');
  });

  it('closes a draft as soon as the feed says a game of its slate began, before any deadline', async () => {
    const draftId = await draftOfTwo({ rounds: 2 });
    expect(await engine().expireClocks()).toBe(0);
    // Played early: the game is in progress though its scheduled start is a day away.
    await setDraftGame(db(), { startsAt: at(86_400_000), status: 'in_progress' });
    expect(await engine().expireClocks()).toBe(1);
    const state = await room(ann, draftId);
    expect(state.status).toBe('complete');
    expect(state.picks.filter((made) => !isLate(made.player_id))).toEqual([]);
  });

  it('cancels a draft that no player can finish (every game has started) rather than draft with hindsight', async () => {
    const draftId = await draftOfTwo({ rounds: 2 });
    await setDraftGame(db(), { startsAt: at(-60_000), status: 'final' });
    await db().execute(sql`update games set status = 'final' where id = ${LATE_GAME}`);
    const refused = await pick(ann, draftId, 1, 'dl-0');
    expect(refused.json().api_code).toBe('draft_player_locked');
    expect(await engine().closeDraft(draftId)).toBe('cancelled');
    expect(await room(ann, draftId)).toMatchObject({ status: 'cancelled', picks: [] });
  });
});
