import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { SplashPage } from '../index.ts';
import { GENERAL_SPLASH, SPLASH_CAMPAIGNS, splashCampaignFor } from './splash-campaigns.ts';

const routes = [{ path: '/splash/*', Component: SplashPage }];

afterEach(() => {
  vi.unstubAllGlobals();
});

const heading = () => screen.findByRole('heading', { level: 1 });

describe('/splash/*', () => {
  it.each(SPLASH_CAMPAIGNS.map((campaign) => [campaign.slug, campaign] as const))(
    '/splash/%s shows its campaign with a sign-up call to action and its rules',
    async (slug, campaign) => {
      renderWithApi(`/splash/${slug}`, routes);
      expect((await heading()).textContent).toBe(`${campaign.title} ${campaign.highlight}`);
      expect(document.querySelector('[data-campaign]')?.getAttribute('data-campaign')).toBe(slug);
      expect(screen.getByRole('link', { name: campaign.signUpLabel }).getAttribute('href')).toBe('/register');
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
      expect(
        screen.getByRole('link', { name: campaign.rules.label.toLowerCase() }).getAttribute('href'),
      ).toBe(campaign.rules.to);
      for (const point of campaign.points) expect(screen.getByText(point)).toBeTruthy();
    },
  );

  it('falls back to the general splash for a campaign it does not know', async () => {
    renderWithApi('/splash/partner-xyz/autumn', routes);
    expect((await heading()).textContent).toBe(`${GENERAL_SPLASH.title} ${GENERAL_SPLASH.highlight}`);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(document.body.textContent).not.toMatch(/partner-xyz/);
  });

  it('states the minimum age and links to responsible gaming', async () => {
    renderWithApi('/splash/sportsbook', routes);
    await heading();
    expect(screen.getByText(/Must be 21 or older/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'responsible gaming resources' }).getAttribute('href')).toBe(
      '/responsible-gaming-resources',
    );
    expect(screen.getByRole('link', { name: 'promotion rules' }).getAttribute('href')).toBe(
      '/rules/promotions',
    );
  });

  it('matches slugs without regard to case or a trailing slash', () => {
    expect(splashCampaignFor('Best-Ball/').slug).toBe('best-ball');
    expect(splashCampaignFor('').slug).toBe(GENERAL_SPLASH.slug);
    expect(new Set(SPLASH_CAMPAIGNS.map((campaign) => campaign.slug)).size).toBe(SPLASH_CAMPAIGNS.length);
  });
});
