import { OWED_EXPLANATION } from '@kennel/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { WalletAccountSection } from '../account/wallet-section.tsx';
import { TransactionHistoryPage } from '../history/history-pages.tsx';
import { renderWallet, savedVisa, walletBody } from '../testing/render-wallet.ts';

// A player who owes part of a corrected payment sees it where money is: the wallet, the withdraw
// form (what they can withdraw and why) and the history (each reversal and pay-down in words).

const verified = { status: 'approved', message: 'Verified.', submitted_at: null, decided_at: null };

const owedItem = {
  id: 'owed_1',
  game: 'pickem',
  reason: "A pick'em entry was re-graded after a stat correction",
  owed_at_reversal_cents: 50_00,
  owed_cents: 30_00,
  created_at: '2026-11-02T20:01:00.000Z',
  paid_at: null,
};

function walletPage(cashCents: number, owedCents: number) {
  return renderWallet('/account/wallet', [{ path: '/account/wallet', Component: WalletAccountSection }], {
    'GET /v1/wallet': () => json(walletBody(cashCents, { owed_cents: owedCents })),
    'GET /v1/wallet/owed': () =>
      json({
        data: { owed_cents: owedCents, items: owedCents > 0 ? [{ ...owedItem, owed_cents: owedCents }] : [] },
      }),
    'GET /v1/verification': () => json({ data: verified }),
    'GET /v1/withdrawals': () => json({ data: [] }),
    'GET /v1/payout-methods': () => json({ data: [savedVisa] }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wallet of a player who owes', () => {
  it('shows what is owed, why, and what that leaves to withdraw', async () => {
    walletPage(80_00, 30_00);
    const notice = await screen.findByTestId('owed-notice');
    expect(within(notice).getByRole('heading').textContent).toBe('$30.00 owed from a corrected result');
    expect(within(notice).getByText(OWED_EXPLANATION)).toBeTruthy();
    expect(within(notice).getByTestId('owed-amount').textContent).toBe('-$30.00');
    expect(within(notice).getByTestId('owed-withdrawable').textContent).toBe('$50.00');
    const item = await within(notice).findByTestId('owed-item');
    expect(within(item).getByText(owedItem.reason)).toBeTruthy();
    expect(within(item).getByText('$30.00')).toBeTruthy();
    expect(within(item).getByText(/Nov 2, 2026/)).toBeTruthy();
    expect(within(item).getByText(/paid of/).textContent).toBe(
      'Nov 2, 2026, 3:01 PM ET · $20.00 paid of $50.00',
    );
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/account/transactions');
    expect(screen.getByTestId('owed-figure').textContent).toBe('-$30.00');
  });

  it('caps the withdraw form at the cash less what is owed, and says why', async () => {
    const user = userEvent.setup();
    walletPage(80_00, 30_00);
    expect(
      await screen.findByText(
        'Minimum $10.00. Available to withdraw: $50.00, your $80.00 balance less the $30.00 you owe from a corrected result.',
      ),
    ).toBeTruthy();
    // Presets past what can be withdrawn are not offered.
    expect(screen.getByRole('radio', { name: '$50' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '$100' })).toBeNull();
    await user.type(screen.getByLabelText('Or enter an amount'), '50.01');
    expect(
      await screen.findByText(
        'You can withdraw up to $50.00: $30.00 of your balance is owed from a corrected result. Enter a smaller amount.',
      ),
    ).toBeTruthy();
  });

  it('explains a balance all owed instead of offering a withdrawal that cannot succeed', async () => {
    walletPage(20_00, 50_00);
    const nothing = await screen.findByTestId('nothing-to-withdraw');
    expect(nothing.textContent).toBe(
      'Your $20.00 balance goes toward the $50.00 you owe from a corrected result. It comes out of your next winnings, never your deposits. You can keep playing with your balance, and withdraw once it is more than what you owe.',
    );
    expect(screen.getByRole('heading', { name: 'Nothing to withdraw yet' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Withdraw' })).toBeNull();
    expect((await screen.findByTestId('owed-notice')).textContent).toContain('$0.00');
  });

  it('shows nothing about owing to a player who owes nothing', async () => {
    walletPage(80_00, 0);
    expect(await screen.findByText('Minimum $10.00. You can withdraw up to $80.00.')).toBeTruthy();
    expect(screen.queryByTestId('owed-notice')).toBeNull();
    expect(screen.queryByTestId('owed-figure')).toBeNull();
  });
});

describe('the history of a player who owes', () => {
  const row = (id: string, amount: number, correction: unknown, description: string) => ({
    id,
    type: 'payout',
    amount_cents: amount,
    balance_after_cents: 0,
    account: 'cash',
    description,
    correction,
    created_at: '2026-11-02T20:01:00.000Z',
  });

  it('says in words which rows took a payment back and which paid down what was owed', async () => {
    renderWallet(
      '/m/transaction-history',
      [{ path: '/m/transaction-history/*', Component: TransactionHistoryPage }],
      {
        'GET /v1/wallet': () => json(walletBody(0, { owed_cents: 30_00 })),
        'GET /v1/wallet/owed': () => json({ data: { owed_cents: 30_00, items: [owedItem] } }),
        'GET /v1/transactions': () =>
          json({
            data: [
              row(
                't3',
                -20_00,
                { kind: 'owed_paid_down', owed_cents: 50_00 },
                'Owed from a corrected result, paid down',
              ),
              row('t2', 20_00, null, "Pick'em winnings"),
              row('t1', -10_00, { kind: 'reversal', owed_cents: 50_00 }, "Pick'em winnings corrected"),
            ],
            next_cursor: null,
          }),
      },
    );
    const rows = await screen.findAllByTestId('transaction');
    expect(
      rows.map((each) => within(each).queryByTestId('transaction-correction')?.textContent ?? null),
    ).toEqual([
      'Paid toward the $50.00 you owed from a corrected result.',
      null,
      "Taken back after a correction. Your balance didn't cover $50.00 of it: that is owed, and comes out of your next winnings.",
    ]);
    // The owed list is on the history page too: a reversal the balance covered none of moved no money.
    const notice = await screen.findByTestId('owed-notice');
    expect(within(notice).queryByRole('link')).toBeNull();
    expect(await within(notice).findByTestId('owed-item')).toBeTruthy();
  });
});
