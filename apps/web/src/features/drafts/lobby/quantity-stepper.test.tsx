import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { contestFixture, detailFixture, renderLobby } from './testing/lobby-fixtures.ts';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const roomy = contestFixture({ max_per_user: 20, my_entries: 0 });

/** The lobby with a roomy contest, its entry sheet open: the sheet and its entries field. */
async function openEntrySheet() {
  renderLobby('/lobby/nfl', {
    'GET /v1/contests': () => json({ contests: [roomy], as_of: '2099-11-24T10:00:00.000Z' }),
    'GET /v1/contests/bb-nfl-fast-5': () => json(detailFixture(roomy)),
  });
  await userEvent.click(await screen.findByRole('button', { name: /^Enter .*Sprint/ }));
  const sheet = await screen.findByRole('dialog');
  const quantity = within(sheet).getByRole('textbox', { name: 'Entries' }) as HTMLInputElement;
  return { sheet, quantity };
}

describe('the entries field', () => {
  it('can be cleared to type a number: clear then 5 is 5 entries, not 15', async () => {
    const { sheet, quantity } = await openEntrySheet();
    await userEvent.click(quantity);
    await userEvent.keyboard('{Backspace}');
    expect(quantity.value).toBe('');
    // Nothing to buy while the field is empty.
    expect(within(sheet).getByRole('button', { name: /^Enter/ })).toHaveProperty('disabled', true);
    await userEvent.keyboard('5');
    expect(quantity.value).toBe('5');
    expect(within(sheet).getByTestId('enter-total').textContent).toBe('$25.00');
    expect(within(sheet).getByRole('button', { name: 'Enter 5 × $5 · $25.00' })).toHaveProperty(
      'disabled',
      false,
    );
    // Left empty, the field goes back to one entry.
    await userEvent.clear(quantity);
    await userEvent.tab();
    expect(quantity.value).toBe('1');
    expect(quantity.className).toContain('text-base');
  });

  it('buys nothing for text that is not a whole number: "1.5" is not 15 entries', async () => {
    const { sheet, quantity } = await openEntrySheet();
    await userEvent.click(quantity);
    await userEvent.keyboard('1.5');
    expect(quantity.value).toBe('1.5');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(within(sheet).getByRole('button', { name: /^Enter/ })).toHaveProperty('disabled', true);
    expect(within(sheet).queryByRole('button', { name: /^Enter 15 ×/ })).toBeNull();
    // Made a whole number again, it buys that many.
    await userEvent.clear(quantity);
    await userEvent.keyboard('2');
    expect(quantity.getAttribute('aria-invalid')).toBe('false');
    expect(within(sheet).getByRole('button', { name: 'Enter 2 × $5 · $10.00' })).toHaveProperty(
      'disabled',
      false,
    );
    // Left as text, the field goes back to one entry.
    await userEvent.clear(quantity);
    await userEvent.keyboard('3x');
    await userEvent.tab();
    expect(quantity.value).toBe('1');
    expect(within(sheet).getByTestId('enter-total').textContent).toBe('$5.00');
  });
});
