import { formatCardNumber, TEST_CARDS } from '@kennel/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { renderWallet } from '../testing/render-wallet.ts';
import { DepositPage } from './deposit-pages.tsx';

const readme = Object.values(
  import.meta.glob<string>('../../../../../../README.md', { query: '?raw', import: 'default', eager: true }),
)[0];

const routes = [{ path: '/deposit', Component: DepositPage }];
const sandboxCards = () =>
  json({ cards: TEST_CARDS.map(({ number, brand, description }) => ({ number, brand, description })) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sandbox test cards on the deposit page', () => {
  it('lists every test card with what it does where the payment sandbox serves them', async () => {
    renderWallet('/deposit', routes, { 'GET /processor/test-cards': sandboxCards });
    const cards = await screen.findByTestId('sandbox-test-cards');
    const rows = within(cards).getAllByRole('listitem');
    expect(rows).toHaveLength(TEST_CARDS.length);
    expect(rows[0]!.textContent).toContain('4242 4242 4242 4242');
    expect(rows[0]!.textContent).toContain('Visa: approved');
    expect(cards.textContent).toContain('4000 0000 0000 0002');
    expect(cards.textContent).toContain('Declined by the bank');
    expect(cards.textContent).toContain('any future expiry date');
  });

  it('shows none when real payments are wired (production: the list is not found)', async () => {
    const { api } = renderWallet('/deposit', routes, {
      'GET /processor/test-cards': () => apiError(404, 'not_found', 'Not found'),
    });
    await screen.findByRole('button', { name: /^Deposit/ });
    await waitFor(() => expect(api.callsTo('GET', '/processor/test-cards')).toHaveLength(1));
    expect(screen.queryByTestId('sandbox-test-cards')).toBeNull();
  });

  it('are the ones the README lists, in the same order', () => {
    expect(readme).toBeDefined();
    // The section runs from its heading to the next one, whatever follows it in the README.
    const start = readme!.indexOf('## Trying deposits');
    const section = readme!.slice(start, readme!.indexOf('\n## ', start + 1));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => row.split('`')[1])).toEqual(
      TEST_CARDS.map((card) => formatCardNumber(card.number)),
    );
  });
});
