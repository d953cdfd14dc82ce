import { TERMS_VERSION } from '@kennel/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { Landing, renderWithApi } from '../testing/render-with-api.tsx';
import { RegisterPage } from './register-page.tsx';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/lobby', element: <Landing name="Lobby" /> },
];

const available = (username: string) => json({ data: { username, available: true } });

function usernameInput() {
  return screen.getByRole('textbox', { name: 'Username' });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, username = 'rexthedog') {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rex@kennel.example');
  await user.type(usernameInput(), username);
  await user.type(screen.getByLabelText('Password'), 'velvet otter juggles cinnamon');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-02' } });
  await user.selectOptions(screen.getByRole('combobox', { name: 'State of residence' }), 'NJ');
  await user.click(screen.getByRole('checkbox', { name: /I accept Kennel’s/ }));
}

describe('registration form', () => {
  it('checks the username with the server once typing pauses, and says when it is free', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(routes, '/register', {
      'GET /v1/usernames': ({ url }) => available(url.searchParams.get('username') ?? ''),
    });
    await user.type(usernameInput(), 'rexthedog');
    expect(
      await screen.findByText('rexthedog is available.', { selector: '[data-testid=live-check] span' }),
    ).toBeTruthy();
    // One check for the finished name, none for each letter typed on the way.
    const checks = api.callsTo('GET', '/v1/usernames');
    expect(checks.map((call) => call.url.searchParams.get('username'))).toEqual(['rexthedog']);
  });

  it('says why a name cannot be had: the server’s reason for a taken name, the rules at once for the rest', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(routes, '/register', {
      'GET /v1/usernames': ({ url }) =>
        json({
          data: {
            username: url.searchParams.get('username'),
            available: false,
            reason: 'taken',
            message: 'That username is taken. Choose another one.',
          },
        }),
    });
    await user.type(usernameInput(), 'goodboy');
    await waitFor(() =>
      expect(document.getElementById('register-username-check')?.textContent).toBe(
        'That username is taken. Choose another one.',
      ),
    );
    expect(usernameInput().getAttribute('aria-describedby')).toContain('register-username-check');
    expect(usernameInput().getAttribute('aria-invalid')).toBe('true');

    await user.clear(usernameInput());
    await user.type(usernameInput(), 'kennel_admin');
    await waitFor(() =>
      expect(document.getElementById('register-username-check')?.textContent).toBe(
        'That username is reserved. Choose another one.',
      ),
    );
    expect(api.callsTo('GET', '/v1/usernames').map((call) => call.url.searchParams.get('username'))).toEqual([
      'goodboy',
    ]);
  });

  it('puts the server’s field errors on the fields and moves focus to the first', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(routes, '/register', {
      'GET /v1/usernames': ({ url }) => available(url.searchParams.get('username') ?? ''),
      'POST /v1/accounts': () =>
        apiError(409, 'email_taken', 'An account already uses that email. Log in, or reset your password.', {
          title: 'Email already registered',
          fields: { email: 'An account already uses that email.', username: 'That username is taken.' },
        }),
    });
    await fillValidForm(user);
    await screen.findByText('rexthedog is available.', { selector: '[data-testid=live-check] span' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('register-email-error')?.textContent).toBe(
      'An account already uses that email.',
    );
    expect(document.getElementById('register-username-error')?.textContent).toBe('That username is taken.');
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('link', { name: 'reset your password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(api.callsTo('POST', '/v1/accounts')).toHaveLength(1);

    // Editing a field clears the server's word on it.
    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the age rule of the chosen state on the date of birth, without calling the server', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(routes, '/register', {
      'GET /v1/usernames': ({ url }) => available(url.searchParams.get('username') ?? ''),
    });
    await fillValidForm(user);
    const lastYear = new Date().getFullYear() - 20;
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: `${lastYear}-01-01` } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State of residence' }), 'AZ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(document.getElementById('register-date-of-birth-error')?.textContent).toBe(
      'You must be at least 21 to play in Arizona.',
    );
    expect(api.callsTo('POST', '/v1/accounts')).toHaveLength(0);
  });

  it('says the player is too young in the same round as the other problems, not after they are fixed', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(routes, '/register', {
      'GET /v1/usernames': ({ url }) => available(url.searchParams.get('username') ?? ''),
    });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pup@kennel.example');
    await user.type(usernameInput(), 'pupthedog');
    await user.type(screen.getByLabelText('Password'), 'short');
    const sixteen = new Date().getFullYear() - 16;
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: `${sixteen}-01-01` } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State of residence' }), 'NJ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(document.getElementById('register-date-of-birth-error')?.textContent).toBe(
        'You must be at least 18 to play in New Jersey.',
      ),
    );
    expect(document.getElementById('register-password-error')?.textContent).toBeTruthy();
    expect(api.callsTo('POST', '/v1/accounts')).toHaveLength(0);
  });

  it('pre-fills the referral code from the saved referring link, checks it, and sends it', async () => {
    localStorage.setItem(
      'kennel.referring-link',
      JSON.stringify({
        code: 'PAL123',
        url: 'https://kennel.example/?ref=PAL123',
        savedAt: '2026-03-01T00:00:00Z',
      }),
    );
    const user = userEvent.setup();
    const { api, location } = renderWithApi(routes, '/register', {
      'GET /v1/usernames': ({ url }) => available(url.searchParams.get('username') ?? ''),
      'POST /v1/promotions/user_referral': ({ body }) =>
        json({ data: { code: (body as { code: string }).code, valid: true, referrer_username: 'fetchfan' } }),
      'POST /v1/accounts': ({ body }) => {
        const sent = body as { email: string; username: string };
        return json(
          {
            data: {
              id: 'u9',
              username: sent.username,
              email: sent.email,
              email_verified_at: null,
              state: 'NJ',
              mfa_enabled: false,
              previous_login_at: null,
              created_at: '2026-03-02T00:00:00.000Z',
              terms_version: '2026-11-01',
              referral_code: 'NEWPUP9',
            },
          },
          201,
        );
      },
    });
    const referral = screen.getByRole('textbox', { name: /Referral code/ });
    expect((referral as HTMLInputElement).value).toBe('PAL123');
    expect(
      await screen.findByText('Invited by fetchfan.', { selector: '[data-testid=live-check] span' }),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/v1/promotions/user_referral')[0]?.body).toEqual({ code: 'PAL123' });

    await fillValidForm(user);
    await screen.findByText('rexthedog is available.', { selector: '[data-testid=live-check] span' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Lobby' });
    expect(location()).toBe('/lobby');
    const [sent] = api.callsTo('POST', '/v1/accounts');
    expect(sent?.headers.get('x-csrf-token')).toBe('csrf-token');
    expect(sent?.body).toMatchObject({
      email: 'rex@kennel.example',
      username: 'rexthedog',
      date_of_birth: '1990-04-02',
      state: 'NJ',
      referral_code: 'PAL123',
      accept_terms: true,
      terms_version: TERMS_VERSION,
    });
    expect(sent?.body).not.toHaveProperty('promo_code');
    // Used once: the next sign-up on this browser starts clean.
    expect(localStorage.getItem('kennel.referring-link')).toBeNull();
  });
});
