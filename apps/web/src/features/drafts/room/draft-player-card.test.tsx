import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { playerDetailFixture } from '../../../shared/sports/testing/fixtures.ts';
import { draftFixture, pickFixture, pickPath, yourTurn } from './testing/fixtures.ts';
import { renderRoom, setUpRoomTests } from './testing/render-room.tsx';

// Issue 23, draft feel: a player's card in the draft room, opened from the pool or the queue, with
// what a drafter needs (ADP, ranks, projection, next game, news) and Draft and Queue on it.

setUpRoomTests();

/** Bo Catcher's card as the player service has it: a next game and one news item. */
function boDetail() {
  const detail = playerDetailFixture();
  return {
    data: { ...detail.data, id: 'p-bo', first_name: 'Bo', last_name: 'Catcher', position: 'WR' },
  };
}

const playerRoute = { 'GET /v1/players/p-bo': () => json(boDetail()) };

async function openBosCard() {
  await userEvent.click(await screen.findByRole('button', { name: 'Bo Catcher: player card' }));
  return screen.findByRole('dialog', { name: 'Bo Catcher' });
}

describe('the draft room’s player card', () => {
  it('shows the drafter’s numbers, the next game and the latest news when a player in the pool is selected', async () => {
    renderRoom({ current: yourTurn() }, playerRoute);
    const card = await openBosCard();
    // The room's clock is under the sheet on a wide screen: the card shows it too.
    expect(within(card).getByRole('timer')).toBeTruthy();
    const numbers = within(card).getByTestId('draft-numbers');
    // Ace (ADP 1.2) is gone but still counts: Bo is the second by ADP overall and the first receiver.
    expect(numbers.textContent).toBe('ADP2.4Rank#2PosWR1Proj295.0');
    expect(within(card).getByText('Available')).toBeTruthy();
    expect(await within(card).findByText('Marsh limited at practice with a hamstring')).toBeTruthy();
    const nextGame = within(card).getByRole('region', { name: 'Next game' });
    // The team beside the position, and again in the next game (which arrives with the news).
    expect(
      within(card)
        .getAllByText('BUF')
        .filter((team) => !nextGame.contains(team)),
    ).toHaveLength(1);
    expect(within(nextGame).getAllByText('BUF').length).toBeGreaterThan(0);
  });

  it('dates the card’s news on the server’s clock (the draft’s `server_now`), not this device’s', async () => {
    const draft = yourTurn();
    const detail = boDetail();
    const published = new Date(Date.parse(draft.server_now) - 5 * 60_000).toISOString();
    const news = [{ ...detail.data.news[0]!, published_at: published }];
    renderRoom(
      { current: draft },
      { 'GET /v1/players/p-bo': () => json({ data: { ...detail.data, news } }) },
    );
    const card = await openBosCard();
    // The fixture's server is days behind this device's clock: read on the device, it would be days ago.
    await waitFor(() => expect(within(card).getByText('5 min. ago')).toBeTruthy());
  });

  it('drafts from the card while you are on the clock, and closes it', async () => {
    const { api } = renderRoom(
      { current: yourTurn() },
      { ...playerRoute, [`POST ${pickPath}`]: () => json({ pick: pickFixture(2, 2, 'p-bo') }) },
    );
    const card = await openBosCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(api.callsTo('POST', pickPath)).toHaveLength(1));
    expect(api.callsTo('POST', pickPath)[0]!.body).toEqual({ pick_number: 2, player_id: 'p-bo' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bo Catcher' })).toBeNull());
  });

  it('queues from the card, says where, and opens the same card from the queue', async () => {
    renderRoom({ current: draftFixture({ your_queue: ['p-cy'] }) }, playerRoute);
    const card = await openBosCard();
    // Not your turn: the card says so instead of offering Draft.
    expect((within(card).getByRole('button', { name: 'Not your pick' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Queue' }));
    expect(within(card).getByRole('button', { name: 'Queued #2' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const queue = screen.getByRole('list', { name: 'Queued players' });
    await userEvent.click(within(queue).getByRole('button', { name: 'Bo Catcher: player card' }));
    const again = await screen.findByRole('dialog', { name: 'Bo Catcher' });
    await userEvent.click(within(again).getByRole('button', { name: 'Queued #2' }));
    expect(within(again).getByRole('button', { name: 'Queue' })).toBeTruthy();
  });

  it('opens the highlighted player’s card with i, and says who drafted a player already taken', async () => {
    renderRoom(
      { current: yourTurn() },
      {
        'GET /v1/players/p-ace': () => apiError(503, 'service_unavailable', 'Try again in a moment.'),
      },
    );
    await screen.findByRole('button', { name: 'Bo Catcher: player card' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show drafted' }));
    // With drafted players shown, Ace heads the pool: the key acts on the top row.
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('i');
    const card = await screen.findByRole('dialog', { name: 'Ace Runner' });
    expect(within(card).getByText('Drafted at pick 1 by Bot 1')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Draft' })).toBeNull();
    // The player service is away: the ADP numbers still show, and the rest can be retried.
    expect(within(card).getByTestId('draft-numbers')).toBeTruthy();
    expect(await within(card).findByText('The player’s next game and news did not load.')).toBeTruthy();
  });
});
