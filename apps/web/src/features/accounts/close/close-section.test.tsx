import type { AccountClosureWire } from '@kennel/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeHandler, json } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { accountClosedFrom } from '../../../shared/session/account-closed.ts';
import { CloseAccountSection } from './close-section.tsx';

/** Stands in for the home page: shows what the goodbye is handed. */
function Landing() {
  return <output>{JSON.stringify(accountClosedFrom(useLocation().state))}</output>;
}

const routes = [
  { path: '/account/close', Component: CloseAccountSection },
  { path: '/', Component: Landing },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function closure(overrides: Partial<AccountClosureWire> = {}): AccountClosureWire {
  return {
    cash_cents: 0,
    owed_cents: 0,
    promo_cents: 0,
    pending_deposits: 0,
    pending_withdrawals: 0,
    in_play: { pickem: 0, best_ball: 0, sportsbook: 0 },
    blockers: [],
    can_close: true,
    ...overrides,
  };
}

function render(state: AccountClosureWire, handlers: Record<string, FakeHandler> = {}) {
  return renderWithApi('/account/close', routes, {
    'GET /v1/account/closure': () => json({ data: state }),
    ...handlers,
  });
}

describe('close account section', () => {
  it('refuses to start while cash remains, and links to the withdraw section', async () => {
    render(closure({ cash_cents: 12_50, blockers: ['cash_balance'], can_close: false }));
    expect(await screen.findByText('Cash balance: $12.50')).toBeTruthy();
    const withdraw = screen.getByRole('link', { name: 'Withdraw my balance' });
    expect(withdraw.getAttribute('href')).toBe('/account/wallet');
    expect(screen.getByRole('button', { name: 'Close my account' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Sort out the items above first.')).toBeTruthy();
  });

  it('lets a player whose balance is all owed close, saying what happens to what they owe', async () => {
    render(closure({ owed_cents: 50_00 }));
    expect(await screen.findByText('Owed from a corrected result: $50.00')).toBeTruthy();
    expect(screen.getByText(/Cash you hold toward it goes to it when you close/)).toBeTruthy();
    expect(screen.getByText('No cash balance')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close my account' }).hasAttribute('disabled')).toBe(false);
  });

  it('names a withdrawal in progress as the block', async () => {
    render(closure({ pending_withdrawals: 1, blockers: ['pending_withdrawal'], can_close: false }));
    expect(await screen.findByText('A withdrawal is in progress')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close my account' }).hasAttribute('disabled')).toBe(true);
  });

  it('names the entries and bets in play as the block, with the way to each game’s entries', async () => {
    render(
      closure({
        in_play: { pickem: 2, best_ball: 1, sportsbook: 3 },
        blockers: ['in_play'],
        can_close: false,
      }),
    );
    expect(await screen.findByText("In play: 2 pick'em entries, 1 best ball entry and 3 bets")).toBeTruthy();
    expect(screen.getByText(/closing waits until they have settled/)).toBeTruthy();
    expect(screen.getByText(/open bets are in the Kennel app/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "My pick'em entries" }).getAttribute('href')).toBe(
      '/live/pick-em',
    );
    expect(screen.getByRole('link', { name: 'My best ball teams' }).getAttribute('href')).toBe('/active');
    expect(screen.getByRole('button', { name: 'Close my account' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Sort out the items above first.')).toBeTruthy();
  });

  it('links only to the games with something in play', async () => {
    render(
      closure({
        in_play: { pickem: 0, best_ball: 4, sportsbook: 0 },
        blockers: ['in_play'],
        can_close: false,
      }),
    );
    expect(await screen.findByText('In play: 4 best ball entries')).toBeTruthy();
    expect(screen.getByText(/closing waits until they have settled/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: "My pick'em entries" })).toBeNull();
    expect(screen.queryByText(/open bets are in the Kennel app/)).toBeNull();
    expect(screen.getByRole('link', { name: 'My best ball teams' })).toBeTruthy();
  });

  it('shows nothing in play when nothing is', async () => {
    render(closure());
    expect(await screen.findByText('Nothing in play')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close my account' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers a time-out or self-exclusion first', async () => {
    render(closure());
    const alternatives = within(await screen.findByTestId('close-alternatives'));
    expect(alternatives.getByRole('link', { name: 'Time-out or self-exclusion' }).getAttribute('href')).toBe(
      '/account/responsible-gaming',
    );
    expect(alternatives.getByText(/1-800-GAMBLER/)).toBeTruthy();
  });

  it('sends the reason and password, shows a wrong password, then says goodbye', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api, location } = render(closure({ promo_cents: 7_25 }), {
      'POST /v1/account/close': () =>
        ++attempts === 1
          ? apiError(422, 'current_password_incorrect', "Your password isn't right. Enter it again.")
          : json({
              data: {
                closed_at: new Date().toISOString(),
                promo_forfeited_cents: 7_25,
                owed_paid_cents: 0,
                owed_kept_cents: 0,
              },
            }),
    });
    expect(await screen.findByText('Promo credit: $7.25')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Reason/), 'too_much_time_or_money');
    await user.type(screen.getByLabelText(/Anything else/), 'Taking a step back');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Close your account for good?' }));
    expect(dialog.getByText('$7.25')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Close my account' }));
    expect(await dialog.findByText('Enter your password.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/account/close')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Your password'), 'wrong password');
    await user.click(dialog.getByRole('button', { name: 'Close my account' }));
    expect(await dialog.findByText("Your password isn't right. Enter it again.")).toBeTruthy();

    await user.clear(dialog.getByLabelText('Your password'));
    await user.type(dialog.getByLabelText('Your password'), 'correct horse battery');
    await user.click(dialog.getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect((await screen.findByRole('status')).textContent).toBe(JSON.stringify({ forfeitedCents: 7_25 }));
    expect(api.callsTo('POST', '/v1/account/close').map((call) => call.body)).toEqual([
      { password: 'wrong password', reason: 'too_much_time_or_money', reason_text: 'Taking a step back' },
      {
        password: 'correct horse battery',
        reason: 'too_much_time_or_money',
        reason_text: 'Taking a step back',
      },
    ]);
  });

  it('keeps the account when the player changes their mind', async () => {
    const user = userEvent.setup();
    const { api } = render(closure());
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/v1/account/close')).toHaveLength(0);
  });

  it('shows a refusal that arrived after the page loaded, with its link', async () => {
    const user = userEvent.setup();
    render(closure(), {
      'POST /v1/account/close': () =>
        apiError(409, 'account_has_balance', 'Your account still holds $20.00 in cash.', {
          title: 'Withdraw your balance first',
          cta_url: '/account/wallet',
          cta_text: 'Withdraw my balance',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Your password'), 'correct horse battery');
    await user.click(dialog.getByRole('button', { name: 'Close my account' }));
    expect(await dialog.findByText('Your account still holds $20.00 in cash.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Withdraw my balance' }).getAttribute('href')).toBe(
      '/account/wallet',
    );
  });

  it('shows an entry bought since the page loaded: the refusal links to it, and the checklist catches up', async () => {
    const user = userEvent.setup();
    let overviews = 0;
    render(closure(), {
      'GET /v1/account/closure': () =>
        json({
          data:
            ++overviews === 1
              ? closure()
              : closure({
                  in_play: { pickem: 1, best_ball: 0, sportsbook: 0 },
                  blockers: ['in_play'],
                  can_close: false,
                }),
        }),
      'POST /v1/account/close': () =>
        apiError(409, 'account_has_entries_in_play', "You still have 1 pick'em entry in play.", {
          title: 'Your entries are still in play',
          cta_url: '/live/pick-em',
          cta_text: 'See my entries',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Your password'), 'correct horse battery');
    await user.click(dialog.getByRole('button', { name: 'Close my account' }));
    expect(await dialog.findByText("You still have 1 pick'em entry in play.")).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'See my entries' }).getAttribute('href')).toBe('/live/pick-em');
    await user.click(dialog.getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText("In play: 1 pick'em entry")).toBeTruthy();
    expect(screen.getByText(/closing waits until it has settled/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close my account' }).hasAttribute('disabled')).toBe(true);
  });
});
