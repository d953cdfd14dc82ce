import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { readStored, removeStored } from '../../../shared/storage/index.ts';
import { locationBody, renderWallet } from '../testing/render-wallet.ts';
import { DepositPage } from './deposit-pages.tsx';

const routes = [{ path: '/deposit', Component: DepositPage }];

afterEach(() => removeStored('locationState'));

describe('the deposit page and the player’s location', () => {
  it('says deposits are closed where nothing is offered, instead of the card form', async () => {
    renderWallet('/deposit', routes, { 'GET /v1/location': () => json(locationBody('HI')) });
    expect(await screen.findByRole('heading', { name: 'Deposits aren’t available in Hawaii' })).toBeTruthy();
    expect(screen.getByText(/doesn’t offer any games in Hawaii/)).toBeTruthy();
    expect(
      within(screen.getByTestId('deposit-location-notice')).getByRole('link', { name: 'Withdraw' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(readStored('locationState')).toEqual({ state: 'HI', checkedAt: '2026-01-02T10:00:00.000Z' });
  });

  it('asks to check again when the player could not be located, and shows the form once they are', async () => {
    const user = userEvent.setup();
    let located = false;
    renderWallet('/deposit', routes, {
      'GET /v1/location': () => json(locationBody(located ? 'NJ' : null)),
    });
    expect(await screen.findByRole('heading', { name: 'We couldn’t confirm your location' })).toBeTruthy();
    expect(readStored('locationState')).toBeNull();
    located = true;
    await user.click(screen.getByRole('button', { name: 'Check my location again' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('deposit-location-notice')).toBeNull());
    expect(readStored('locationState')?.state).toBe('NJ');
  });

  it('shows the form where games are offered', async () => {
    renderWallet('/deposit', routes, { 'GET /v1/location': () => json(locationBody('AZ')) });
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByTestId('deposit-location-notice')).toBeNull();
  });
});
