import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { GUARDDOG_COMMITMENTS, GuarddogPage } from './guarddog-page.tsx';

const routes = [
  { path: '/guarddog', Component: GuarddogPage },
  { path: '/m/guarddog', Component: GuarddogPage },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/guarddog', () => {
  it('states the commitments the platform keeps on every payment', async () => {
    renderWithApi('/guarddog', routes);
    expect(await screen.findByRole('heading', { level: 1, name: /GuardDog/ })).toBeTruthy();
    const commitments = screen.getAllByTestId('guarddog-commitment');
    expect(commitments.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'No wager without funds',
      'Limits checked with the money',
      'A 24-hour wait on raising a limit',
      'Identity, age and location checks',
      'An audit trail',
      'Breaks that hold',
    ]);
    expect(GUARDDOG_COMMITMENTS).toHaveLength(commitments.length);
    expect(screen.getByRole('region', { name: 'How we watch for harmful play' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/coming soon/i);
  });

  it('links into the player’s own tools and to help', async () => {
    renderWithApi('/guarddog', routes);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Set my limits' }).getAttribute('href')).toBe(
      '/account/responsible-gaming',
    );
    const tools = within(screen.getByRole('region', { name: 'Your tools' })).getAllByTestId('player-tool');
    expect(tools.map((tool) => tool.textContent)).toEqual([
      expect.stringContaining('Deposit limits'),
      expect.stringContaining('Spend limits'),
      expect.stringContaining('Maximum entry fee'),
      expect.stringContaining('Time-out'),
      expect.stringContaining('Self-exclusion'),
    ]);
    expect(screen.getByRole('link', { name: 'Get help' }).getAttribute('href')).toBe(
      '/responsible-gaming-resources',
    );
    expect(screen.getByRole('link', { name: 'Call 1-800-GAMBLER' }).getAttribute('href')).toBe(
      'tel:+18004262537',
    );
  });

  it('keeps the webview inside the app', async () => {
    renderWithApi('/m/guarddog', routes);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Set my limits' }).getAttribute('href')).toBe(
      '/m/responsible-gaming-limits',
    );
    expect(screen.getByRole('link', { name: 'Get help' }).getAttribute('href')).toBe(
      '/m/responsible-gaming-resources',
    );
    for (const tool of screen.getAllByTestId('player-tool')) {
      expect(tool.getAttribute('href')).toMatch(/^\/m\/responsible-gaming-limits\//);
    }
  });
});
