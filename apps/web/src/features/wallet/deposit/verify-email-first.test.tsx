import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { accountBody, renderWallet } from '../testing/render-wallet.ts';
import { DepositPage } from './deposit-pages.tsx';

const routes = [{ path: '/deposit', Component: DepositPage }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a deposit with an unconfirmed email', () => {
  it('says so before the card form, with a way to get the link again', async () => {
    const user = userEvent.setup();
    let verified = false;
    const { api } = renderWallet('/deposit', routes, {
      'GET /v1/account': () =>
        json({ data: accountBody({ email_verified_at: verified ? '2026-03-01T10:00:00.000Z' : null }) }),
      'POST /v1/email-verifications/resend': () =>
        json({ data: { message: 'We sent you a new link. It works for 24 hours.' } }, 202),
    });
    expect(await screen.findByRole('heading', { name: 'Confirm your email to deposit' })).toBeTruthy();
    expect(screen.getByText('rex@kennel.example')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Deposit/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent you a new link. It works for 24 hours.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/email-verifications/resend')).toHaveLength(1);

    verified = true;
    await user.click(screen.getByRole('button', { name: 'I’ve confirmed it' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('verify-email-first')).toBeNull());
    expect(api.callsTo('POST', '/processor/tokenize')).toHaveLength(0);
  });

  it('shows the form at once when the email is confirmed', async () => {
    renderWallet('/deposit', routes);
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByTestId('verify-email-first')).toBeNull();
  });
});
