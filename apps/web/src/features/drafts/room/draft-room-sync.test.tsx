import type { DraftState } from '@kennel/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bestBallQueryKeys } from '../../../shared/api/best-ball.ts';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { DRAFT_ID, deltaFixture, draftFixture, pickFixture } from './testing/fixtures.ts';
import { deltaMessage, draftSocket, renderRoom, setUpRoomTests } from './testing/render-room.tsx';

setUpRoomTests();

const draftPath = `/v1/drafts/${DRAFT_ID}`;
/** Version 5: Bot 1 on the clock, nothing picked. */
const five = () => draftFixture({ version: 5 });
/** Version 6: Bot 1 took Ace, the player is on the clock. */
const six = () =>
  draftFixture({ version: 6, current_pick: 2, on_the_clock_seat: 2, picks: [pickFixture(1, 1, 'p-ace')] });
const sixDelta = () => deltaMessage(deltaFixture({ version: 6 }));
const subscribed = { type: 'subscribed', data: { topics: [`draft:${DRAFT_ID}`] } };

/**
 * The fake `GET /v1/drafts/:id`: the calls listed in `held` wait until the test answers them (with
 * the state it chooses), the others answer `state.current` at once.
 */
function heldDraft(state: { current: DraftState }, held: number[]) {
  const answers: ((draft: DraftState) => void)[] = [];
  let calls = 0;
  const handler = () => {
    calls += 1;
    if (!held.includes(calls)) return json(state.current);
    return new Promise<Response>((resolve) => answers.push((draft) => resolve(json(draft))));
  };
  const answer = async (draft: DraftState) => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    await act(async () => answers.shift()!(draft));
  };
  return { handler, answer };
}

describe('the draft room keeps up with the server while a fetch is under way', () => {
  it('a delta that arrives before the first load answers: the room ends on that version', async () => {
    const state = { current: six() };
    const draft = heldDraft(state, [1]);
    const { api, queryClient } = renderRoom(state, { [`GET ${draftPath}`]: draft.handler });
    const socket = await draftSocket();
    act(() => socket.push(sixDelta()));
    // The server read the draft before pick 1 was committed.
    await draft.answer(five());
    expect(await screen.findByRole('heading', { name: 'Your pick!' })).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.callsTo('GET', draftPath)).toHaveLength(2);
  });

  it('a resync asked for while the first load runs (the subscription confirmed) fetches again after it', async () => {
    const state = { current: six() };
    const draft = heldDraft(state, [1]);
    const { api } = renderRoom(state, { [`GET ${draftPath}`]: draft.handler });
    const socket = await draftSocket();
    // Pick 1 was published before the subscription took: this client never sees its delta.
    act(() => socket.push(subscribed));
    await draft.answer(five());
    expect(await screen.findByRole('heading', { name: 'Your pick!' })).toBeTruthy();
    expect(api.callsTo('GET', draftPath)).toHaveLength(2);
  });

  it('a refetch that answers an older version than a delta applied meanwhile leaves the newer board', async () => {
    const state = { current: five() };
    const draft = heldDraft(state, [2]);
    const { api, queryClient } = renderRoom(state, { [`GET ${draftPath}`]: draft.handler });
    expect(await screen.findByRole('heading', { name: 'Bot 1 is on the clock' })).toBeTruthy();
    const socket = await draftSocket();
    // The subscription confirmed: the room refetches, and that fetch is held open.
    act(() => socket.push(subscribed));
    await waitFor(() => expect(api.callsTo('GET', draftPath)).toHaveLength(2));
    act(() => socket.push(sixDelta()));
    expect(await screen.findByRole('heading', { name: 'Your pick!' })).toBeTruthy();
    await draft.answer(five());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData<DraftState>(bestBallQueryKeys.draft(DRAFT_ID))?.version).toBe(6);
    expect(screen.getByRole('heading', { name: 'Your pick!' })).toBeTruthy();
  });
});
