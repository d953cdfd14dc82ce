import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../../../shared/api/index.ts';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { readStored, removeStored } from '../../../shared/storage/index.ts';
import { Landing, renderWithApi } from '../testing/render-with-api.tsx';
import { LoginConfirmationPage } from './login-confirmation-page.tsx';
import { LoginPage } from './login-page.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login-confirmation', element: <LoginConfirmationPage /> },
  { path: '/lobby', element: <Landing name="Lobby" /> },
  { path: '/account/security', element: <Landing name="Security" /> },
];

const MFA_TOKEN = 'mfa_token_abcdefghijklmnop';
const user1 = { id: 'u1', username: 'rexthedog', email: 'rex@kennel.example' };

const mfaRequired = () =>
  apiError(
    401,
    'mfa_required',
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    {
      mfa_token: MFA_TOKEN,
    },
  );

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Rex@Kennel.example');
  await user.type(screen.getByLabelText('Password'), 'velvet otter juggles cinnamon');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('log in', () => {
  it('asks for the authenticator code when two-step login is on, then goes where the user was heading', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api, queryClient, location } = renderWithApi(routes, '/login?redirect=%2Faccount%2Fsecurity', {
      'POST /v1/sessions': mfaRequired,
      'POST /v1/sessions/mfa': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(422, 'invalid_mfa_code', 'That code is wrong or has expired. Enter the newest code.')
          : json({ data: { user: user1, previous_login_at: '2026-03-01T18:30:00.000Z' } });
      },
    });
    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    expect(api.callsTo('POST', '/v1/sessions')[0]?.body).toEqual({
      email: 'rex@kennel.example',
      password: 'velvet otter juggles cinnamon',
    });
    const code = screen.getByRole('textbox', { name: 'Authenticator code' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);

    // Six digits send themselves; a wrong code says so and clears the field for the next one.
    await user.type(code, '000000');
    await waitFor(() =>
      expect(document.getElementById('login-code-error')?.textContent).toBe(
        'That code is wrong or has expired. Enter the newest code.',
      ),
    );
    expect((code as HTMLInputElement).value).toBe('');
    await user.type(code, '123456');

    await screen.findByRole('heading', { name: 'Security' });
    expect(location()).toBe('/account/security');
    expect(api.callsTo('POST', '/v1/sessions/mfa').map((call) => call.body)).toEqual([
      { mfa_token: MFA_TOKEN, code: '000000' },
      { mfa_token: MFA_TOKEN, code: '123456' },
    ]);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ authenticated: true, user: user1 });
  });

  it('takes a recovery code instead of the app’s code', async () => {
    const user = userEvent.setup();
    const { api, location } = renderWithApi(routes, '/login', {
      'POST /v1/sessions': mfaRequired,
      'POST /v1/sessions/mfa': () =>
        json({
          data: {
            user: user1,
            previous_login_at: null,
            location: { state: 'PA', source: 'residence', located_at: '2026-03-01T18:30:00.000Z' },
          },
        }),
    });
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: /Use a recovery code instead/ }));
    const code = screen.getByRole('textbox', { name: 'Recovery code' });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(document.getElementById('login-code-error')?.textContent).toBe(
      'Enter one of your recovery codes, like ABCDE-12345.',
    );
    await user.type(code, '-ABCDE');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await screen.findByRole('heading', { name: 'Lobby' });
    expect(location()).toBe('/lobby');
    expect(api.callsTo('POST', '/v1/sessions/mfa').map((call) => call.body)).toEqual([
      { mfa_token: MFA_TOKEN, code: '12345-ABCDE' },
    ]);
    // The login's location check is kept under the seed's location key.
    expect(readStored('locationState')).toEqual({ state: 'PA', checkedAt: '2026-03-01T18:30:00.000Z' });
    removeStored('locationState');
  });

  it('sends an expired code step back to the password with the reason', async () => {
    const user = userEvent.setup();
    renderWithApi(routes, '/login', {
      'POST /v1/sessions': mfaRequired,
      'POST /v1/sessions/mfa': () =>
        apiError(401, 'session_expired', 'Your session has ended for your security.'),
    });
    await logIn(user);
    await user.type(await screen.findByRole('textbox', { name: 'Authenticator code' }), '123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Your login step has expired. Log in again.');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'rex@kennel.example',
    );
  });

  it('explains a locked account and how to get back in', async () => {
    const user = userEvent.setup();
    renderWithApi(routes, '/login', {
      'POST /v1/sessions': () =>
        apiError(403, 'account_locked', 'Your account is locked after too many failed logins.', {
          title: 'Account locked',
        }),
    });
    await logIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Account locked');
    expect(screen.getByRole('link', { name: 'Reset my password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'How unlocking works' }).getAttribute('href')).toBe(
      '/account-unlock',
    );
  });

  it('says a wrong password is wrong and stays on the form, never on “check your email”', async () => {
    const user = userEvent.setup();
    const { api, location } = renderWithApi(routes, '/login', {
      'POST /v1/sessions': () =>
        apiError(
          401,
          'invalid_credentials',
          "That email and password don't match. Try again or reset your password.",
          {
            title: 'Check your details',
          },
        ),
    });
    await logIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Check your details');
    expect(alert.textContent).toContain("That email and password don't match.");
    expect(location()).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(api.callsTo('POST', '/v1/sessions')).toHaveLength(1);
  });

  it('sends a new device to check its email, and can send the email again without the password', async () => {
    const user = userEvent.setup();
    const { api, location } = renderWithApi(routes, '/login', {
      'POST /v1/sessions': () =>
        apiError(403, 'login_confirmation_required', "You're logging in from a new device."),
    });
    await logIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(location()).toBe('/login-confirmation');
    expect(screen.getByText('rex@kennel.example')).toBeTruthy();
    // Only a right password gets here: the page does not doubt it.
    expect(document.body.textContent).not.toMatch(/if your password was right/i);
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    await screen.findByText(/Send again in/);
    expect(api.callsTo('POST', '/v1/sessions')).toHaveLength(2);
    expect(api.callsTo('POST', '/v1/sessions')[1]?.body).toEqual(
      api.callsTo('POST', '/v1/sessions')[0]?.body,
    );
  });
});
