import type { LimitWire, ResponsibleGamingWire } from '@kennel/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeHandler, guestSession, json } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { ResponsibleGamingLimitsPage } from './limits-pages.tsx';
import { limitsApi, limitWire, responsibleGamingWire } from './testing.ts';

const routes = [{ path: '/m/responsible-gaming-limits/*', Component: ResponsibleGamingLimitsPage }];

afterEach(() => {
  vi.unstubAllGlobals();
});

function render(
  state: ResponsibleGamingWire,
  handlers: Record<string, FakeHandler> = {},
  path = '/m/responsible-gaming-limits',
) {
  let current = state;
  const result = renderWithApi(path, routes, { ...limitsApi(() => current), ...handlers });
  return { ...result, replace: (next: ResponsibleGamingWire) => (current = next) };
}

const card = async (type: string) => within(await screen.findByTestId(`limit-${type}`));
const IN_A_DAY = new Date(Date.now() + 24 * 3_600_000).toISOString();

describe('the limits index', () => {
  it('lists every limit with what it leaves, then the time-out and self-exclusion', async () => {
    render(responsibleGamingWire([limitWire('deposit_daily', { amount_cents: 5_000, used_cents: 1_500 })]));
    const daily = await card('deposit_daily');
    expect(daily.getByTestId('limit-amount').textContent).toBe('$50.00');
    expect(daily.getByTestId('limit-usage').textContent).toContain('$15.00 used');
    expect(daily.getByTestId('limit-usage').textContent).toContain('$35.00 left');
    expect(daily.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1500');
    for (const name of [
      'Weekly deposit limit',
      'Monthly deposit limit',
      'Daily spend limit',
      'Weekly spend limit',
      'Monthly spend limit',
      'Maximum entry fee',
    ]) {
      const group = screen.getByRole('region', { name });
      expect(within(group).getByText('No limit')).toBeTruthy();
    }
    expect(screen.getByTestId('time-out')).toBeTruthy();
    expect(screen.getByTestId('self-exclusion')).toBeTruthy();
    expect(
      screen.getByText(/Lowering a limit applies at once\. Raising or removing one waits 24 hours/),
    ).toBeTruthy();
  });

  it('shows one group on its sub-address, with a way back to all', async () => {
    render(responsibleGamingWire(), {}, '/m/responsible-gaming-limits/deposit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit limits' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'All limits and breaks' })).getAttribute('href')).toBe(
      '/m/responsible-gaming-limits',
    );
    expect(screen.getByTestId('limit-deposit_weekly')).toBeTruthy();
    expect(screen.queryByTestId('limit-spend_daily')).toBeNull();
  });

  it('asks a guest to log in', async () => {
    renderWithApi('/m/responsible-gaming-limits', routes, { 'GET /v1/session': () => json(guestSession) });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('shows a time-out in force at the top, with its end', async () => {
    render(
      responsibleGamingWire([], {
        kind: 'time_out',
        started_at: new Date().toISOString(),
        ends_at: IN_A_DAY,
      }),
    );
    const banner = await screen.findByTestId('restriction');
    expect(within(banner).getByRole('heading').textContent).toBe("You're on a break");
    expect(banner.textContent).toMatch(/It ends .*2026|It ends/);
    expect(banner.textContent).toContain('You can still withdraw');
    const card = screen.getByTestId('time-out');
    expect(within(card).getByRole('heading').textContent).toMatch(/break has started$/);
    expect(within(card).queryByRole('button', { name: /break/ })).toBeNull();
  });
});

