import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, json, signedInSession } from '../../../shared/api/testing/fake-api.ts';
import { accountFixture, renderWithApi } from '../testing/render-with-api.tsx';
import { EmailVerifiedPage } from './email-verified-page.tsx';

const TOKEN = 'verification_token_0123456789';
const routes = [
  {
    path: '/email-verified',
    element: (
      <StrictMode>
        <EmailVerifiedPage />
      </StrictMode>
    ),
  },
];

describe('/email-verified', () => {
  it('confirms the emailed link once on arrival, even when the page renders twice', async () => {
    const { api } = renderWithApi(routes, `/email-verified?token=${TOKEN}`, {
      'POST /v1/email-verifications/confirm': () =>
        json({ data: { email_verified_at: '2026-03-02T10:00:00.000Z' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeTruthy();
    expect(api.callsTo('POST', '/v1/email-verifications/confirm').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ]);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('offers a new link after an expired one, then counts down before the next', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi(routes, `/email-verified?token=${TOKEN}`, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/account': () => json({ data: accountFixture({ email_verified_at: null }) }),
      'POST /v1/email-verifications/confirm': () =>
        apiError(400, 'token_invalid_or_expired', 'This link is invalid, already used or expired.'),
      'POST /v1/email-verifications/resend': () =>
        json({ data: { message: 'We have sent you a new verification link.' } }, 202),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' }),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    const waiting = await screen.findByRole('button', { name: /Send again in \d:\d\d/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('POST', '/v1/email-verifications/resend')).toHaveLength(1);
  });

  it('sends a guest with an expired link to log in first, back to the profile', async () => {
    renderWithApi(routes, `/email-verified?token=${TOKEN}`, {
      'POST /v1/email-verifications/confirm': () =>
        apiError(400, 'token_invalid_or_expired', 'This link is invalid, already used or expired.'),
    });
    const link = await screen.findByRole('link', { name: 'Log in to get a new link' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Faccount%2Fprofile');
  });

  it.each(['short', 'not a token at all, with spaces'])(
    'an incomplete link (%j) says so and offers a new one, without calling the API',
    async (token) => {
      const { api } = renderWithApi(routes, `/email-verified?${new URLSearchParams({ token })}`, {
        'GET /v1/session': () => json(signedInSession),
        'GET /v1/account': () => json({ data: accountFixture({ email_verified_at: null }) }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy();
      expect(await screen.findByRole('button', { name: /^Send (a new link|again in)/ })).toBeTruthy();
      expect(screen.queryByText(/highlighted fields/)).toBeNull();
      expect(api.callsTo('POST', '/v1/email-verifications/confirm')).toHaveLength(0);
    },
  );

  it('says so when the email was already verified', async () => {
    renderWithApi(routes, `/email-verified?token=${TOKEN}`, {
      'POST /v1/email-verifications/confirm': () =>
        apiError(409, 'email_already_verified', 'Your email address is already verified.'),
    });
    await waitFor(() =>
      expect(
        screen.getByText('Your email address was already confirmed. There is nothing more to do.'),
      ).toBeTruthy(),
    );
  });
});
