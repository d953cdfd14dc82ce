import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../features/content/home-page.tsx';
import { DepositPage } from '../features/wallet/deposit/deposit-pages.tsx';
import { walletDefaults } from '../features/wallet/testing/render-wallet.ts';
import { renderWithApi } from '../shared/api/testing/render-with-api.tsx';

// Until responsible-gaming limits, time-outs and self-exclusion exist, no page may say a player can use them.
const PROMISES =
  /limits apply|limits you control|set (a |your )?(deposit |entry )?limits?\b|take a time-?out|self-exclude at any time/i;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copy that promises only what exists', () => {
  it.each([
    ['/', HomePage, 'Responsible gaming'],
    ['/deposit', DepositPage, 'Deposit'],
  ] as const)('%s promises no limits, time-outs or self-exclusion', async (path, Component, landmark) => {
    renderWithApi(path, [{ path, Component }], walletDefaults());
    await screen.findAllByText(landmark);
    if (path === '/deposit') await screen.findByLabelText('Card number');
    expect(document.body.textContent).not.toMatch(PROMISES);
  });
});
