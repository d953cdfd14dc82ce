import {
  IDEMPOTENCY_KEY_HEADER,
  PICK_TIMING_OPTIONS,
  PREDICTION_MARKETS_UNAVAILABLE_MESSAGE,
} from '@kennel/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftFixture } from '../features/drafts/room/testing/fixtures.ts';
import {
  boardFixture,
  boardPlayer,
  entryFixture,
  walletBody,
} from '../features/pickem/testing/board-fixtures.ts';
import {
  apiError,
  createFakeApi,
  type FakeHandler,
  json,
  signedInSession,
} from '../shared/api/testing/fake-api.ts';
import { createMonitoring } from '../shared/monitoring/index.ts';
import { StartedApp, startUp } from './startup/start-app.tsx';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

async function renderApp(path: string, handlers: Record<string, FakeHandler> = {}) {
  const api = createFakeApi(handlers);
  const result = await startUp({ env: {}, monitoring: createMonitoring(), fetch: api.fetch });
  let router: MemoryRouter | undefined;
  render(
    <StartedApp
      result={result}
      createRouter={(routes) => {
        router = createMemoryRouter(routes, { initialEntries: [path] });
        return router;
      }}
    />,
  );
  const location = () => `${router!.state.location.pathname}${router!.state.location.search}`;
  return { api, location, router: () => router! };
}

const signedIn = { 'GET /v1/session': () => json(signedInSession) };

