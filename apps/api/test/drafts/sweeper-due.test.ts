import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { useTestApp } from '../app.ts';
import type { Player } from '../wallet/helpers.ts';
import { signIn } from '../wallet/helpers.ts';
import { loadDraftWorld, room, seatDraft, startDraft } from './draft-fixture.ts';

// RULES.md, Best ball drafts: a seat is autopicked only once its clock has run out. The sweeper's
// claim finds drafts that looked due; what it does is decided by the draft as read under the lock,
// in its own transaction: a draft whose deadline is not due there (a pick landed since the claim
// looked, a fresh clock runs) is left alone, never autopicked early or twice.

/** Drafts the claim answers whatever their deadline, as a claim that read an older row would. */
const claimAnyway = vi.hoisted(() => ({ ids: [] as string[] }));
vi.mock('../../src/features/drafts/repo.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/features/drafts/repo.ts')>();
  return {
    ...original,
    createDraftsRepo(db: Database) {
      const repo = original.createDraftsRepo(db);
      return {
        ...repo,
        async clocks(now: Date) {
          const clocks = await repo.clocks(now);
          return claimAnyway.ids.length > 0 ? { ...clocks, expired: true } : clocks;
        },
        async claimExpired(now: Date, limit: number) {
          const claimed = await repo.claimExpired(now, limit);
          for (const id of claimAnyway.ids) {
            const draft = await repo.draft(id, true);
            if (draft && !claimed.some((one) => one.id === id)) claimed.push(draft);
          }
          return claimed;
        },
      };
    },
  };
});

let nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({
  clock: () => new Date(nowMs),
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' },
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

describe('the draft sweeper’s time-out', () => {
  it('does nothing to a claimed draft whose deadline, read under the lock, is not due', async () => {
    const draftId = await seatDraft(db(), {
      rounds: 2,
      seats: [{ userId: ann.id }, { userId: null }, { userId: null }, { userId: ben.id }],
    });
    await startDraft(app(), draftId, new Date(nowMs));
    nowMs += 5_000;
    const picked = await ann.browser.post(`/v1/drafts/${draftId}/picks`, {
      pick_number: 1,
      player_id: 'dp-0',
    });
    expect(picked.statusCode).toBe(200);
    const before = await room(ben, draftId);
    expect(before).toMatchObject({ current_pick: 4, on_the_clock_seat: 4 });
    // Ben's clock runs for 30 s; 10 s in, a sweep claims the draft all the same.
    nowMs += 10_000;
    claimAnyway.ids = [draftId];
    try {
      expect(await engine().expireClocks()).toBe(0);
    } finally {
      claimAnyway.ids = [];
    }
    const after = await room(ben, draftId);
    expect(after.picks).toEqual(before.picks);
    expect(after).toMatchObject({ current_pick: 4, on_the_clock_seat: 4, version: before.version });
    expect(after.deadline_at).toBe(before.deadline_at);
    expect(after.seats.find((seat) => seat.seat === 4)).toMatchObject({ autopick: false, timed_out: false });
    // At Ben's deadline the sweep does time him out.
    nowMs = Date.parse(before.deadline_at ?? '');
    expect(await engine().expireClocks()).toBe(1);
    const timedOut = await room(ben, draftId);
    expect(timedOut.picks.find((made) => made.pick_number === 4)?.source).not.toBe('user');
    expect(timedOut.seats.find((seat) => seat.seat === 4)).toMatchObject({ autopick: true, timed_out: true });
  });
});
