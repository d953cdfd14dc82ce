import { HELP_RESOURCE_STATES, NATIONAL_HELP_RESOURCES } from '@kennel/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedInSession } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { writeStored } from '../../../shared/storage/index.ts';
import { ResponsibleGamingResourcesPage } from './resources-page.tsx';

const routes = [
  { path: '/responsible-gaming-resources', Component: ResponsibleGamingResourcesPage },
  { path: '/m/responsible-gaming-resources', Component: ResponsibleGamingResourcesPage },
];

const account = (state: string) => ({
  data: {
    id: 'u1',
    username: 'rexthedog',
    email: 'rex@kennel.example',
    email_verified_at: null,
    state,
    mfa_enabled: false,
    previous_login_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    terms_version: '2026-01-01',
    referral_code: 'REX1',
  },
});

function stateSelect() {
  return screen.getByLabelText('Your state') as HTMLSelectElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/responsible-gaming-resources', () => {
  it('lists the national help lines with a way to call, text or chat each', async () => {
    renderWithApi('/responsible-gaming-resources', routes);
    const talkNow = await screen.findByRole('region', { name: 'Get help now' });
    const cards = within(talkNow).getAllByTestId('help-resource');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      NATIONAL_HELP_RESOURCES.map((resource) => resource.name),
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Call 1-800-GAMBLER' }).getAttribute('href')).toBe(
      'tel:+18004262537',
    );
    const ncpg = cards[1]!;
    expect(
      within(ncpg)
        .getByRole('link', { name: /^Call 1-800-MY-RESET/ })
        .getAttribute('href'),
    ).toBe('tel:+18006973738');
    expect(within(ncpg).getByRole('link', { name: /^Text/ }).getAttribute('href')).toMatch(/^sms:/);
    const chat = within(ncpg).getByRole('link', { name: /Chat online/ });
    expect(chat.getAttribute('href')).toBe('https://www.ncpgambling.org/chat/');
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
    for (const name of ['Gamblers Anonymous', 'GamTalk', 'Gam-Anon']) {
      expect(within(talkNow).getByRole('heading', { name })).toBeTruthy();
    }
  });

  it('starts the state picker at the signed-in player’s state, and shows any state picked', async () => {
    const user = userEvent.setup();
    renderWithApi('/responsible-gaming-resources', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/account': () => json(account('NJ')),
    });
    await waitFor(() => expect(stateSelect().value).toBe('NJ'));
    const region = screen.getByRole('region', { name: 'Help in your state' });
    expect(within(region).getByText('The state on your account.')).toBeTruthy();
    expect(
      within(region).getByRole('heading', { name: 'Council on Compulsive Gambling of New Jersey' }),
    ).toBeTruthy();

    await user.selectOptions(stateSelect(), 'OH');
    expect(within(region).getByRole('heading', { name: 'Ohio Problem Gambling Helpline' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Call 1-800-589-9966' }).getAttribute('href')).toBe(
      'tel:+18005899966',
    );
    await user.selectOptions(stateSelect(), 'TX');
    expect(within(region).getByRole('heading', { name: 'Problem gambling help in Texas' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: /ncpgambling.org: help by state/ })).toBeTruthy();
  });

  it('offers every state Kennel operates in, and asks a guest to pick one', async () => {
    renderWithApi('/responsible-gaming-resources', routes);
    expect(await screen.findByTestId('state-help-empty')).toBeTruthy();
    const offered = [...stateSelect().options]
      .filter((option) => !option.disabled)
      .map((option) => option.value);
    expect(offered).toEqual([...HELP_RESOURCE_STATES]);
    expect(offered).not.toContain('WA');
  });

  it('falls back to where the last location check found a guest', async () => {
    writeStored('locationState', { state: 'PA', checkedAt: '2026-11-20T12:00:00.000Z' });
    renderWithApi('/responsible-gaming-resources', routes);
    await waitFor(() => expect(stateSelect().value).toBe('PA'));
    expect(screen.getByText('Where you are now.')).toBeTruthy();
  });

  it('links each tool into the player’s account on the web', async () => {
    renderWithApi('/responsible-gaming-resources', routes);
    const tools = await screen.findAllByTestId('player-tool');
    expect(tools.map((tool) => tool.getAttribute('href'))).toEqual(
      Array(5).fill('/account/responsible-gaming'),
    );
    expect(screen.getByRole('link', { name: /How GuardDog/ }).getAttribute('href')).toBe('/guarddog');
  });

  it('keeps the webview inside the app', async () => {
    renderWithApi('/m/responsible-gaming-resources', routes);
    const tools = await screen.findAllByTestId('player-tool');
    expect(tools.map((tool) => tool.getAttribute('href'))).toEqual([
      '/m/responsible-gaming-limits/deposit',
      '/m/responsible-gaming-limits/spend',
      '/m/responsible-gaming-limits/entry-fee',
      '/m/responsible-gaming-limits/breaks',
      '/m/responsible-gaming-limits/breaks',
    ]);
    expect(screen.getByRole('link', { name: /How GuardDog/ }).getAttribute('href')).toBe('/m/guarddog');
  });

  it('counts the self-check’s answers on the screen only, and points to help', async () => {
    const user = userEvent.setup();
    const { api } = renderWithApi('/responsible-gaming-resources', routes);
    const result = await screen.findByTestId('self-check-result');
    expect(result.textContent).toContain('nothing is saved or sent');
    const questions = within(screen.getByRole('group', { name: 'Self-check questions' })).getAllByRole(
      'checkbox',
    );
    expect(questions.length).toBeGreaterThanOrEqual(8);
    await user.click(questions[0]!);
    await user.click(questions[2]!);
    expect(result.textContent).toContain(`You answered yes to 2 of ${questions.length}`);
    expect(
      within(result)
        .getByRole('link', { name: /Talk to someone/ })
        .getAttribute('href'),
    ).toBe('#talk-now');
    await user.click(questions[0]!);
    expect(result.textContent).toContain(`yes to 1 of`);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Signs of a gambling problem' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/coming soon/i);
  });
});
