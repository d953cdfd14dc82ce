import { type DraftState, draftStateSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { bodyOf, HttpClient, listen } from '../wallet/http-client.ts';
import { DRAFT_SLATE, loadDraftWorld, seatDraft, startDraft } from './draft-fixture.ts';

// A clock the test moves: pick deadlines pass when it says so; the sweep is driven by hand.
let nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({
  clock: () => new Date(nowMs),
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' },
});

let baseUrl = '';
const players: { client: HttpClient; id: string }[] = [];
beforeAll(async () => {
  await loadDraftWorld(testApp.current.app);
  baseUrl = await listen(testApp.current.app);
  for (const name of ['ann', 'ben', 'cat']) {
    const client = new HttpClient(baseUrl);
    const { id } = await client.signIn(`drafter_${name}`);
    players.push({ client, id });
  }
});

const player = (i: number) => players[i] as { client: HttpClient; id: string };
const db = () => testApp.current.app.walletModule.wallet.db;
const engine = () => testApp.current.app.walletModule.drafts;

async function state(client: HttpClient, draftId: string): Promise<DraftState> {
  const response = await client.fetch(`/v1/drafts/${draftId}`);
  expect(response.status).toBe(200);
  return draftStateSchema.parse(await response.json());
}

async function pick(client: HttpClient, draftId: string, pickNumber: number, playerId: string) {
  const response = await client.fetch(`/v1/drafts/${draftId}/picks`, {
    method: 'POST',
    json: { pick_number: pickNumber, player_id: playerId },
  });
  return { status: response.status, body: await bodyOf<Record<string, unknown>>(response) };
}

/** Seats: Ann, a bot, a bot, Ben; three rounds; started now. */
async function startedDraft(rounds = 3) {
  const draftId = await seatDraft(db(), {
    rounds,
    seats: [{ userId: player(0).id }, { userId: null }, { userId: null }, { userId: player(1).id }],
  });
  await startDraft(testApp.current.app, draftId, new Date(nowMs));
  return draftId;
}

describe('the draft engine', () => {
  it('takes picks in snake order; bots pick at once and the clock resets for each human pick', async () => {
    const draftId = await startedDraft();
    let room = await state(player(0).client, draftId);
    expect(room).toMatchObject({ status: 'drafting', current_pick: 1, on_the_clock_seat: 1, version: 1 });
    expect(room.deadline_at).toBe(new Date(nowMs + 30_000).toISOString());
    expect(room.seats.map((seat) => [seat.is_you, seat.is_bot])).toEqual([
      [true, false],
      [false, true],
      [false, true],
      [false, false],
    ]);

    nowMs += 10_000;
    expect((await pick(player(0).client, draftId, 1, 'dp-5')).status).toBe(200);
    room = await state(player(1).client, draftId);
    // Picks 2 and 3 are the bots' (best ADP at a needed position), then Ben's fresh 30 s.
    expect(room.picks.map((p) => [p.pick_number, p.seat, p.source])).toEqual([
      [1, 1, 'user'],
      [2, 2, 'bot'],
      [3, 3, 'bot'],
    ]);
    expect(room).toMatchObject({ current_pick: 4, on_the_clock_seat: 4, version: 2 });
    expect(room.deadline_at).toBe(new Date(nowMs + 30_000).toISOString());
    // Round 2 snakes back: Ben picks 4 and 5.
    expect((await pick(player(1).client, draftId, 4, 'dp-20')).status).toBe(200);
    room = await state(player(1).client, draftId);
    expect(room).toMatchObject({ current_pick: 5, on_the_clock_seat: 4 });
  });

  it('refuses a pick out of turn, not on the clock, of a taken player, or by a stranger', async () => {
    const draftId = await startedDraft();
    expect((await pick(player(1).client, draftId, 1, 'dp-1')).body.api_code).toBe('draft_not_your_turn');
    expect((await pick(player(0).client, draftId, 4, 'dp-1')).body.api_code).toBe('draft_pick_not_current');
    // A stranger is told there is no such draft (a draft is its players' alone).
    expect(await pick(player(2).client, draftId, 1, 'dp-1')).toMatchObject({
      status: 404,
      body: { api_code: 'not_found' },
    });
    expect((await pick(player(0).client, draftId, 1, 'dp-1')).status).toBe(200);
    const taken = await pick(player(1).client, draftId, 4, 'dp-1');
    expect([taken.status, taken.body.api_code]).toEqual([409, 'draft_player_taken']);
    expect((await pick(player(1).client, draftId, 4, 'p-nba-1-0')).body.api_code).toBe(
      'draft_player_not_draftable',
    );
  });

  it('answers the same pick again with the same result, and a different one for a made pick with 409', async () => {
    const draftId = await startedDraft();
    const first = await pick(player(0).client, draftId, 1, 'dp-3');
    const again = await pick(player(0).client, draftId, 1, 'dp-3');
    expect(again).toEqual(first);
    expect((await pick(player(0).client, draftId, 1, 'dp-4')).body.api_code).toBe('draft_pick_made');
    const [row] = await selectRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from draft_picks where draft_id = ${draftId} and source = 'user'`,
    );
    expect(row?.count).toBe(1);
  });

  it('autopicks from the queue when the clock runs out, then keeps the seat on autopick until the player acts', async () => {
    const draftId = await startedDraft();
    const queued = await player(0).client.fetch(`/v1/drafts/${draftId}/queue`, {
      method: 'PUT',
      json: { player_ids: ['dp-40', 'dp-41'] },
    });
    expect(queued.status).toBe(200);
    nowMs += 30_001;
    await engine().expireClocks();
    let room = await state(player(0).client, draftId);
    expect(room.picks[0]).toMatchObject({ pick_number: 1, player_id: 'dp-40', source: 'queue' });
    expect(room.seats[0]).toMatchObject({ autopick: true, timed_out: true });
    // Ben lets his clock run out with no queue or rankings: ADP at a needed position.
    nowMs += 30_001;
    await engine().expireClocks();
    room = await state(player(0).client, draftId);
    expect(room.picks[3]).toMatchObject({ pick_number: 4, seat: 4, source: 'adp' });
    // Both timed out, so every later pick goes at once: Ann's from her queue while it lasts, then by ADP.
    expect(room.picks.map((p) => p.source)).toEqual([
      ...['queue', 'bot', 'bot', 'adp'],
      ...['adp', 'bot', 'bot', 'queue'],
      ...['adp', 'bot', 'bot', 'adp'],
    ]);
    expect(room.status).toBe('complete');
    expect(room.picks[7]?.player_id).toBe('dp-41');
    // Acting (a queue edit) takes Ann off autopick.
    await player(0).client.fetch(`/v1/drafts/${draftId}/queue`, { method: 'PUT', json: { player_ids: [] } });
    room = await state(player(0).client, draftId);
    expect(room.seats[0]).toMatchObject({ autopick: false, timed_out: false });
    expect(room.seats[3]).toMatchObject({ autopick: true, timed_out: true });
  });

  it('uses the player’s rankings after the queue', async () => {
    await db().execute(sql`insert into draft_rankings (user_id, sport_id, slate_id, player_ids, updated_at)
      values (${player(0).id}, 'nfl', ${DRAFT_SLATE}, array['dp-99', 'dp-98']::text[], now())`);
    const draftId = await startedDraft();
    nowMs += 30_001;
    await engine().expireClocks();
    const room = await state(player(0).client, draftId);
    expect(room.picks[0]).toMatchObject({ player_id: 'dp-99', source: 'rankings' });
    await db().execute(sql`delete from draft_rankings where user_id = ${player(0).id}`);
  });

  it('drafts at once for a player who turns autopick on while on the clock, and not after they turn it off', async () => {
    const draftId = await startedDraft(2);
    const on = await player(0).client.fetch(`/v1/drafts/${draftId}/autopick`, {
      method: 'PUT',
      json: { enabled: true },
    });
    expect(await on.json()).toEqual({ seats: [{ seat: 1, autopick: true, timed_out: false }] });
    let room = await state(player(0).client, draftId);
    expect(room.picks.map((p) => p.source)).toEqual(['adp', 'bot', 'bot']);
    await player(1).client.fetch(`/v1/drafts/${draftId}/autopick`, {
      method: 'PUT',
      json: { enabled: true },
    });
    room = await state(player(0).client, draftId);
    // Ben's two picks, the bots', then Ann's last: the draft is complete.
    expect(room).toMatchObject({
      status: 'complete',
      current_pick: 9,
      on_the_clock_seat: null,
      deadline_at: null,
    });
    expect(new Set(room.picks.map((p) => p.player_id)).size).toBe(8);
  });

  it('lists the player’s drafts with the ones on their clock first, and serves the pool with who drafted whom', async () => {
    const waiting = await startedDraft();
    await pick(player(0).client, waiting, 1, 'dp-0');
    const onClock = await startedDraft();
    const list = await bodyOf<{ drafts: { id: string; on_the_clock_is_you: boolean }[] }>(
      await player(0).client.fetch('/v1/drafts'),
    );
    const ids = list.drafts.map((d) => d.id);
    expect(ids.indexOf(onClock)).toBeLessThan(ids.indexOf(waiting));
    expect(list.drafts.find((d) => d.id === onClock)?.on_the_clock_is_you).toBe(true);
    const pool = await bodyOf<{
      players: { player_id: string; drafted_by_seat: number | null; position: string }[];
    }>(await player(0).client.fetch(`/v1/drafts/${waiting}/pool`));
    expect(pool.players[0]).toMatchObject({ player_id: 'dp-0', drafted_by_seat: 1 });
    expect(pool.players.some((p) => p.position === 'K')).toBe(false);
  });
});
