import { beforeAll, describe, expect, it } from 'vitest';
import { createDraftEngine } from '../../src/features/drafts/engine/engine.ts';
import { createPlayerPools } from '../../src/features/drafts/player-pool.ts';
import { createDraftsRepo } from '../../src/features/drafts/repo.ts';
import { createInProcessBus } from '../../src/platform/realtime/bus.ts';
import { useTestApp } from '../app.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { loadDraftWorld, seatDraft, startDraft } from './draft-fixture.ts';

// Each engine remembers the drafts it moved; here a second engine on the same database (another
// API instance) moves the same draft between the first one's steps, and the first must see it all.
let nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({
  clock: () => new Date(nowMs),
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' },
});

const ids: string[] = [];
beforeAll(async () => {
  await loadDraftWorld(testApp.current.app);
  const baseUrl = await listen(testApp.current.app);
  for (const name of ['ann', 'ben']) ids.push((await new HttpClient(baseUrl).signIn(`memory_${name}`)).id);
});

const db = () => testApp.current.app.walletModule.wallet.db;
const first = () => testApp.current.app.walletModule.drafts;
const second = () =>
  createDraftEngine({
    db: db(),
    clock: () => new Date(nowMs),
    bus: createInProcessBus(),
    pools: createPlayerPools(),
  });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('an engine that remembers drafts', () => {
  it('sees the picks, seat switches and queue edits another instance made since its last step', async () => {
    const [ann = '', ben = ''] = ids;
    const other = second();
    // Ann, a bot, a bot, Ben; three rounds: Ann 1, 8, 9; Ben 4, 5, 12.
    const draftId = await seatDraft(db(), {
      rounds: 3,
      seats: [{ userId: ann }, { userId: null }, { userId: null }, { userId: ben }],
    });
    await startDraft(testApp.current.app, draftId, new Date(nowMs));
    const pick = (engine: typeof other, userId: string, pickNumber: number, playerId: string) =>
      codeOf(engine.makePick({ userId, draftId, pickNumber, playerId }));

    expect(await pick(first(), ann, 1, 'dp-5')).toBe('ok');
    // The other instance takes Ben's pick 4; the first one's copy of the draft is now stale.
    expect(await pick(other, ben, 4, 'dp-30')).toBe('ok');
    expect(await pick(first(), ben, 4, 'dp-39')).toBe('draft_pick_made');
    expect(await pick(first(), ben, 4, 'dp-30')).toBe('ok'); // the same pick again answers it
    expect(await pick(first(), ben, 5, 'dp-30')).toBe('draft_player_taken');
    expect(await pick(first(), ben, 5, 'dp-31')).toBe('ok');

    // Ann's queue is edited through the other instance (no version bump: nothing else changed);
    // her clock runs out and the first instance's sweep drafts from that queue.
    await other.setQueue(ann, draftId, ['dp-60', 'dp-61']);
    nowMs += 31_000;
    expect(await first().expireClocks()).toBe(1);
    // Ben turns his autopick on through the other instance; the first sees it when his turn comes.
    await other.setAutopick(ben, draftId, true);
    const picks = await createDraftsRepo(db()).picks(draftId);
    expect(picks.map((p) => [p.pickNumber, p.seat, p.playerId, p.source])).toEqual([
      [1, 1, 'dp-5', 'user'],
      [2, 2, expect.any(String), 'bot'],
      [3, 3, expect.any(String), 'bot'],
      [4, 4, 'dp-30', 'user'],
      [5, 4, 'dp-31', 'user'],
      [6, 3, expect.any(String), 'bot'],
      [7, 2, expect.any(String), 'bot'],
      // Timed out: the queue's first player, then (still on autopick) the next one in the queue.
      [8, 1, 'dp-60', 'queue'],
      [9, 1, 'dp-61', 'queue'],
      [10, 2, expect.any(String), 'bot'],
      [11, 3, expect.any(String), 'bot'],
      [12, 4, expect.any(String), expect.stringMatching(/^(rankings|adp)$/)],
    ]);
    expect(new Set(picks.map((p) => p.playerId)).size).toBe(12);
    const draft = await createDraftsRepo(db()).draft(draftId);
    expect(draft).toMatchObject({ status: 'complete', currentPick: 13 });
  });
});
