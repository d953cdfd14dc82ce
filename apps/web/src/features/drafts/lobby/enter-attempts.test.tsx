import { IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type RecordedCall } from '../../../shared/api/testing/fake-api.ts';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { contestFixture, detailFixture, entryFixture, renderLobby } from './testing/lobby-fixtures.ts';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const ENTRIES_PATH = '/v1/contests/bb-nfl-fast-5/entries';
const keyOf = (call: RecordedCall | undefined) => call?.headers.get(IDEMPOTENCY_KEY_HEADER);
const sprint = contestFixture();
const contestsApi = {
  'GET /v1/contests': () => json({ contests: [sprint], as_of: '2099-11-24T10:00:00.000Z' }),
  'GET /v1/contests/bb-nfl-fast-5': () => json(detailFixture(sprint)),
};
const entered = () =>
  json({ contest: { ...sprint, entries: 38, my_entries: 2 }, entries: [entryFixture()] }, 201);

async function openEnter() {
  await userEvent.click(await screen.findByRole('button', { name: /^Enter .*Sprint/ }));
  return screen.findByRole('dialog');
}

describe('entering a best ball contest whose answer is slow or lost', () => {
  it('sends one Idempotency-Key when the sheet is closed and reopened while the entry waits, and after a lost answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answers = 0;
    const { api } = renderLobby('/lobby/nfl', {
      ...contestsApi,
      [`POST ${ENTRIES_PATH}`]: async () => {
        answers += 1;
        await held;
        // Every answer of the first attempt (and its automatic retries) is lost on the way.
        if (answers <= 3) throw new TypeError('Failed to fetch');
        return entered();
      },
    });
    let sheet = await openEnter();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    await waitFor(() => expect(api.callsTo('POST', ENTRIES_PATH)).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    if (!screen.queryByRole('dialog')) sheet = await openEnter();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Enter/ }));
    const first = keyOf(api.callsTo('POST', ENTRIES_PATH)[0]);
    expect(first).toBeTruthy();
    expect(new Set(api.callsTo('POST', ENTRIES_PATH).map(keyOf))).toEqual(new Set([first]));

    // No answer ever comes: the player is told it may have gone in.
    release();
    const alert = await within(screen.getByRole('dialog')).findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toMatch(/may have gone through/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    sheet = await openEnter();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    await within(sheet).findByRole('status');
    const posts = api.callsTo('POST', ENTRIES_PATH);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(posts.map(keyOf))).toEqual(new Set([first]));
  }, 15_000);

  it('sends the lost attempt again as it was, though the entries it bought now count against the allowance', async () => {
    // Five per player, none yet: the player buys three; they go in, but every answer is lost.
    const roomy = contestFixture({ max_per_user: 5, my_entries: 0 });
    const afterThree = { ...roomy, entries: roomy.entries + 3, my_entries: 3 };
    let bought = false;
    let answers = 0;
    const now = () => (bought ? afterThree : roomy);
    const { api } = renderLobby('/lobby/nfl', {
      'GET /v1/contests': () => json({ contests: [now()], as_of: '2099-11-24T10:00:00.000Z' }),
      'GET /v1/contests/bb-nfl-fast-5': () => json(detailFixture(now())),
      [`POST ${ENTRIES_PATH}`]: () => {
        answers += 1;
        bought = true;
        if (answers <= 3) throw new TypeError('Failed to fetch');
        return json(
          { contest: afterThree, entries: [1, 2, 3].map((n) => entryFixture({ id: `e${n}` })) },
          201,
        );
      },
    });
    const sheet = await openEnter();
    await userEvent.click(within(sheet).getByRole('button', { name: 'More entries' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'More entries' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter 3 × $5 · $15.00' }));
    const alert = await within(sheet).findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toMatch(/may have gone through/);
    // The lobby read again counts the three: two more allowed now. Trying again is the same request.
    await within(sheet).findByText(/You can enter 2 more now/);
    await userEvent.click(within(sheet).getByRole('button', { name: /^Enter/ }));
    await within(sheet).findByText(/You’re in: 3 entries/);
    const posts = api.callsTo('POST', ENTRIES_PATH);
    expect(posts.length).toBe(4);
    expect(new Set(posts.map(keyOf)).size).toBe(1);
    expect(posts.map((post) => (post.body as { quantity: number }).quantity)).toEqual([3, 3, 3, 3]);
  }, 15_000);

  it('keeps Enter enabled after a 429 and sends the same key again', async () => {
    let answers = 0;
    const { api } = renderLobby('/lobby/nfl', {
      ...contestsApi,
      [`POST ${ENTRIES_PATH}`]: () => {
        answers += 1;
        if (answers > 1) return entered();
        // A Retry-After too long to wait out behind a busy button: left to the player.
        return json(
          { api_code: 'rate_limited', title: 'Too many requests', detail: 'You are going a little fast.' },
          429,
          { 'retry-after': '30' },
        );
      },
    });
    const sheet = await openEnter();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    expect((await within(sheet).findByRole('alert')).textContent).toContain('You are going a little fast.');
    const enter = within(sheet).getByRole('button', { name: 'Enter $5.00' }) as HTMLButtonElement;
    expect(enter.disabled).toBe(false);
    expect(api.callsTo('POST', ENTRIES_PATH)).toHaveLength(1);
    await userEvent.click(enter);
    await within(sheet).findByRole('status');
    const [first, second] = api.callsTo('POST', ENTRIES_PATH);
    expect(keyOf(second)).toBe(keyOf(first));
  });
});
