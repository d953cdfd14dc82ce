import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { boardFixture, entryFixture, walletBody } from '../testing/board-fixtures.ts';
import { renderPickEm } from '../testing/render-pick-em.tsx';
import { boardHandler, keyOf, PAGE, pick, slip, submitAgainAsOneAttempt } from '../testing/slip-actions.ts';

const PROMO_HINT =
  "Your cash doesn't cover this, but you have $15.00 in promo credit: choose to use your promo credit and try again.";
const withPromo = (cashCents: number, promoCents: number) => {
  const body = walletBody(cashCents);
  return { data: { ...body.data, promo_cents: promoCents } };
};
const funding = (testId: string) => within(slip()).getByTestId(testId).textContent;

describe('the entry slip’s promo credit switch', () => {
  it('is off until turned on: the fee is charged from cash, then from promo credit, and the entry says which', async () => {
    const board = boardFixture(4);
    let answers = 0;
    const { api } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => board),
      'GET /v1/wallet': () => json(withPromo(5_00, 15_00)),
      'POST /v1/pickem/entries': () => {
        answers += 1;
        if (answers === 1) return apiError(422, 'insufficient_funds', PROMO_HINT);
        return json(entryFixture(board.lines.slice(0, 2)), 201);
      },
    });
    await pick(0, 'higher');
    await pick(1, 'higher');
    const toggle = await within(slip()).findByRole('switch', {
      name: /Use promo credit \(\$15\.00 available\)/,
    });
    expect(toggle).toHaveProperty('checked', false);
    // Off: the $10 fee is cash only, more than the $5 of cash.
    expect(within(slip()).queryByTestId('stake-funding')).toBeNull();
    expect(within(slip()).getByText(/That is more than your cash: use your promo credit below/)).toBeTruthy();

    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    expect(await within(slip()).findByText(PROMO_HINT)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/pickem/entries')[0]?.body).toMatchObject({ use_promo: false });

    // On: promo credit goes first, and the refusal no longer holds Submit: it is another attempt.
    await userEvent.click(toggle);
    expect(toggle).toHaveProperty('checked', true);
    expect(funding('stake-from-promo')).toBe('$10.00');
    expect(funding('stake-from-cash')).toBe('$0.00');
    expect(funding('stake-balance-after')).toBe('$5.00+ $5.00 promo');
    await waitFor(() =>
      expect(within(slip()).getByRole('button', { name: /^Submit/ })).toHaveProperty('disabled', false),
    );
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await screen.findByTestId('entry-submitted');
    const [refused, chosen] = api.callsTo('POST', '/v1/pickem/entries');
    expect(chosen?.body).toMatchObject({ use_promo: true });
    expect(keyOf(chosen)).not.toBe(keyOf(refused));
  });

  it('shows the cash and promo parts of a fee both cover, as the switch stands', async () => {
    const board = boardFixture(4);
    renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => board),
      'GET /v1/wallet': () => json(withPromo(50_00, 4_00)),
    });
    await pick(0, 'higher');
    await pick(1, 'higher');
    const toggle = await within(slip()).findByRole('switch', {
      name: /Use promo credit \(\$4\.00 available\)/,
    });
    expect(funding('stake-from-cash')).toBe('$10.00');
    expect(within(slip()).queryByTestId('stake-from-promo')).toBeNull();
    expect(funding('stake-balance-after')).toBe('$40.00+ $4.00 promo');
    await userEvent.click(toggle);
    expect(funding('stake-from-promo')).toBe('$4.00');
    expect(funding('stake-from-cash')).toBe('$6.00');
    expect(funding('stake-balance-after')).toBe('$44.00');
  });

  it('sends a lost entry again under its key with promo credit still chosen, though the wallet now shows it spent', async () => {
    // $10 of promo credit pays the $10 fee; the entry commits but its answers are lost, and the
    // wallet read afterwards shows the promo credit gone (spent by that very entry).
    const board = boardFixture(4);
    let answers = 0;
    const { api } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => board),
      'GET /v1/wallet': () => json(withPromo(5_00, answers > 0 ? 0 : 10_00)),
      'POST /v1/pickem/entries': () => {
        answers += 1;
        if (answers <= 3) return apiError(503, 'service_unavailable', 'Try again.');
        return json(entryFixture(board.lines.slice(0, 2)), 201);
      },
    });
    await pick(0, 'higher');
    await pick(1, 'higher');
    await userEvent.click(
      await within(slip()).findByRole('switch', { name: /Use promo credit \(\$10\.00 available\)/ }),
    );
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(3), {
      timeout: 5_000,
    });
    // The outcome is unknown: the wallet is read again and shows no promo credit (no switch now).
    await waitFor(() => expect(within(slip()).queryByRole('switch')).toBeNull());
    // One attempt: the same key and the same entry (promo credit chosen) every time, so the server
    // replays the committed entry; sent as the balance stood, the fourth would have paid again in cash.
    const calls = await submitAgainAsOneAttempt(api);
    expect(calls).toHaveLength(4);
    expect(calls[3]?.body).toMatchObject({ use_promo: true });
  });

  it('offers no switch to a player without promo credit, and sends cash only', async () => {
    const board = boardFixture(4);
    const { api } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => board),
      'POST /v1/pickem/entries': () => json(entryFixture(board.lines.slice(0, 2)), 201),
    });
    await pick(0, 'higher');
    await pick(1, 'higher');
    await within(slip()).findByTestId('stake-funding');
    expect(within(slip()).queryByRole('switch')).toBeNull();
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await screen.findByTestId('entry-submitted');
    expect(api.callsTo('POST', '/v1/pickem/entries')[0]?.body).toMatchObject({ use_promo: false });
  });
});
