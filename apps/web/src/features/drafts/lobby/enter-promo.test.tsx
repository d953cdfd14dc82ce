import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { entryFixture, renderLobby, walletBody } from './testing/lobby-fixtures.ts';
import {
  contestsApi,
  ENTRIES_PATH,
  keyOf,
  openEnter,
  sprint,
  withFakeSockets,
} from './testing/lobby-page-support.ts';

withFakeSockets();

const PROMO_HINT =
  "Your cash doesn't cover this, but you have $8.00 in promo credit: choose to use your promo credit and try again.";
const withPromo = (cashCents: number, promoCents: number) => ({
  data: { ...walletBody(cashCents).data, promo_cents: promoCents },
});
const entered = () =>
  json({ contest: { ...sprint, entries: 38, my_entries: 2 }, entries: [entryFixture()] }, 201);

describe('the best ball entry’s promo credit switch', () => {
  it('is off until turned on: the entry is paid from cash, then from promo credit, and says which', async () => {
    let answers = 0;
    const { api } = renderLobby('/lobby/nfl', {
      ...contestsApi(() => [sprint]),
      'GET /v1/wallet': () => json(withPromo(3_00, 8_00)),
      [`POST ${ENTRIES_PATH}`]: () => {
        answers += 1;
        return answers === 1 ? apiError(422, 'insufficient_funds', PROMO_HINT) : entered();
      },
    });
    const sheet = await openEnter();
    const toggle = await within(sheet).findByRole('switch', {
      name: /Use promo credit \(\$8\.00 available\)/,
    });
    expect(toggle).toHaveProperty('checked', false);
    // Off, $3 of cash cannot pay the $5 entry: no split to show.
    expect(within(sheet).queryByTestId('stake-funding')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    expect(await within(sheet).findByText(PROMO_HINT)).toBeTruthy();
    expect(api.callsTo('POST', ENTRIES_PATH)[0]?.body).toEqual({ quantity: 1, use_promo: false });

    await userEvent.click(toggle);
    expect(toggle).toHaveProperty('checked', true);
    expect(within(sheet).getByTestId('stake-from-promo').textContent).toBe('$5.00');
    expect(within(sheet).getByTestId('stake-from-cash').textContent).toBe('$0.00');
    expect(within(sheet).getByTestId('stake-balance-after').textContent).toBe('$3.00+ $3.00 promo');
    const enter = within(sheet).getByRole('button', { name: 'Enter $5.00' });
    await waitFor(() => expect(enter).toHaveProperty('disabled', false));
    await userEvent.click(enter);
    expect(await within(sheet).findByText(/You’re in/)).toBeTruthy();
    const [refused, chosen] = api.callsTo('POST', ENTRIES_PATH);
    expect(chosen?.body).toEqual({ quantity: 1, use_promo: true });
    expect(keyOf(chosen)).not.toBe(keyOf(refused));
  });

  it('offers no switch without promo credit, and sends cash only', async () => {
    const { api } = renderLobby('/lobby/nfl', {
      ...contestsApi(() => [sprint]),
      [`POST ${ENTRIES_PATH}`]: entered,
    });
    const sheet = await openEnter();
    expect(await within(sheet).findByTestId('stake-balance-after')).toBeTruthy();
    expect(within(sheet).getByTestId('stake-from-cash').textContent).toBe('$5.00');
    expect(within(sheet).queryByRole('switch')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    await screen.findByText(/You’re in/);
    expect(api.callsTo('POST', ENTRIES_PATH)[0]?.body).toEqual({ quantity: 1, use_promo: false });
  });
});
