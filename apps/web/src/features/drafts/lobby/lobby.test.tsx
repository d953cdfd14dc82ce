import { type ContestSummary, IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, guestSession, json, type RecordedCall } from '../../../shared/api/testing/fake-api.ts';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { Toaster } from '../../../shared/ui/index.ts';
import {
  contestFixture,
  detailFixture,
  entryFixture,
  renderLobby,
  SLATE_A,
  SLATE_B,
} from './testing/lobby-fixtures.ts';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const ENTRIES_PATH = '/v1/contests/bb-nfl-fast-5/entries';
const keyOf = (call: RecordedCall | undefined) => call?.headers.get(IDEMPOTENCY_KEY_HEADER);

const sprint = contestFixture();
const slowBurn = contestFixture({
  id: 'bb-nfl-slow-10',
  style_id: 'nfl-slow-10',
  name: 'NFL · Week 15 · Tue Nov 24, 10:40 AM Slow Burn $10.00',
  entry_fee_cents: 1_000,
  speed: 'slow',
  pick_clock_ms: 8 * 3_600_000,
  entries: 0,
  entry_cap: 240,
  max_per_user: 5,
  my_entries: 0,
});
const nextWeek = contestFixture({
  id: 'bb-nfl-fast-5-wk16',
  slate_id: SLATE_B,
  name: 'NFL · Week 16 · Tue Nov 24, 11:00 AM · Sprint $5.00',
  entries: 0,
  my_entries: 0,
});

function contestsApi(contests: () => ContestSummary[]) {
  return {
    'GET /v1/contests': () => json({ contests: contests(), as_of: '2099-11-24T10:00:00.000Z' }),
    'GET /v1/contests/bb-nfl-fast-5': () => json(detailFixture(sprint)),
  };
}

const card = (name: RegExp) => screen.findByRole('article', { name });

