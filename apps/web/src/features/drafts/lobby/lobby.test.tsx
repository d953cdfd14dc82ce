import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, guestSession, json } from '../../../shared/api/testing/fake-api.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import {
  contestFixture,
  detailFixture,
  entryFixture,
  renderLobby,
  SLATE_A,
} from './testing/lobby-fixtures.ts';
import {
  card,
  contestsApi,
  nextWeek,
  openEnter,
  slowBurn,
  sprint,
  withFakeSockets,
} from './testing/lobby-page-support.ts';

withFakeSockets();

describe('/lobby/:sportId/:slateId', () => {
  it('shows the next open slate’s contests with fee, pool, size, speed, fill and the player’s entries', async () => {
    const { api } = renderLobby(
      '/lobby/nfl',
      contestsApi(() => [nextWeek, sprint, slowBurn]),
    );
    const sprintCard = await card(/^Sprint \$5\.00$/);
    expect(within(sprintCard).getByText('$600')).toBeTruthy();
    const stat = (label: string) => within(sprintCard).getByText(label).nextElementSibling?.textContent;
    expect(stat('Entry')).toBe('$5');
    expect(stat('Teams')).toBe('12');
    expect(stat('Rounds')).toBe('18');
    expect(within(sprintCard).getByText(/Fast draft · 30 sec picks/)).toBeTruthy();
    expect(within(sprintCard).getByTestId('entries-filled').textContent).toBe('37 / 120 entries');
    expect(
      within(sprintCard).getByRole('progressbar', { name: 'Entries filled' }).getAttribute('aria-valuenow'),
    ).toBe('37');
    expect(within(sprintCard).getByTestId('my-entries').textContent).toBe('1/3');
    // Entries close before the lock, so every draft fits before the first game.
    expect(within(sprintCard).getByText(/^Entries close /)).toBeTruthy();
    expect(within(await card(/^Slow Burn/)).getByText(/Slow draft · 8 hr picks/)).toBeTruthy();
    // Week 15 locks first, so it is the slate shown; Week 16's contest is one tap away.
    expect(screen.queryByRole('article', { name: /Week 16/ })).toBeNull();
    const slates = screen.getByRole('navigation', { name: 'Slates' });
    expect(within(slates).getByRole('link', { current: 'page' }).textContent).toContain('Week 15');
    await userEvent.click(within(slates).getByRole('link', { name: /Week 16/ }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    // The sport's contests (the sport tabs also read every sport's open contests).
    expect(api.callsTo('GET', '/v1/contests').map((call) => call.url.searchParams.get('sport'))).toContain(
      'nfl',
    );
  });

  it('closes Enter once entries have closed, before the lock job drops the contest', async () => {
    const closing = contestFixture({ entries_close_at: new Date(Date.now() - 1_000).toISOString() });
    renderLobby(
      '/lobby/nfl',
      contestsApi(() => [closing]),
    );
    const sprintCard = await card(/^Sprint \$5\.00$/);
    const enter = within(sprintCard).getByRole('button', { name: /^Enter / }) as HTMLButtonElement;
    expect([enter.disabled, enter.textContent]).toEqual([true, 'Closed']);
    expect(within(sprintCard).getByText('Entries closed')).toBeTruthy();
  });

  it('moves the fill counts when a contests push arrives, and drops a contest that locked', async () => {
    renderLobby(
      '/lobby/nfl',
      contestsApi(() => [sprint, slowBurn]),
    );
    const sprintCard = await card(/^Sprint/);
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() => expect(socket.sent.flatMap((request) => request.topics)).toContain('contests:nfl'));
    act(() =>
      socket.push({
        type: 'contests',
        topic: 'contests:nfl',
        data: {
          contests: [
            { id: sprint.id, slate_id: SLATE_A, entries: 84, status: 'open' },
            { id: slowBurn.id, slate_id: SLATE_A, entries: 0, status: 'locked' },
          ],
        },
      }),
    );
    await waitFor(() =>
      expect(within(sprintCard).getByTestId('entries-filled').textContent).toBe('84 / 120 entries'),
    );
    expect(within(sprintCard).getByTestId('my-entries').textContent).toBe('1/3');
    // Entries close before the lock, so every draft fits before the first game.
    expect(within(sprintCard).getByText(/^Entries close /)).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Slow Burn/ })).toBeNull();
  });

  it('shows the prize table, lineup, rules and the player’s entries with their drafts', async () => {
    renderLobby('/lobby/nfl', {
      ...contestsApi(() => [sprint]),
      'GET /v1/contests/bb-nfl-fast-5': () =>
        json(
          detailFixture(sprint, [
            entryFixture({ id: 'e2', state: 'pooled' }),
            entryFixture({
              id: 'e1',
              state: 'seated',
              draft_id: 'draft-3',
              seat: 7,
              draft_status: 'drafting',
            }),
          ]),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Details of .*Sprint/ }));
    const sheet = await screen.findByRole('dialog');
    const prizes = within(sheet).getByRole('table');
    expect(
      within(prizes)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FinishPrize each', '1st$180.00', '2nd$90.00', '4th–5th$45.00']);
    const entries = await within(sheet).findAllByTestId('my-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Entry 2Waiting for a draft',
      'Entry 1In a draftSeat 7Go to draft',
    ]);
    expect(within(entries[1]!).getByRole('link').getAttribute('href')).toBe('/draft/draft-3');
    expect(within(sheet).getByRole('list', { name: 'Starting lineup' }).textContent).toBe(
      'QBRBRBWRWRWRTEFLEX',
    );
    expect(within(sheet).getByText('Entries not seated by the lock are refunded.')).toBeTruthy();
    expect(within(sheet).getByTestId('draft-deadline').textContent).toMatch(
      /^Every draft ends by the first game \(.+\): clocks shorten as it nears, and any pick still to make then is autopicked from players whose games have not started\.$/,
    );
  });

  it('sends a guest to log in when they press Enter', async () => {
    const { location } = renderLobby(`/lobby/nfl/${SLATE_A}`, {
      ...contestsApi(() => [{ ...sprint, my_entries: null }]),
      'GET /v1/session': () => json(guestSession),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Enter .*Sprint/ }));
    await waitFor(() =>
      expect(location()).toBe(`/login?redirect=${encodeURIComponent(`/lobby/nfl/${SLATE_A}`)}`),
    );
  });

  it('says so when a sport or a slate has no open contests, with the way to others', async () => {
    renderLobby(
      '/lobby/nba',
      contestsApi(() => []),
    );
    expect(await screen.findByRole('heading', { name: 'No NBA contests open' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See NFL contests' }).getAttribute('href')).toBe('/lobby/nfl');
  });

  it('says a slate without contests has none and links to the next open one', async () => {
    renderLobby(
      '/lobby/nfl/sim-nfl-old',
      contestsApi(() => [sprint]),
    );
    expect(await screen.findByRole('heading', { name: 'No contests on this slate' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next open slate' }).getAttribute('href')).toBe(
      `/lobby/nfl/${SLATE_A}`,
    );
  });

  it('offers to try again when the contests do not load', async () => {
    renderLobby('/lobby/nfl', { 'GET /v1/contests': () => apiError(500, 'internal', 'Broken.') });
    expect(await screen.findByRole('heading', { name: 'The lobby did not load' })).toBeTruthy();
  });
});

describe('the lobby’s sports and times', () => {
  it('shows tabs only for sports with best ball, and a sport as soon as it has open contests', async () => {
    const nhl = contestFixture({ id: 'bb-nhl-1', sport_id: 'nhl', name: 'NHL Sprint $5.00' });
    const contests = { current: [sprint] };
    renderLobby(
      '/lobby/nfl',
      contestsApi(() => contests.current),
    );
    const tabs = await screen.findByRole('navigation', { name: 'Sports' });
    await card(/^Sprint \$5\.00$/);
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['NFL', 'NBA', 'MLB']);
    cleanup();
    contests.current = [sprint, nhl];
    renderLobby(
      '/lobby/nfl',
      contestsApi(() => contests.current),
    );
    const withNhl = await screen.findByRole('navigation', { name: 'Sports' });
    await waitFor(() =>
      expect(
        within(withNhl)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['NFL', 'NBA', 'MLB', 'NHL']),
    );
  });

  describe('on a device whose clock is 10 minutes slow', () => {
    const SERVER_NOW = Date.parse('2099-11-24T09:50:00.000Z');
    afterEach(() => vi.useRealTimers());

    it('counts entries down on the server’s clock (its answer’s time), also after a push', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: SERVER_NOW - 10 * 60_000 });
      const closing = contestFixture({ entries_close_at: new Date(SERVER_NOW + 12 * 60_000).toISOString() });
      renderLobby('/lobby/nfl', {
        'GET /v1/contests': () =>
          json({ contests: [closing], as_of: new Date(Date.now() + 10 * 60_000).toISOString() }),
      });
      const sprintCard = await card(/^Sprint \$5\.00$/);
      expect(within(sprintCard).getByText(/^Entries close in 12\smin$/)).toBeTruthy();
      // Three minutes on, a fill count arrives: the answer's time was measured when it came, not now.
      await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
      const socket = FakeWebSocket.latest();
      act(() => socket.open());
      await waitFor(() => expect(socket.sent.flatMap((request) => request.topics)).toContain('contests:nfl'));
      vi.setSystemTime(SERVER_NOW - 7 * 60_000);
      act(() =>
        socket.push({
          type: 'contests',
          topic: 'contests:nfl',
          data: { contests: [{ id: closing.id, slate_id: SLATE_A, entries: 84, status: 'open' }] },
        }),
      );
      await waitFor(() =>
        expect(within(sprintCard).getByTestId('entries-filled').textContent).toBe('84 / 120 entries'),
      );
      expect(within(sprintCard).queryByText(/^Entries close in 15\smin$/)).toBeNull();
      expect(within(sprintCard).getByText(/^Entries close in 1[02]\smin$/)).toBeTruthy();
    });
  });

  it('shows when the contest locks in Eastern Time, labelled ET, and no raw timestamp', async () => {
    renderLobby(
      '/lobby/nfl',
      contestsApi(() => [sprint]),
    );
    const dialog = await openEnter();
    const locks = within(dialog).getByText('Locks').nextElementSibling!;
    expect(locks.textContent).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M ET$/);
    expect(locks.querySelector('time')?.getAttribute('dateTime')).toBe(sprint.locks_at);
    await within(dialog).findByText('Rules');
    expect(dialog.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
