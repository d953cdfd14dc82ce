import { PREDICTION_MARKETS_UNAVAILABLE_MESSAGE } from '@kennel/core/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { AndroidDownloadPage, DownloadPage, DownloadTheAppPage } from '../index.ts';
import { APP_STORE_LINKS, storeForDevice, storeNavigation } from './app-stores.ts';

const routes = [
  { path: '/download', Component: DownloadPage },
  { path: '/download-the-app', Component: DownloadTheAppPage },
  { path: '/android-download', Component: AndroidDownloadPage },
];

const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  // iPadOS asks for desktop sites by default and reads as a Mac; only touch tells them apart.
  iPadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

function onDevice(userAgent: string, maxTouchPoints = 0) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints);
  return vi.spyOn(storeNavigation, 'go').mockImplementation(() => {});
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('storeForDevice', () => {
  it.each([
    [AGENTS.iPhone, 5, 'app-store'],
    [AGENTS.iPadAsMac, 5, 'app-store'],
    [AGENTS.iPadAsMac, 0, null],
    [AGENTS.android, 5, 'google-play'],
    [AGENTS.windows, 0, null],
    ['', 0, null],
  ] as const)('%s with %i touch points goes to %s', (userAgent, maxTouchPoints, store) => {
    expect(storeForDevice({ userAgent, maxTouchPoints })).toBe(store);
  });
});

describe('/download', () => {
  it('shows what the app has, the mobile-only markets, the store buttons and what a phone needs', async () => {
    renderWithApi('/download', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Download Kennel' })).toBeTruthy();
    const features = screen.getByRole('region', { name: 'What’s in the app' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Best ball drafts', 'Pick’em', 'Sportsbook', 'Prediction markets']);
    expect(within(features).getByText(PREDICTION_MARKETS_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      APP_STORE_LINKS['app-store'].href,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
      APP_STORE_LINKS['google-play'].href,
    );
    const needs = screen.getByRole('region', { name: 'What your phone needs' });
    expect(within(needs).getByText('iOS or iPadOS 16 or later')).toBeTruthy();
    expect(within(needs).getByText('Android 9 or later, with Google Play')).toBeTruthy();
    expect(
      within(needs).getByRole('link', { name: 'Step-by-step Android install help' }).getAttribute('href'),
    ).toBe('/android-download');
  });

  it('points the store buttons at the stores themselves', () => {
    expect(new URL(APP_STORE_LINKS['app-store'].href).host).toBe('apps.apple.com');
    expect(new URL(APP_STORE_LINKS['google-play'].href).host).toBe('play.google.com');
  });
});

describe('/download-the-app', () => {
  it('sends an iPhone straight to the App Store, with its button as a fallback', async () => {
    const go = onDevice(AGENTS.iPhone, 5);
    renderWithApi('/download-the-app', routes);
    expect(await screen.findByText('Opening App Store…')).toBeTruthy();
    expect(go).toHaveBeenCalledExactlyOnceWith(APP_STORE_LINKS['app-store'].href);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
  });

  it('sends an Android phone straight to Google Play', async () => {
    const go = onDevice(AGENTS.android, 5);
    renderWithApi('/download-the-app', routes);
    expect(await screen.findByText('Opening Google Play…')).toBeTruthy();
    expect(go).toHaveBeenCalledExactlyOnceWith(APP_STORE_LINKS['google-play'].href);
  });

  it('shows a computer both buttons and goes nowhere', async () => {
    const go = onDevice(AGENTS.windows);
    renderWithApi('/download-the-app', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Get the Kennel app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });
});

describe('/android-download', () => {
  it('gives the install steps, the Google Play button and a warning about app files', async () => {
    renderWithApi('/android-download', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kennel for Android' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
    const steps = screen.getByRole('region', { name: 'Install in four steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    const warning = screen.getByRole('region', { name: 'Only install Kennel from Google Play' });
    expect(within(warning).getByRole('link').getAttribute('href')).toMatch(/^mailto:support@/);
  });

  it('answers install problems one at a time', async () => {
    const user = userEvent.setup();
    renderWithApi('/android-download', routes);
    const blocked = await screen.findByRole('button', { name: 'The install is blocked or stops part way' });
    await user.click(blocked);
    expect(screen.getByRole('region', { name: blocked.textContent ?? '' }).textContent).toMatch(/200 MB/);
  });
});