function layoutRoot() {
  const root = document.querySelector('[data-layout]');
  return { layout: root?.getAttribute('data-layout'), nav: root?.getAttribute('data-nav') };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('guards', () => {
  it('sends a guest from an authenticated page to log in, with the address to come back to', async () => {
    const { location } = await renderApp('/deposit-success/50?from=bank');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(location()).toBe(`/login?redirect=${encodeURIComponent('/deposit-success/50?from=bank')}`);
    expect(layoutRoot()).toEqual({ layout: 'public', nav: 'visible' });
  });

  it('sends a guest from a mobile authenticated page to log in', async () => {
    const { location } = await renderApp('/m/deposit');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(location()).toBe('/login?redirect=%2Fm%2Fdeposit');
  });

  it('sends a signed-in user from a guest-only page to the lobby', async () => {
    const { location } = await renderApp('/register', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lobby' })).toBeTruthy();
    expect(location()).toBe('/lobby');
    expect(layoutRoot()).toEqual({ layout: 'main', nav: 'visible' });
  });

  it('sends a signed-in user away from /account-unblocked, and lets a guest see it', async () => {
    const signedInRun = await renderApp('/account-unblocked', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'Lobby' });
    expect(signedInRun.location()).toBe('/lobby');
    document.body.innerHTML = '';
    const guestRun = await renderApp('/account-unblocked');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is unblocked' })).toBeTruthy();
    expect(guestRun.location()).toBe('/account-unblocked');
  });

  it('shows the layout with a skeleton while the session is being checked', async () => {
    await renderApp('/lobby', { 'GET /v1/session': () => new Promise<Response>(() => {}) });
    await waitFor(() => expect(layoutRoot()).toEqual({ layout: 'main', nav: 'visible' }));
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('offers a retry when the session cannot be checked', async () => {
    await renderApp('/lobby', {
      'GET /v1/session': () => apiError(503, 'service_unavailable', 'Briefly down'),
    });
    expect(
      await screen.findByText('We could not check that you are logged in', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('main layout', () => {
  it('has the primary navigation, balance, Deposit and account menu', async () => {
    const { api } = await renderApp('/lobby/nfl', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'Lobby' });
    const nav = screen.getAllByRole('navigation', { name: 'Primary' })[0]!;
    for (const name of ['Lobby', 'Pick’em', 'Live', 'Results', 'Rankings', 'Exposure', 'News']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('button', { name: 'Drafts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    // The wallet is not built yet: the 404 shows a dash, quietly.
    expect(await within(screen.getByTestId('balance')).findByText('Balance unavailable')).toBeTruthy();
    expect(api.callsTo('GET', '/v1/wallet').length).toBeGreaterThan(0);
  });

  it('shows the balance when the wallet answers', async () => {
    await renderApp('/lobby', {
      ...signedIn,
      'GET /v1/wallet': () =>
        json({
          data: {
            cash_cents: 123456,
            promo_cents: 500,
            pending_withdrawal_cents: 0,
            lifetime_deposit_cents: 200000,
            owed_cents: 0,
            currency: 'USD',
          },
        }),
    });
    expect(await within(await screen.findByTestId('balance')).findByText('$1,234.56')).toBeTruthy();
  });

  it('keeps only the logo and balance on pages with navigation hidden', async () => {
    const draft = draftFixture();
    await renderApp(`/draft-board/${draft.id}`, {
      ...signedIn,
      [`GET /v1/drafts/${draft.id}`]: () => json(draft),
    });
    await screen.findByRole('heading', { level: 1, name: draft.contest.name });
    expect(layoutRoot()).toEqual({ layout: 'main', nav: 'hidden' });
    expect(screen.queryByRole('navigation', { name: 'Primary' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(screen.getByTestId('balance')).toBeTruthy();
  });

  it('logs out through DELETE /v1/session with the CSRF header', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { api } = await renderApp('/lobby', {
      ...signedIn,
      'DELETE /v1/session': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const [call] = api.callsTo('DELETE', '/v1/session');
    expect(call?.headers.get('x-csrf-token')).toBe('csrf-from-endpoint');
  });
});

describe('pages', () => {
  it("redirects /pick-em to the default pick'em page, with the seed's pick-timing texts", async () => {
    const { location } = await renderApp('/pick-em', signedIn);
    const timing = await screen.findByRole('navigation', { name: 'Pick timing' });
    expect(location()).toBe('/pick-em/higher-lower/all/home');
    for (const option of Object.values(PICK_TIMING_OPTIONS)) {
      expect(within(timing).getByText(option.label)).toBeTruthy();
      if (option.description) expect(within(timing).getByText(option.description)).toBeTruthy();
    }
    expect(within(timing).getByRole('link', { current: 'page' }).textContent).toBe('Pre-game & In-game');
  });

  it('explains that prediction markets are mobile-only', async () => {
    const user = userEvent.setup();
    await renderApp('/pick-em/rivals/in-game/nfl', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Prediction markets' }));
    expect(screen.getByText(PREDICTION_MARKETS_UNAVAILABLE_MESSAGE)).toBeTruthy();
  });

  it("shows not-found for an unknown pick'em page type", async () => {
    await renderApp('/pick-em/parlays/all/home', signedIn);
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeTruthy();
  });

  it('shows not-found, with links home, for an unknown address', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(layoutRoot().layout).toBe('public');
  });

  it('puts the legal links from the shared config and the helpline in the footer', async () => {
    await renderApp('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Careers at Kennel' });
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      'https://legal.kennel.example/terms',
    );
    expect(screen.getByRole('link', { name: '1-800-GAMBLER' })).toBeTruthy();
  });

  it('renders webview pages with no header, footer or navigation', async () => {
    await renderApp('/m/careers');
    await screen.findByRole('heading', { level: 1, name: 'Careers at Kennel' });
    expect(layoutRoot()).toEqual({ layout: 'bare', nav: 'hidden' });
    expect(document.querySelector('[data-layout] > header')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Primary' })).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });
});

describe('paid forms across the app', () => {
  it('keep a lost attempt’s key when the page is left and come back to (the app keeps every paid form’s attempts)', async () => {
    const board = boardFixture(4);
    let answers = 0;
    const { api, router } = await renderApp('/pick-em/higher-lower/all/home', {
      ...signedIn,
      'GET /v1/wallet': () => json(walletBody(20_000)),
      'GET /v1/pickem/board': () => json(board),
      'POST /v1/pickem/entries': () => {
        answers += 1;
        if (answers <= 3) return apiError(503, 'service_unavailable', 'Try again.');
        return json(entryFixture(board.lines.slice(0, 2)), 201);
      },
    });
    const slip = () => screen.getByRole('complementary', { name: 'Entry slip' });
    for (const n of [0, 1]) {
      const player = boardPlayer(n);
      const meaning = `${player.first_name} ${player.last_name} higher than`;
      const button = await screen.findByRole('button', { name: (name) => name.includes(meaning) });
      await userEvent.click(button);
    }
    await waitFor(() => expect(within(slip()).getAllByTestId('slip-pick')).toHaveLength(2));
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(3), {
      timeout: 5_000,
    });
    await act(() => router().navigate('/responsible-gaming-resources'));
    await act(() => router().navigate('/pick-em/higher-lower/all/home'));
    await waitFor(() => expect(within(slip()).getAllByTestId('slip-pick')).toHaveLength(2));
    await waitFor(() =>
      expect(within(slip()).getByRole('button', { name: /^Submit/ })).toHaveProperty('disabled', false),
    );
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(4));
    const keys = api
      .callsTo('POST', '/v1/pickem/entries')
      .map((call) => call.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(new Set(keys).size).toBe(1);
  });
});
