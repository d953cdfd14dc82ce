import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import * as content from './index.ts';

// The static pages of PRODUCT.md "Content pages", as routes.tsx mounts them.
const PAGES = [
  ['/careers', content.CareersPage],
  ['/m/careers', content.CareersPage],
  ['/careers-faqs', content.CareersFaqsPage],
  ['/m/careers-faqs', content.CareersFaqsPage],
  ['/download', content.DownloadPage],
  ['/download-the-app', content.DownloadTheAppPage],
  ['/android-download', content.AndroidDownloadPage],
  ['/to-the-underdogs', content.ToTheUnderdogsPage],
  ['/splash/kickoff', content.SplashPage],
] as const;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the static pages', () => {
  it.each(PAGES)('%s is a finished page: one h1, no placeholder, a document title', async (path, Page) => {
    renderWithApi(path, [{ path: path.startsWith('/splash/') ? '/splash/*' : path, Component: Page }]);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/coming\s+soon|what you will find here|lorem ipsum/i);
    expect(document.title).toMatch(/ · Kennel$/);
    expect(document.querySelectorAll('main, [data-page]').length).toBeGreaterThan(0);
  });
});
