import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@kennel/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { Landing, renderWithApi } from '../testing/render-with-api.tsx';
import { AccountUnlockPage } from './account-unlock-pages.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const TOKEN = 'reset_token_0123456789abcdef';
const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/account-unlock', element: <AccountUnlockPage /> },
  { path: '/password-changed', element: <Landing name="Password changed" /> },
  { path: '/account-unblocked', element: <Landing name="Your account is unblocked" /> },
];

describe('password help', () => {
  it('answers a reset request the same way whatever the email, and lets it be sent again later', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(routes, '/forgot-password', {
      'POST /v1/password-resets': () => json({ data: { message: PASSWORD_RESET_REQUESTED_MESSAGE } }, 202),
    });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // The first check waits for the contract to load (it loads with the first focus, ADR 0011).
    await waitFor(() =>
      expect(document.getElementById('reset-email-error')?.textContent).toBe('Enter your email address.'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' Rex@Kennel.example ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(PASSWORD_RESET_REQUESTED_MESSAGE)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/password-resets')[0]?.body).toEqual({ email: 'rex@kennel.example' });
    expect(
      (screen.getByRole('button', { name: /Send again in \d:\d\d/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('sets the new password from the emailed link and lands on /password-changed', async () => {
    const user = userEvent.setup();
    const { api, location } = renderWithApi(routes, `/forgot-password?token=${TOKEN}`, {
      'POST /v1/password-resets/confirm': () => new Response(null, { status: 204 }),
    });
    const field = screen.getByLabelText('New password');
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(document.getElementById('new-password-error')?.textContent).toContain(
      'Use at least 12 characters',
    );
    await user.clear(field);
    await user.type(field, 'maple canyon whistles softly');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByRole('heading', { name: 'Password changed' });
    expect(location()).toBe('/password-changed');
    expect(api.callsTo('POST', '/v1/password-resets/confirm')[0]?.body).toEqual({
      token: TOKEN,
      new_password: 'maple canyon whistles softly',
    });
  });

  it('says when the link has expired and how to get a new one', async () => {
    const user = userEvent.setup();
    renderWithApi(routes, `/account-unlock?token=${TOKEN}`, {
      'POST /v1/account-unlocks/confirm': () =>
        apiError(400, 'token_invalid_or_expired', 'This link is invalid, already used or expired.', {
          title: 'Link expired',
        }),
    });
    await user.type(screen.getByLabelText('New password'), 'maple canyon whistles softly');
    await user.click(screen.getByRole('button', { name: 'Unlock my account' }));
    // The page says so instead of keeping a form that cannot succeed.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset my password instead' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it.each([
    ['/forgot-password?token=short', 'Send me a new link'],
    ['/forgot-password?token=has%20spaces%20and%20more%20than%2016', 'Send me a new link'],
    ['/account-unlock?token=x', 'Reset my password instead'],
  ])(
    '%s: an incomplete link shows no form and asks for a new one, before calling the API',
    async (path, next) => {
      const { api } = renderWithApi(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy();
      expect(screen.getByRole('link', { name: next }).getAttribute('href')).toBe('/forgot-password');
      expect(screen.queryByLabelText('New password')).toBeNull();
      expect(screen.queryByText(/highlighted fields/)).toBeNull();
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    },
  );

  it('a link the API finds malformed is an incomplete link, not "Correct the highlighted fields"', async () => {
    const user = userEvent.setup();
    renderWithApi(routes, `/forgot-password?token=${TOKEN}`, {
      'POST /v1/password-resets/confirm': () =>
        apiError(400, 'invalid_request', 'Correct the highlighted fields and try again.', {
          fields: { token: 'This link is incomplete. Open the link from your email again.' },
        }),
    });
    await user.type(screen.getByLabelText('New password'), 'maple canyon whistles softly');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.queryByText(/highlighted fields/)).toBeNull();
  });

  it('unlocks with a new password and lands on /account-unblocked', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApi(routes, `/account-unlock?token=${TOKEN}`, {
      'POST /v1/account-unlocks/confirm': () => new Response(null, { status: 204 }),
    });
    await user.type(screen.getByLabelText('New password'), 'maple canyon whistles softly');
    await user.click(screen.getByRole('button', { name: 'Unlock my account' }));
    await waitFor(() => expect(location()).toBe('/account-unblocked'));
  });
});