async function openEnter() {
  await userEvent.click(await screen.findByRole('button', { name: /^Enter .*Sprint/ }));
  return screen.findByRole('dialog');
}

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

  it('bounds the quantity by the player’s allowance and shows the total and balance', async () => {
    renderLobby(
      '/lobby/nfl',
      contestsApi(() => [sprint]),
    );
    const sheet = await openEnter();
    const quantity = within(sheet).getByRole('textbox', { name: 'Entries' });
    const more = within(sheet).getByRole('button', { name: 'More entries' });
    expect(within(sheet).getByRole('button', { name: 'Fewer entries' })).toHaveProperty('disabled', true);
    await userEvent.click(more);
    // 3 per player, 1 already entered: 2 more at most.
    expect((quantity as HTMLInputElement).value).toBe('2');
    expect(more).toHaveProperty('disabled', true);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99');
    expect((quantity as HTMLInputElement).value).toBe('2');
    expect(within(sheet).getByTestId('enter-total').textContent).toBe('$10.00');
    await waitFor(() => expect(within(sheet).getByTestId('enter-balance').textContent).toBe('$200.00'));
    expect(within(sheet).getByRole('button', { name: 'Enter 2 × $5 · $10.00' })).toBeTruthy();
  });

  it('sends one key for a double click and its automatic retry; after a refusal waits for a change, then a new key', async () => {
    let answers = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = renderLobby('/lobby/nfl', {
      ...contestsApi(() => [sprint]),
      [`POST ${ENTRIES_PATH}`]: async () => {
        answers += 1;
        if (answers === 1) {
          await held;
          return apiError(503, 'service_unavailable', 'Try again.');
        }
        return apiError(422, 'insufficient_funds', 'Your balance does not cover these entries.');
      },
    });
    const sheet = await openEnter();
    const submit = within(sheet).getByRole('button', { name: 'Enter $5.00' });
    act(() => {
      submit.click();
      submit.click();
    });
    release();
    // The 503 is retried on its own under the same key; the refusal that follows is shown in its words.
    const alert = await within(sheet).findByRole('alert');
    expect(alert.textContent).toContain('Your balance does not cover these entries.');
    expect(within(alert).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    // The same request would only replay the refusal: Enter waits for a change, the refusal beside it.
    const enter = within(sheet).getByRole('button', { name: 'Enter $5.00' }) as HTMLButtonElement;
    expect(enter.disabled).toBe(true);
    expect(document.getElementById(enter.getAttribute('aria-describedby')!)?.textContent).toContain(
      'Your balance does not cover these entries.',
    );
    const [first, retry] = api.callsTo('POST', ENTRIES_PATH);
    expect(api.callsTo('POST', ENTRIES_PATH)).toHaveLength(2);
    expect(keyOf(first)).toBeTruthy();
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(first?.body).toEqual({ quantity: 1 });

    // Two entries is another attempt.
    await userEvent.click(within(sheet).getByRole('button', { name: 'More entries' }));
    await userEvent.click(within(sheet).getByRole('button', { name: /^Enter 2/ }));
    await waitFor(() => expect(api.callsTo('POST', ENTRIES_PATH)).toHaveLength(3));
    const third = api.callsTo('POST', ENTRIES_PATH)[2];
    expect(third?.body).toEqual({ quantity: 2 });
    expect(keyOf(third)).not.toBe(keyOf(first));
  });

  it('shows a limit or time-out refusal in the API’s words with its way forward', async () => {
    renderLobby('/lobby/nfl', {
      ...contestsApi(() => [sprint]),
      [`POST ${ENTRIES_PATH}`]: () =>
        apiError(403, 'responsible_gaming_time_out', 'You are taking a break until Nov 30.', {
          title: 'You are on a break',
          cta_text: 'See your limits',
          cta_url: '/account/responsible-gaming',
        }),
    });
    const sheet = await openEnter();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    const alert = await within(sheet).findByRole('alert');
    expect(alert.textContent).toContain('You are taking a break until Nov 30.');
    expect(within(alert).getByRole('link', { name: 'See your limits' }).getAttribute('href')).toBe(
      '/account/responsible-gaming',
    );
  });

  it('after an entry that filled a draft, offers the draft and refreshes contests, drafts and wallet', async () => {
    let bought = false;
    const { api } = renderLobby('/lobby/nfl', {
      ...contestsApi(() => [bought ? { ...sprint, entries: 38, my_entries: 2 } : sprint]),
      [`POST ${ENTRIES_PATH}`]: () => {
        bought = true;
        return json(
          {
            contest: { ...sprint, entries: 38, my_entries: 2 },
            entries: [
              entryFixture({ state: 'seated', draft_id: 'draft-9', seat: 4, draft_status: 'filling' }),
            ],
          },
          201,
        );
      },
    });
    render(<Toaster />);
    const sheet = await openEnter();
    const walletCalls = api.callsTo('GET', '/v1/wallet').length;
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    const done = await within(sheet).findByRole('status');
    expect(done.textContent).toContain('You’re in: 1 entry');
    expect(within(done).getByRole('link', { name: 'Go to draft' }).getAttribute('href')).toBe(
      '/draft/draft-9',
    );
    // One confirmation: the sheet's; no toast repeats it (the Toaster above is mounted).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(/You’re in/)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('my-entries').textContent).toBe('2/3'));
    await waitFor(() => expect(api.callsTo('GET', '/v1/wallet').length).toBeGreaterThan(walletCalls));
  });

  it('says an entry is in through a live region already there, and keeps focus when Enter goes', async () => {
    // The player's last allowed entry: once in, Enter gives way to "entered the most".
    const lastOne = { ...sprint, my_entries: 2 };
    let bought = false;
    renderLobby('/lobby/nfl', {
      'GET /v1/contests': () =>
        json({
          contests: [bought ? { ...lastOne, entries: 38, my_entries: 3 } : lastOne],
          as_of: '2099-11-24T10:00:00.000Z',
        }),
      'GET /v1/contests/bb-nfl-fast-5': () => json(detailFixture(lastOne)),
      [`POST ${ENTRIES_PATH}`]: () => {
        bought = true;
        return json(
          {
            contest: { ...lastOne, entries: 38, my_entries: 3 },
            entries: [entryFixture()],
          },
          201,
        );
      },
    });
    const sheet = await openEnter();
    const region = within(sheet).getByRole('status');
    expect(region.textContent).toBe('');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    await waitFor(() => expect(region.textContent).toContain('You’re in: 1 entry'));
    await within(sheet).findByTestId('enter-blocked');
    expect(within(sheet).queryByRole('button', { name: /^Enter/ })).toBeNull();
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
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
