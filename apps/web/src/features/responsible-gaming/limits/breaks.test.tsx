import type { ResponsibleGamingWire } from '@kennel/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeHandler, json } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { ResponsibleGamingLimitsPage } from './limits-pages.tsx';
import { limitsApi, responsibleGamingWire } from './testing.ts';

const routes = [{ path: '/m/responsible-gaming-limits/*', Component: ResponsibleGamingLimitsPage }];

afterEach(() => {
  vi.unstubAllGlobals();
});

function render(
  handlers: Record<string, FakeHandler>,
  state: ResponsibleGamingWire = responsibleGamingWire(),
) {
  return renderWithApi('/m/responsible-gaming-limits/breaks', routes, {
    ...limitsApi(() => state),
    ...handlers,
  });
}

/** Picks a length drawn as a chip: the radio is visually hidden, its label is what a player taps. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('radio', { name }));
}

describe('time-out', () => {
  it('restates what a break means before it starts, then confirms it in words where it was asked for', async () => {
    const user = userEvent.setup();
    // 15:00 UTC on 4 March 2026 is 10:00 AM in New York; the break ends a week later.
    const startedAt = '2026-03-04T15:00:00.000Z';
    const endsAt = '2026-03-11T15:00:00.000Z';
    const { api } = render({
      'POST /v1/responsible-gaming/time-out': () =>
        json({ data: { kind: 'time_out', started_at: startedAt, ends_at: endsAt } }, 201),
    });
    await choose(user, '7 days');
    await user.click(screen.getByRole('button', { name: 'Take a 7-day break' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Take a 7-day break?' }));
    expect(dialog.getByText(/^No deposits, entries, drafts or bets until /)).toBeTruthy();
    expect(dialog.getByText('The break cannot be shortened or cancelled.')).toBeTruthy();
    expect(dialog.getByText(/withdraw your balance and see your history/)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/responsible-gaming/time-out')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Start my break' }));
    const banner = await screen.findByTestId('restriction');
    expect(within(banner).getByRole('heading').textContent).toBe("You're on a break");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/v1/responsible-gaming/time-out').map((call) => call.body)).toEqual([
      { duration: '7d' },
    ]);
    // The card itself says what was set, until when, and what the player can and cannot do now.
    const started = within(screen.getByTestId('time-out-started'));
    const heading = started.getByRole('heading', { name: 'Your 7-day break has started' });
    expect(
      started.getByText('Started Mar 4, 2026, 10:00 AM ET. It ends Mar 11, 2026, 11:00 AM ET.'),
    ).toBeTruthy();
    expect(
      started.getByText('No deposits, entries, drafts or bets until Mar 11, 2026, 11:00 AM ET.'),
    ).toBeTruthy();
    expect(started.getByText('The break cannot be shortened or cancelled.')).toBeTruthy();
    expect(
      started.getByText('You can still log in, withdraw your balance and see your history.'),
    ).toBeTruthy();
    expect(
      started.getByText('Entries you made before the break stay in play and settle as usual.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('after a refusal, Start my break waits with the refusal shown instead of sending it again', async () => {
    const user = userEvent.setup();
    const { api } = render({
      'POST /v1/responsible-gaming/time-out': () =>
        apiError(409, 'time_out_active', 'You are already on a break.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Take a 24-hour break' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Take a 24-hour break?' }));
    await user.click(dialog.getByRole('button', { name: 'Start my break' }));
    expect(await dialog.findByText('You are already on a break.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Start my break' })).toHaveProperty('disabled', true);
    expect(api.callsTo('POST', '/v1/responsible-gaming/time-out')).toHaveLength(1);
  });

  it('a try whose answer was lost but went through: the next try is refused, and the card shows the break in force', async () => {
    const user = userEvent.setup();
    const state = responsibleGamingWire();
    // One instant for both ends, as the server writes them (the card names the length from their
    // difference; two clock reads a millisecond apart made it an unnamed break).
    const now = Date.now();
    const startedAt = new Date(now).toISOString();
    const endsAt = new Date(now + 86_400_000).toISOString();
    let attempts = 0;
    const { api } = render(
      {
        'POST /v1/responsible-gaming/time-out': () => {
          attempts += 1;
          if (attempts === 1) {
            // The server starts the break; its answer never arrives.
            state.restriction = { kind: 'time_out', started_at: startedAt, ends_at: endsAt };
            throw new TypeError('Failed to fetch');
          }
          return apiError(409, 'time_out_active', 'You are already on a break.');
        },
      },
      state,
    );
    await user.click(await screen.findByRole('button', { name: 'Take a 24-hour break' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Take a 24-hour break?' }));
    await user.click(dialog.getByRole('button', { name: 'Start my break' }));
    // Asked again after the lost answer: the break is in force, so the card says so and the dialog closes.
    expect(await screen.findByRole('heading', { name: 'Your 24-hour break has started' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/v1/responsible-gaming/time-out').length).toBeLessThanOrEqual(2);
  });

  it('starts nothing when the player keeps playing', async () => {
    const user = userEvent.setup();
    const { api } = render({});
    await user.click(await screen.findByRole('button', { name: 'Take a 24-hour break' }));
    await user.click(await screen.findByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/v1/responsible-gaming/time-out')).toHaveLength(0);
  });
});

describe('self-exclusion', () => {
  it('asks for the password, says a permanent one cannot be undone, and lands on a clear page', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api, location } = render({
      'POST /v1/responsible-gaming/self-exclusion': () =>
        ++attempts === 1
          ? apiError(401, 'current_password_incorrect', "Your current password isn't right.")
          : json(
              { data: { kind: 'self_exclusion', started_at: new Date().toISOString(), ends_at: null } },
              201,
            ),
    });
    await choose(user, 'Permanently');
    await user.click(screen.getByRole('button', { name: 'Exclude myself' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Exclude yourself permanently?' }));
    expect(dialog.getByText('A permanent exclusion cannot be undone, by you or by us.')).toBeTruthy();
    expect(dialog.getByText('You are logged out everywhere, now.')).toBeTruthy();
    expect(dialog.getByText(/open bets on events that have not started, are refunded/)).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Exclude me permanently' }));
    expect(await dialog.findByText('Enter your password.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/responsible-gaming/self-exclusion')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Your password'), 'wrong password');
    await user.click(dialog.getByRole('button', { name: 'Exclude me permanently' }));
    expect(await dialog.findByText("Your current password isn't right.")).toBeTruthy();
    // The same password would be refused again: the button waits for a change.
    expect(dialog.getByRole('button', { name: 'Exclude me permanently' })).toHaveProperty('disabled', true);

    await user.clear(dialog.getByLabelText('Your password'));
    await user.type(dialog.getByLabelText('Your password'), 'correct horse battery');
    await user.click(dialog.getByRole('button', { name: 'Exclude me permanently' }));
    await waitFor(() => expect(location()).toBe('/m/responsible-gaming-limits/excluded'));
    expect(await screen.findByRole('heading', { level: 1, name: 'You have excluded yourself' })).toBeTruthy();
    expect(screen.getByText(/Your exclusion is permanent/)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/responsible-gaming/self-exclusion').map((call) => call.body)).toEqual([
      { duration: 'permanent', password: 'wrong password' },
      { duration: 'permanent', password: 'correct horse battery' },
    ]);
  });

  it('a try whose answer was lost excluded the player: the next try, signed out, lands on the excluded page', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { location } = render({
      'POST /v1/responsible-gaming/self-exclusion': () => {
        attempts += 1;
        // The first try excludes the player and ends every session; its answer never arrives.
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return apiError(401, 'unauthenticated', 'You need to be logged in to do that.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Exclude myself' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Exclude yourself for 1 year?' }));
    await user.type(dialog.getByLabelText('Your password'), 'correct horse battery');
    await user.click(dialog.getByRole('button', { name: /^Exclude me/ }));
    expect((await dialog.findAllByText(/We could not reach Kennel/)).length).toBeGreaterThan(0);
    await user.click(dialog.getByRole('button', { name: /^Exclude me/ }));
    // The end date is the one the first try set: a year from when it was sent.
    await waitFor(() => expect(location()).toMatch(/^\/m\/responsible-gaming-limits\/excluded\?until=/));
    expect(await screen.findByRole('heading', { level: 1, name: 'You have excluded yourself' })).toBeTruthy();
  });

  it('names the day a 1-year exclusion ends', async () => {
    const user = userEvent.setup();
    render({});
    await user.click(await screen.findByRole('button', { name: 'Exclude myself' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Exclude yourself for 1 year?' }));
    const nextYear = String(new Date().getUTCFullYear() + 1);
    expect(
      dialog.getByText(new RegExp(`^No deposits, entries, drafts or bets until .*${nextYear}\\.$`)),
    ).toBeTruthy();
  });
});
