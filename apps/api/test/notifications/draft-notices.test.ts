import { PICK_CLOCK_MS } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { loadDraftWorld, seatDraft, startDraft } from '../drafts/draft-fixture.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { deliverNotices, noticeMails, storedNotices } from './helpers.ts';

type Player = { id: string; username: string };

let nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({
  clock: () => new Date(nowMs),
  // The e2e journeys' shorter clock: it shortens fast drafts only, so a slow draft still tells its players.
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000', DRAFT_PICK_CLOCK_MS: '20000' },
});
const app = () => testApp.current.app;
const db = () => app().walletModule.wallet.db;

const clients: HttpClient[] = [];
const players: { id: string; username: string }[] = [];
beforeAll(async () => {
  await loadDraftWorld(app());
  const baseUrl = await listen(app());
  for (const name of ['ann', 'ben']) {
    const client = new HttpClient(baseUrl);
    clients.push(client);
    players.push(await client.signIn(`notice_${name}`));
  }
});
const ann = () => players[0]!;
const ben = () => players[1]!;

async function pick(client: HttpClient, draftId: string, pickNumber: number, playerId: string) {
  const response = await client.fetch(`/v1/drafts/${draftId}/picks`, {
    method: 'POST',
    json: { pick_number: pickNumber, player_id: playerId },
  });
  expect(response.status).toBe(200);
}

/** Seats: Ann, a bot, a bot, Ben; started now. */
async function startedDraft(pickClockMs: number, speed: 'fast' | 'slow') {
  const draftId = await seatDraft(db(), {
    rounds: 3,
    pickClockMs,
    speed,
    seats: [{ userId: ann().id }, { userId: null }, { userId: null }, { userId: ben().id }],
  });
  await startDraft(app(), draftId, new Date(nowMs));
  return draftId;
}

const noticesOf = async (player: Player, type: 'on_the_clock' | 'draft_starting', draftId: string) =>
  (await storedNotices(db(), player.id, type)).filter((notice) => notice.link === `/draft/${draftId}`);
const onTheClock = (player: Player, draftId: string) => noticesOf(player, 'on_the_clock', draftId);

describe('draft notices', () => {
  it('a slow draft tells both players it started, and each player when they go on the clock, once', async () => {
    const draftId = await startedDraft(PICK_CLOCK_MS.slow, 'slow');
    const room = await clients[0]!.fetch(`/v1/drafts/${draftId}`);
    expect(((await room.json()) as { pick_clock_ms: number }).pick_clock_ms).toBe(PICK_CLOCK_MS.slow);
    await deliverNotices(app());
    for (const player of [ann(), ben()]) {
      expect(await noticesOf(player, 'draft_starting', draftId)).toHaveLength(1);
    }
    expect(await onTheClock(ann(), draftId)).toEqual([
      expect.objectContaining({
        title: "You're on the clock",
        body: expect.stringContaining('Pick 1 is yours'),
      }),
    ]);
    expect(await onTheClock(ben(), draftId)).toEqual([]);

    nowMs += 60_000;
    await pick(clients[0]!, draftId, 1, 'dp-201');
    // The same pick sent again (a retry) is answered as made: nobody is told twice.
    await pick(clients[0]!, draftId, 1, 'dp-201');
    await deliverNotices(app());
    // The bots took picks 2 and 3 at once: Ben is on the clock for pick 4.
    expect((await onTheClock(ben(), draftId)).map((notice) => notice.body)).toEqual([
      expect.stringContaining('Pick 4 is yours'),
    ]);
    expect(await onTheClock(ann(), draftId)).toHaveLength(1);
    expect(await noticeMails(db(), ben(), 'on_the_clock')).toBe(1);
  });

  it('a seat whose clock ran out goes on autopick and is not told again', async () => {
    const draftId = await startedDraft(PICK_CLOCK_MS.slow, 'slow');
    nowMs += PICK_CLOCK_MS.slow + 1;
    await app().walletModule.drafts.expireClocks();
    await deliverNotices(app());
    // Ann timed out: the autopick drafts her picks; Ben is on the clock at pick 4.
    expect(await onTheClock(ann(), draftId)).toHaveLength(1);
    expect((await onTheClock(ben(), draftId)).map((notice) => notice.body)).toEqual([
      expect.stringContaining('Pick 4 is yours'),
    ]);
  });

  it('a fast draft says it is starting but never sends on-the-clock notices', async () => {
    // The last test's 8 hours ended Ann's session: she signs in again.
    await clients[0]!.signIn(ann().username);
    const draftId = await startedDraft(PICK_CLOCK_MS.fast, 'fast');
    nowMs += 5_000;
    await pick(clients[0]!, draftId, 1, 'dp-202');
    await deliverNotices(app());
    expect(await noticesOf(ann(), 'draft_starting', draftId)).toHaveLength(1);
    expect(await onTheClock(ann(), draftId)).toEqual([]);
    expect(await onTheClock(ben(), draftId)).toEqual([]);
  });
});
