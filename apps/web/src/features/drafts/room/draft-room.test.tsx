import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import {
  DRAFT_ID,
  deltaFixture,
  draftFixture,
  pickFixture,
  pickPath,
  poolFixture,
  yourTurn,
} from './testing/fixtures.ts';
import { deltaMessage, draftSocket, renderRoom, setUpRoomTests } from './testing/render-room.tsx';

setUpRoomTests();

const draftPath = `/v1/drafts/${DRAFT_ID}`;

describe('/draft/:draftId, the draft room', () => {
  it('enables Draft only while the player is on the clock, and sends the pick for the pick on the clock', async () => {
    const state = { current: yourTurn() };
    const { api } = renderRoom(state, {
      [`POST ${pickPath}`]: () => json({ pick: pickFixture(2, 2, 'p-bo') }),
    });
    const draftBo = await screen.findByRole('button', { name: 'Draft Bo Catcher' });
    expect(screen.getByRole('heading', { name: 'Your pick!' })).toBeTruthy();
    expect((draftBo as HTMLButtonElement).disabled).toBe(false);
    // Ace went first overall: hidden from the pool unless drafted players are shown.
    expect(screen.queryByRole('listitem', { name: 'Ace Runner' })).toBeNull();
    await userEvent.click(draftBo);
    await waitFor(() => expect(api.callsTo('POST', pickPath)).toHaveLength(1));
    expect(api.callsTo('POST', pickPath)[0]!.body).toEqual({ pick_number: 2, player_id: 'p-bo' });
  });

  it('shows when the draft must end, and a player whose game has started as out of reach', async () => {
    const started = poolFixture();
    started.players = started.players.map((player) =>
      player.player_id === 'p-bo' ? { ...player, game_started: true } : player,
    );
    renderRoom({ current: yourTurn() }, { [`GET /v1/drafts/${DRAFT_ID}/pool`]: () => json(started) });
    expect(await screen.findByRole('button', { name: 'Draft Cy Slinger' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Draft Bo Catcher' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Queue Bo Catcher' })).toBeNull();
    expect(screen.getByText('· Game started')).toBeTruthy();
    expect(screen.getByTestId('draft-closes-rule').textContent).toMatch(
      /^Ends by the first game, .+: picks left then are autopicked$/,
    );
  });

  it('keeps Draft disabled while another team is on the clock', async () => {
    renderRoom({ current: draftFixture() });
    const draftAce = await screen.findByRole('button', { name: 'Draft Ace Runner' });
    expect((draftAce as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('heading', { name: 'Bot 1 is on the clock' })).toBeTruthy();
  });

  it('applies a delta: the pick joins the picks so far, the player leaves the pool, the clock moves to you', async () => {
    renderRoom({ current: draftFixture() });
    await screen.findByRole('listitem', { name: 'Ace Runner' });
    const socket = await draftSocket();
    const serverNow = new Date(Date.parse(deltaFixture().server_now));
    act(() =>
      socket.push(
        deltaMessage(deltaFixture({ deadline_at: new Date(serverNow.getTime() + 20_000).toISOString() })),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Your pick!' })).toBeTruthy();
    const picks = within(screen.getByRole('list', { name: 'Recent picks' })).getAllByTestId('recent-pick');
    expect(picks.map((pick) => pick.textContent)).toEqual([expect.stringContaining('Ace Runner')]);
    expect(screen.queryByRole('listitem', { name: 'Ace Runner' })).toBeNull();
    // The clock counts down the 20 s the server gave, whatever this device's clock says.
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^Pick clock 0:(19|20)$/);
    expect(document.title).toContain('Your pick!');
    expect((screen.getByRole('button', { name: 'Draft Bo Catcher' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('refetches the full state after a gap in versions and after a reconnect, and ignores a duplicate', async () => {
    const state = { current: draftFixture() };
    const { api } = renderRoom(state);
    await screen.findByRole('listitem', { name: 'Ace Runner' });
    const socket = await draftSocket();
    act(() => socket.push(deltaMessage(deltaFixture())));
    act(() => socket.push(deltaMessage(deltaFixture())));
    await screen.findByRole('heading', { name: 'Your pick!' });
    expect(api.callsTo('GET', draftPath)).toHaveLength(1);

    state.current = draftFixture({
      version: 5,
      current_pick: 4,
      on_the_clock_seat: 4,
      picks: [pickFixture(1, 1, 'p-ace'), pickFixture(2, 2, 'p-bo'), pickFixture(3, 3, 'p-cy')],
    });
    act(() => socket.push(deltaMessage(deltaFixture({ version: 5, current_pick: 4 }))));
    await waitFor(() => expect(api.callsTo('GET', draftPath)).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Bot 4 is on the clock' })).toBeTruthy();

    act(() => socket.drop());
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    act(() => FakeWebSocket.latest().open());
    await waitFor(() => expect(api.callsTo('GET', draftPath)).toHaveLength(3));
  });

  it('drafts from the keyboard: / to search, type, Enter to the list, Enter', async () => {
    const { api } = renderRoom(
      { current: yourTurn() },
      {
        [`POST ${pickPath}`]: () => json({ pick: pickFixture(2, 2, 'p-cy') }),
      },
    );
    await screen.findByRole('button', { name: 'Draft Cy Slinger' });
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search players' }));
    await userEvent.keyboard('slinger');
    await userEvent.keyboard('{Enter}');
    expect(api.callsTo('POST', pickPath)).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST', pickPath)).toHaveLength(1));
    expect(api.callsTo('POST', pickPath)[0]!.body).toEqual({ pick_number: 2, player_id: 'p-cy' });
  });

  it('moves through the pool with the arrows and queues the highlighted player with q', async () => {
    const { api } = renderRoom({ current: draftFixture() });
    await screen.findByRole('listitem', { name: 'Bo Catcher' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}q');
    await waitFor(() => expect(api.callsTo('PUT', `${draftPath}/queue`)).toHaveLength(1), { timeout: 3_000 });
    expect(api.callsTo('PUT', `${draftPath}/queue`)[0]!.body).toEqual({ player_ids: ['p-bo'] });
    expect(within(screen.getByRole('list', { name: 'Queued players' })).getByText('Bo Catcher')).toBeTruthy();
  });

  it('reorders the queue from the keyboard and saves the new order with one PUT', async () => {
    const { api } = renderRoom({ current: draftFixture({ your_queue: ['p-bo', 'p-cy', 'p-dex'] }) });
    const down = await screen.findByRole('button', { name: 'Move Bo Catcher down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Move Bo Catcher down' }).focus();
    await userEvent.keyboard('{Enter}');
    const queued = within(screen.getByRole('list', { name: 'Queued players' }));
    expect(queued.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Cy Slinger'),
      expect.stringContaining('Dex Blocker'),
      expect.stringContaining('Bo Catcher'),
    ]);
    await waitFor(() => expect(api.callsTo('PUT', `${draftPath}/queue`)).toHaveLength(1), { timeout: 3_000 });
    expect(api.callsTo('PUT', `${draftPath}/queue`)[0]!.body).toEqual({
      player_ids: ['p-cy', 'p-dex', 'p-bo'],
    });
  });

  it('sends queue saves one at a time, so a slow older answer never lands after a newer edit', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let puts = 0;
    const { api } = renderRoom(
      { current: draftFixture({ your_queue: ['p-bo', 'p-cy', 'p-dex'] }) },
      {
        [`PUT ${draftPath}/queue`]: async (call) => {
          puts += 1;
          // The first save's answer is slow: it comes after the player's next edit was saved.
          if (puts === 1) await held;
          return json({ player_ids: (call.body as { player_ids: string[] }).player_ids });
        },
      },
    );
    const order = () =>
      within(screen.getByRole('list', { name: 'Queued players' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    (await screen.findByRole('button', { name: 'Move Bo Catcher down' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('PUT', `${draftPath}/queue`)).toHaveLength(1), { timeout: 3_000 });
    screen.getByRole('button', { name: 'Move Bo Catcher down' }).focus();
    await userEvent.keyboard('{Enter}');
    // The second save waits for the first: past its pause, still one PUT sent.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(api.callsTo('PUT', `${draftPath}/queue`)).toHaveLength(1);
    release();
    await waitFor(() => expect(api.callsTo('PUT', `${draftPath}/queue`)).toHaveLength(2), { timeout: 3_000 });
    expect(api.callsTo('PUT', `${draftPath}/queue`).map((call) => call.body)).toEqual([
      { player_ids: ['p-cy', 'p-bo', 'p-dex'] },
      { player_ids: ['p-cy', 'p-dex', 'p-bo'] },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order()).toEqual([
      expect.stringContaining('Cy Slinger'),
      expect.stringContaining('Dex Blocker'),
      expect.stringContaining('Bo Catcher'),
    ]);
  });

  it('puts the queue back as it was when the save fails', async () => {
    renderRoom(
      { current: draftFixture({ your_queue: ['p-bo', 'p-cy'] }) },
      { [`PUT ${draftPath}/queue`]: () => apiError(503, 'service_unavailable', 'Try again in a moment.') },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bo Catcher from your queue' }));
    expect(screen.queryByRole('button', { name: 'Remove Bo Catcher from your queue' })).toBeNull();
    expect(await screen.findByText('Your queue was not saved', {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Bo Catcher from your queue' })).toBeTruthy();
  });

  it('says so when the pick was already made (the autopick got there first) and reloads the board', async () => {
    const { api } = renderRoom(
      { current: yourTurn() },
      {
        [`POST ${pickPath}`]: () =>
          apiError(409, 'draft_pick_made', 'This pick was already made with another player.'),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Draft Bo Catcher' }));
    expect(await screen.findByText('This pick was already made with another player.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', draftPath).length).toBeGreaterThan(1));
  });

  it('turns autopick on for the player’s seat', async () => {
    const { api } = renderRoom({ current: draftFixture() });
    const toggle = await screen.findByRole('switch', { name: 'Autopick' });
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(api.callsTo('PUT', `${draftPath}/autopick`)[0]!.body).toEqual({ enabled: true });
  });

  it('shows a finished draft as complete, with links to the team and the board', async () => {
    renderRoom({
      current: draftFixture({
        status: 'complete',
        on_the_clock_seat: null,
        deadline_at: null,
        current_pick: 13,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Draft complete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your team' }).getAttribute('href')).toBe(
      `/active/${DRAFT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Full draft board' }).getAttribute('href')).toBe(
      `/draft-board/${DRAFT_ID}`,
    );
  });
});
