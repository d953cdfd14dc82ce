import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../features/content/home-page.tsx';
import { ResponsibleGamingResourcesPage } from '../features/responsible-gaming/resources-page.tsx';
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
    ['/responsible-gaming-resources', ResponsibleGamingResourcesPage, 'Get help now'],
    ['/deposit', DepositPage, 'Deposit'],
  ] as const)('%s promises no limits, time-outs or self-exclusion', async (path, Component, landmark) => {
    renderWithApi(path, [{ path, Component }], walletDefaults());
    await screen.findAllByText(landmark);
    if (path === '/deposit') await screen.findByLabelText('Card number');
    expect(document.body.textContent).not.toMatch(PROMISES);
  });

  it('lists the planned tools as coming soon, not as tools in the account', async () => {
    renderWithApi('/rg', [{ path: '/rg', Component: ResponsibleGamingResourcesPage }]);
    const tools = await screen.findAllByTestId('planned-tool');
    expect(tools).toHaveLength(3);
    for (const tool of tools) expect(within(tool).getByText('Coming soon')).toBeTruthy();
    expect(screen.queryByText(/Tools in your account/)).toBeNull();
  });
});
