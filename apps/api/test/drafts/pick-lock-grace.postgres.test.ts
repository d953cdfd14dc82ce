import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PICK_LOCK_GRACE_MS } from '../../src/features/drafts/engine/engine.ts';
import { useTestApp } from '../app.ts';
import { untilLockWaiters } from '../support/lock-waits.ts';
import type { Player } from '../wallet/helpers.ts';
import { signIn } from '../wallet/helpers.ts';
import { loadDraftWorld, room, seatDraft, startDraft } from './draft-fixture.ts';

// RULES.md, Best ball drafts: the clock is the server's. A pick that reached the server before its
// seat's deadline is on time, even when it then waited behind the draft's row lock (another player's
// queue change, any other write to the draft) until just past the deadline: within a bounded grace
// it lands. It never lands over the autopick: once the sweeper has drafted for the slot, it is refused.

let nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({
  clock: () => new Date(nowMs),
  // The sweeper runs only when a test says.
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000', RATE_LIMIT_MAX: '100000' },
});
const app = () => testApp.current.app;
const db = () => app().walletModule.wallet.db;
const engine = () => app().walletModule.drafts;

let ann: Player;
let ben: Player;
beforeAll(async () => {
  await loadDraftWorld(app());
  ann = await signIn(app());
  ben = await signIn(app());
});

const pick = (player: Player, draftId: string, pickNumber: number, playerId: string) =>
  player.browser.post(`/v1/drafts/${draftId}/picks`, { pick_number: pickNumber, player_id: playerId });
const queue = (player: Player, draftId: string, playerIds: string[]) =>
  player.browser.request({
    method: 'PUT',
    url: `/v1/drafts/${draftId}/queue`,
    payload: { player_ids: playerIds },
  });

/** Ann (on the clock first), Ben, two bots; answers the draft and Ann's deadline. */
async function draftOnTheClock() {
  const draftId = await seatDraft(db(), {
    rounds: 2,
    seats: [{ userId: ann.id }, { userId: ben.id }, { userId: null }, { userId: null }],
  });
  await startDraft(app(), draftId, new Date(nowMs));
  const deadline = Date.parse((await room(ann, draftId)).deadline_at ?? '');
  return { draftId, deadline };
}

/** Holds the draft's row lock on a connection of its own (as any other write to the draft would) until released. */
async function holdDraftLock(draftId: string) {
  const other = await testApp.current.database.openAnotherHandle();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = false;
  const holding = other.db.transaction(async (tx) => {
    await tx.execute(sql`select id from drafts where id = ${draftId} for update`);
    locked = true;
    await released;
  });
  while (!locked) await new Promise((resolve) => setTimeout(resolve, 5));
  return {
    async release() {
      release();
      await holding;
    },
  };
}

/** Until `count` statements wait on a lock in this database (seen in pg_stat_activity, not by timing). */
async function waitersOnLocks(count: number) {
  await untilLockWaiters(db(), count);
}

describe('a pick that waited behind the draft’s lock', () => {
  it('lands when it reached the server before the deadline and got the lock within the grace', async () => {
    const { draftId, deadline } = await draftOnTheClock();
    const lock = await holdDraftLock(draftId);
    nowMs = deadline - 1_000;
    const picking = pick(ann, draftId, 1, 'dp-0');
    await waitersOnLocks(1);
    // The lock is had just after the deadline.
    nowMs = deadline + PICK_LOCK_GRACE_MS / 2;
    await lock.release();
    const response = await picking;
    expect(response.statusCode).toBe(200);
    const state = await room(ann, draftId);
    expect(state.picks[0]).toMatchObject({ pick_number: 1, seat: 1, player_id: 'dp-0', source: 'user' });
    expect(state.seats.find((seat) => seat.seat === 1)?.timed_out).toBe(false);
    // The sweeper, after, finds nothing of Ann's to autopick: Ben is on the clock with a fresh deadline.
    expect(await engine().expireClocks()).toBe(0);
    expect(await room(ben, draftId)).toMatchObject({ current_pick: 2, on_the_clock_seat: 2 });
  });

  it('is refused as late once it waited past the grace, and the autopick drafts for the slot', async () => {
    const { draftId, deadline } = await draftOnTheClock();
    const lock = await holdDraftLock(draftId);
    nowMs = deadline - 1_000;
    const picking = pick(ann, draftId, 1, 'dp-0');
    await waitersOnLocks(1);
    nowMs = deadline + PICK_LOCK_GRACE_MS + 1;
    await lock.release();
    const response = await picking;
    expect([response.statusCode, response.json().api_code]).toEqual([409, 'draft_pick_not_current']);
    expect(await engine().expireClocks()).toBeGreaterThanOrEqual(1);
    const state = await room(ann, draftId);
    expect(state.picks[0]?.source).not.toBe('user');
  });

  it('is refused when it reached the server after the deadline, however soon it got the lock', async () => {
    const { draftId, deadline } = await draftOnTheClock();
    nowMs = deadline + 1;
    const response = await pick(ann, draftId, 1, 'dp-0');
    expect([response.statusCode, response.json().api_code]).toEqual([409, 'draft_pick_not_current']);
  });

  it('with many writes and the sweeper racing at the deadline: the pick lands or the autopick does, never both', async () => {
    const outcomes = { user: 0, autopick: 0 };
    for (let round = 0; round < 8; round += 1) {
      const { draftId, deadline } = await draftOnTheClock();
      const lock = await holdDraftLock(draftId);
      nowMs = deadline - 500;
      // Ben edits his queue again and again, Ann too, and Ann picks: all reach the server in time.
      const writes = [
        ...Array.from({ length: 6 }, (_, i) => queue(ben, draftId, [`dp-${10 + i}`, `dp-${20 + i}`])),
        queue(ann, draftId, ['dp-30']),
      ];
      const picking = pick(ann, draftId, 1, 'dp-1');
      await waitersOnLocks(writes.length + 1);
      // Past the deadline (inside the grace) when the lock frees: the sweeper races them for it.
      nowMs = deadline + PICK_LOCK_GRACE_MS / 2;
      const sweeping = round % 2 === 0 ? engine().expireClocks() : Promise.resolve(0);
      await lock.release();
      const [response, swept, ...written] = await Promise.all([picking, sweeping, ...writes]);
      for (const write of written) expect(write.statusCode).toBe(200);
      // Whatever the sweeper skipped while the lock was held, it finds now.
      await engine().expireClocks();
      const state = await room(ann, draftId);
      const first = state.picks.filter((made) => made.pick_number === 1);
      expect(first).toHaveLength(1);
      if (response.statusCode === 200) {
        outcomes.user += 1;
        expect(first[0]).toMatchObject({ player_id: 'dp-1', source: 'user', seat: 1 });
        expect(response.json().pick).toMatchObject({ pick_number: 1, player_id: 'dp-1' });
      } else {
        outcomes.autopick += 1;
        expect(swept).toBeGreaterThanOrEqual(1);
        expect([response.statusCode, response.json().api_code]).toEqual([409, 'draft_pick_made']);
        expect(first[0]?.source).not.toBe('user');
      }
    }
    // Without a sweep racing it the pick always lands (every odd round).
    expect(outcomes.user).toBeGreaterThanOrEqual(4);
  });
});
