import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { bestBallQueryKeys } from '../../../shared/api/best-ball.ts';
import { draftsContract } from '../../../shared/api/game-contracts.ts';
import { serverClockOffset } from '../../../shared/sports/server-clock.ts';
import { applyDraftDelta, isYourTurn, roundAndPick } from './draft-state.ts';
import { DRAFT_ID, deltaFixture, draftFixture, pickFixture } from './testing/fixtures.ts';
import { formatClock, remainingMs } from './use-countdown.ts';
import { draftMessageVersion, receiveDraftMessage } from './use-draft.ts';

describe('applying draft deltas', () => {
  it('applies the next version: the pick joins the board and its roster, the clock moves on', () => {
    const outcome = applyDraftDelta(draftFixture(), deltaFixture());
    expect(outcome.kind).toBe('applied');
    if (outcome.kind !== 'applied') return;
    const { state } = outcome;
    expect(state.version).toBe(2);
    expect(state.picks.map((pick) => pick.player_id)).toEqual(['p-ace']);
    expect(state.rosters[0]).toEqual({ seat: 1, pick_numbers: [1], needs: ['QB', 'RB', 'WR', 'TE'] });
    expect(state.on_the_clock_seat).toBe(2);
    expect(isYourTurn(state)).toBe(true);
  });

  it('recomputes a roster’s needs once its slots for a position are full', () => {
    const twoBacks = draftFixture({ picks: [pickFixture(1, 1, 'p-ace')], version: 2 });
    const outcome = applyDraftDelta(
      twoBacks,
      deltaFixture({ version: 3, picks: [pickFixture(8, 1, 'p-fox')], current_pick: 9 }),
    );
    if (outcome.kind !== 'applied') throw new Error(outcome.kind);
    // Two RBs fill both RB slots; the FLEX still takes RB, so RB stays needed until a third.
    expect(outcome.state.rosters[0]!.needs).toEqual(expect.arrayContaining(['QB', 'WR', 'TE', 'RB']));
    expect(outcome.state.rosters[0]!.pick_numbers).toEqual([1, 8]);
  });

  it('ignores a duplicate or an older delta', () => {
    const state = draftFixture({ version: 5 });
    expect(applyDraftDelta(state, deltaFixture({ version: 5 }))).toEqual({ kind: 'ignored' });
    expect(applyDraftDelta(state, deltaFixture({ version: 3 }))).toEqual({ kind: 'ignored' });
  });

  it('reports a gap when a version was skipped', () => {
    expect(applyDraftDelta(draftFixture({ version: 1 }), deltaFixture({ version: 3 }))).toEqual({
      kind: 'gap',
    });
  });

  it('applies seat changes (autopick, timed out) and the completion', () => {
    const outcome = applyDraftDelta(
      draftFixture(),
      deltaFixture({
        status: 'complete',
        on_the_clock_seat: null,
        deadline_at: null,
        current_pick: 13,
        seats: [{ seat: 2, autopick: true, timed_out: true }],
      }),
    );
    if (outcome.kind !== 'applied') throw new Error(outcome.kind);
    expect(outcome.state.seats[1]).toMatchObject({ autopick: true, timed_out: true, is_you: true });
    expect(outcome.state.completed_at).not.toBeNull();
    expect(isYourTurn(outcome.state)).toBe(false);
  });
});

describe('the draft cache and the socket', () => {
  // The room checks messages with the drafts contract, which its first fetch loads.
  beforeAll(async () => {
    await draftsContract();
  });

  const message = (data: unknown) => ({ type: 'draft', topic: `draft:${DRAFT_ID}`, data });

  it('writes deltas in order, skips duplicates, and asks for a refetch on a gap', () => {
    const queryClient = new QueryClient();
    const key = bestBallQueryKeys.draft(DRAFT_ID);
    queryClient.setQueryData(key, draftFixture());
    expect(receiveDraftMessage(queryClient, DRAFT_ID, message(deltaFixture()))).toBe('ok');
    expect(receiveDraftMessage(queryClient, DRAFT_ID, message(deltaFixture()))).toBe('ok');
    const next = deltaFixture({ version: 3, picks: [pickFixture(2, 2, 'p-bo')], current_pick: 3 });
    expect(receiveDraftMessage(queryClient, DRAFT_ID, message(next))).toBe('ok');
    expect(queryClient.getQueryData<{ picks: unknown[]; version: number }>(key)).toMatchObject({
      version: 3,
      picks: [{ pick_number: 1 }, { pick_number: 2 }],
    });
    expect(receiveDraftMessage(queryClient, DRAFT_ID, message(deltaFixture({ version: 6 })))).toBe('refetch');
    expect(queryClient.getQueryData<{ version: number }>(key)?.version).toBe(3);
  });

  it('says a delta came before anything was loaded, and reads its version', () => {
    const queryClient = new QueryClient();
    const early = message(deltaFixture({ version: 6 }));
    expect(receiveDraftMessage(queryClient, DRAFT_ID, early)).toBe('early');
    expect(draftMessageVersion(early)).toBe(6);
    expect(draftMessageVersion({ version: 'two' })).toBe(0);
  });

  it('asks for a refetch when a message does not match the contract', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(bestBallQueryKeys.draft(DRAFT_ID), draftFixture());
    expect(receiveDraftMessage(queryClient, DRAFT_ID, message({ version: 'two' }))).toBe('refetch');
  });
});

describe('the server’s clock', () => {
  it('counts down to the deadline on the server’s clock, not the device’s', () => {
    // The device runs 5 s behind the server.
    const offset = serverClockOffset('2026-11-24T12:00:05.000Z', Date.parse('2026-11-24T12:00:00.000Z'));
    expect(offset).toBe(5_000);
    const deviceNow = Date.parse('2026-11-24T12:00:10.000Z');
    expect(remainingMs('2026-11-24T12:00:30.000Z', offset, deviceNow)).toBe(15_000);
    expect(remainingMs('2026-11-24T12:00:30.000Z', offset, deviceNow + 60_000)).toBe(0);
    expect(remainingMs(null, offset, deviceNow)).toBeNull();
  });

  it('shows minutes and seconds, and hours for slow drafts', () => {
    expect(formatClock(27_000)).toBe('0:27');
    expect(formatClock(9_100)).toBe('0:10');
    expect(formatClock(8 * 3_600_000 - 48_000)).toBe('7:59:12');
  });

  it('names the round and the pick within it', () => {
    expect(roundAndPick(14, 12)).toEqual({ round: 2, pickInRound: 2 });
  });
});
