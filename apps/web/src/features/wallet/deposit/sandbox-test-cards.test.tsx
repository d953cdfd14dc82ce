import { DEFAULT_LEGAL_LINKS, formatCardNumber, TEST_CARDS } from '@kennel/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { renderWallet } from '../testing/render-wallet.ts';
import { DepositPage } from './deposit-pages.tsx';

const readme = Object.values(
  import.meta.glob<string>('../../../../../../README.md', { query: '?raw', import: 'default', eager: true }),
)[0];

const routes = [{ path: '/deposit', Component: DepositPage }];
const config = (sandbox: boolean) => () =>
  json({ data: { ...DEFAULT_LEGAL_LINKS, payment_sandbox: sandbox } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sandbox test cards on the deposit page', () => {
  it('lists every test card with what it does while the API says payments are the sandbox’s', async () => {
    renderWallet('/deposit', routes, { 'GET /v1/shared-client-config': config(true) });
    const cards = await screen.findByTestId('sandbox-test-cards');
    const rows = within(cards).getAllByRole('listitem');
    expect(rows).toHaveLength(TEST_CARDS.length);
    expect(rows[0]!.textContent).toContain('4242 4242 4242 4242');
    expect(rows[0]!.textContent).toContain('Visa: approved');
    expect(cards.textContent).toContain('4000 0000 0000 0002');
    expect(cards.textContent).toContain('Declined by the bank');
    expect(cards.textContent).toContain('any future expiry date');
  });

  it('shows none when real payments are wired (production)', async () => {
    const { api } = renderWallet('/deposit', routes, { 'GET /v1/shared-client-config': config(false) });
    await screen.findByRole('button', { name: /^Deposit/ });
    await waitFor(() => expect(api.callsTo('GET', '/v1/shared-client-config')).toHaveLength(1));
    expect(screen.queryByTestId('sandbox-test-cards')).toBeNull();
  });

  it('are the ones the README lists, in the same order', () => {
    expect(readme).toBeDefined();
    const section = readme!.slice(readme!.indexOf('## Trying deposits'), readme!.indexOf('## Settings'));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => row.split('`')[1])).toEqual(
      TEST_CARDS.map((card) => formatCardNumber(card.number)),
    );
  });
});