describe('changing a limit', () => {
  it('sends the typed dollars as cents, once however often Save is pressed', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const saved = limitWire('deposit_daily', { amount_cents: 5_000 });
    const { api } = render(responsibleGamingWire(), {
      'PUT /v1/responsible-gaming/limits/deposit_daily': () =>
        new Promise((resolve) => {
          release = () => resolve(json({ data: saved }));
        }),
    });
    await user.click((await card('deposit_daily')).getByRole('button', { name: 'Set a limit' }));
    const field = screen.getByLabelText('Limit in dollars');
    await user.type(field, '50');
    expect(screen.getByText('$50.00 applies as soon as you save it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/v1/responsible-gaming/limits/deposit_daily')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    await user.keyboard('{Enter}');
    release();
    await waitFor(async () =>
      expect((await card('deposit_daily')).getByTestId('limit-amount').textContent).toBe('$50.00'),
    );
    const puts = api.callsTo('PUT', '/v1/responsible-gaming/limits/deposit_daily');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ amount_cents: 5_000 });
  });

  it('says a raise waits, then shows it pending with Confirm unavailable until the server allows it', async () => {
    const user = userEvent.setup();
    const current = limitWire('deposit_daily', { amount_cents: 5_000 });
    const pending: LimitWire = {
      ...current,
      pending: {
        amount_cents: 20_000,
        requested_at: new Date().toISOString(),
        confirmable_at: IN_A_DAY,
        confirmable: false,
      },
    };
    const { api } = render(responsibleGamingWire([current]), {
      'PUT /v1/responsible-gaming/limits/deposit_daily': () => json({ data: pending }),
      'DELETE /v1/responsible-gaming/limits/deposit_daily/pending': () => json({ data: current }),
    });
    await user.click((await card('deposit_daily')).getByRole('button', { name: 'Change limit' }));
    await user.type(screen.getByLabelText('New limit in dollars'), '200');
    expect(
      screen.getByText('$200.00 can be confirmed 24 hours after you save it; until then $50.00 stays.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save limit' }));

    const waiting = within(await screen.findByTestId('pending-change'));
    expect(waiting.getByText(/^Your new limit of \$200\.00 can be confirmed from /)).toBeTruthy();
    expect(
      waiting.getByText(
        /(23 h 59 min|24 h 0 min) to go\. Until you confirm it, your limit stays at \$50\.00\./,
      ),
    ).toBeTruthy();
    expect(waiting.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
    expect((await card('deposit_daily')).getByTestId('limit-amount').textContent).toBe('$50.00');

    await user.click(waiting.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(screen.queryByTestId('pending-change')).toBeNull());
    expect(api.callsTo('DELETE', '/v1/responsible-gaming/limits/deposit_daily/pending')).toHaveLength(1);
    expect(api.callsTo('POST', '/v1/responsible-gaming/limits/deposit_daily/confirm')).toHaveLength(0);
  });

  it('confirms a raise once the server says it can be, and shows a refusal in words', async () => {
    const user = userEvent.setup();
    const ready = limitWire('spend_weekly', {
      amount_cents: 10_000,
      used_cents: 2_500,
      pending: {
        amount_cents: null,
        requested_at: '2026-11-20T10:00:00.000Z',
        confirmable_at: '2026-11-21T10:00:00.000Z',
        confirmable: true,
      },
    });
    let refuse = true;
    render(responsibleGamingWire([ready]), {
      'POST /v1/responsible-gaming/limits/spend_weekly/confirm': () =>
        refuse
          ? apiError(
              409,
              'limit_change_not_ready',
              'A raised or removed limit can be confirmed 24 hours after you asked for it. Come back then.',
            )
          : json({ data: limitWire('spend_weekly') }),
    });
    const waiting = within(await screen.findByTestId('pending-change'));
    expect(waiting.getByText(/^Removing this limit can be confirmed from /)).toBeTruthy();
    await user.click(waiting.getByRole('button', { name: 'Confirm' }));
    expect(await waiting.findByText(/can be confirmed 24 hours after you asked for it/)).toBeTruthy();
    refuse = false;
    await user.click(waiting.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('pending-change')).toBeNull());
    expect((await card('spend_weekly')).getByText('No limit')).toBeTruthy();
  });

  it('asks the server again once the wait has run out on screen', async () => {
    const pending = (confirmable: boolean) =>
      limitWire('deposit_weekly', {
        amount_cents: 5_000,
        pending: {
          amount_cents: 9_000,
          requested_at: '2026-11-20T10:00:00.000Z',
          confirmable_at: new Date(Date.now() - 1_000).toISOString(),
          confirmable,
        },
      });
    let reads = 0;
    const { api } = render(responsibleGamingWire(), {
      'GET /v1/responsible-gaming': () => json({ data: responsibleGamingWire([pending(++reads > 1)]) }),
    });
    const waiting = within(await screen.findByTestId('pending-change'));
    await waitFor(() =>
      expect(waiting.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', false),
    );
    expect(api.callsTo('GET', '/v1/responsible-gaming').length).toBeGreaterThan(1);
  });

  it('puts the API’s message for an amount on the field', async () => {
    const user = userEvent.setup();
    render(responsibleGamingWire(), {
      'PUT /v1/responsible-gaming/limits/entry_fee_max': () =>
        apiError(400, 'invalid_request', 'Check the amount.', {
          fields: { amount_cents: 'That limit is too high.' },
        }),
    });
    await user.click((await card('entry_fee_max')).getByRole('button', { name: 'Set a limit' }));
    await user.type(screen.getByLabelText('Limit in dollars'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Enter the limit in dollars, like 50 or 25.50.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Limit in dollars'));
    await user.type(screen.getByLabelText('Limit in dollars'), '25');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('That limit is too high.')).toBeTruthy();
  });
});
