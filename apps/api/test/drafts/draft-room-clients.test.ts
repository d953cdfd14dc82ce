import { type DraftPool, type DraftState, draftStateSchema } from '@kennel/core';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { checkFinishedDraft } from './draft-checks.ts';
import { allComplete, openRoomClient, type RoomClient } from './draft-clients.ts';
import { loadDraftWorld, seatDraft, startDraft } from './draft-fixture.ts';

// A fast draft with a short clock; every process sweeps expired clocks often.
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_PICK_CLOCK_MS: '2000', DRAFT_CLOCK_POLL_MS: '50' },
});
const rooms: RoomClient[] = [];
afterAll(() => {
  for (const room of rooms) room.close();
});

describe('twelve players drafting over real WebSockets', () => {
  it('end with the same board, no player twice, every pick in its window; a dropped socket changes no one’s autopick', async () => {
    const { app } = testApp.current;
    await loadDraftWorld(app);
    const baseUrl = await listen(app);
    const clients = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const client = new HttpClient(baseUrl);
        return { client, user: await client.signIn(`room_${i + 1}`) };
      }),
    );
    const draftId = await seatDraft(app.walletModule.wallet.db, {
      seats: clients.map(({ user }) => ({ userId: user.id })),
    });
    const pool = (await (await clients[0]!.client.fetch(`/v1/drafts/${draftId}/pool`)).json()) as DraftPool;
    const ranking = pool.players.map((player) => player.player_id);
    const errors: unknown[] = [];
    // Seat 3 never picks (times out once, then stays on autopick); seat 7 sits out round 2 and comes back.
    const sitsOut = (seat: number) => (pick: number) => seat === 3 || (seat === 7 && pick > 12 && pick <= 24);
    for (const [i, { client }] of clients.entries()) {
      rooms.push(
        await openRoomClient({
          baseUrl,
          client,
          draftId,
          seat: i + 1,
          ranking,
          sitsOut: sitsOut(i + 1),
          returnsFromTimeout: i + 1 === 7,
          onError: (error) => errors.push(error),
        }),
      );
    }
    await startDraft(app, draftId);
    // Seat 9 drops mid-draft and comes back.
    const dropper = rooms[8]!;
    while (dropper.board.size < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    await dropper.reconnect(100);
    await allComplete(rooms);
    expect(errors).toEqual([]);

    const final: DraftState = draftStateSchema.parse(
      await (await clients[0]!.client.fetch(`/v1/drafts/${draftId}`)).json(),
    );
    checkFinishedDraft(final, rooms);
    expect(dropper.refetches).toBeGreaterThanOrEqual(2);
    // Only seat 3 ends on autopick; everyone else drafted every pick themselves but seat 7's one timeout.
    expect(final.seats.map((seat) => [seat.seat, seat.autopick, seat.timed_out])).toEqual(
      final.seats.map((seat) => [seat.seat, seat.seat === 3, seat.seat === 3]),
    );
    const sources = (seat: number) =>
      final.picks.filter((pick) => pick.seat === seat).map((pick) => pick.source);
    expect(sources(3).every((source) => source === 'adp')).toBe(true);
    expect(sources(7).filter((source) => source !== 'user')).toEqual(['adp']);
    for (const seat of [1, 2, 4, 5, 6, 8, 9, 10, 11, 12])
      expect(new Set(sources(seat))).toEqual(new Set(['user']));
  }, 300_000);
});
