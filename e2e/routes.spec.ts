import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, liveApp, test } from './fixtures.ts';

type Layout = 'bare' | 'public' | 'main' | 'narrow' | 'wide';
type Access = 'public' | 'guest-only' | 'signed-in' | 'signed-in-away';

interface RouteCase {
  path: string;
  layout: Layout;
  access: Access;
  navigation?: 'hidden';
}

const page_ = (path: string, layout: Layout, access: Access, navigation?: 'hidden'): RouteCase => ({
  path,
  layout,
  access,
  navigation,
});

/** One concrete address per route of seed section 2, with the layout and guard it must have. */
const ROUTES: RouteCase[] = [
  // Mobile-webview routes
  page_('/m/bet-history/open', 'bare', 'public', 'hidden'),
  page_('/m/transaction-history/deposits', 'bare', 'public', 'hidden'),
  page_('/m/credit-card-deposit', 'bare', 'public', 'hidden'),
  page_('/m/responsible-gaming-limits/deposit', 'bare', 'public', 'hidden'),
  page_('/m/rules/pick-em', 'bare', 'public', 'hidden'),
  page_('/m/tax', 'bare', 'public', 'hidden'),
  page_('/mfa-enroll-success', 'bare', 'public', 'hidden'),
  // Public pages
  page_('/account-unblocked', 'public', 'signed-in-away'),
  page_('/account-unlock', 'public', 'public'),
  page_('/android-download', 'public', 'public'),
  page_('/average-results', 'public', 'public'),
  page_('/m/average-results', 'bare', 'public', 'hidden'),
  page_('/careers', 'public', 'public'),
  page_('/m/careers', 'bare', 'public', 'hidden'),
  page_('/careers-faqs', 'public', 'public'),
  page_('/m/careers-faqs', 'bare', 'public', 'hidden'),
  page_('/download', 'public', 'public'),
  page_('/download-the-app', 'public', 'public'),
  page_('/to-the-underdogs', 'public', 'public'),
  page_('/legality-underdog-contests', 'public', 'public'),
  page_('/guarddog', 'public', 'public'),
  page_('/m/guarddog', 'bare', 'public', 'hidden'),
  page_('/email-verified', 'public', 'public'),
  page_('/withdrawal-confirmation', 'public', 'public'),
  page_('/rules/best-ball', 'public', 'public'),
  page_('/splash/kickoff', 'public', 'public'),
  page_('/terms-and-conditions/privacy-policy', 'public', 'public'),
  page_('/password-changed', 'public', 'public'),
  // Guest-only pages
  page_('/', 'public', 'guest-only'),
  page_('/promos', 'public', 'guest-only'),
  page_('/register', 'public', 'guest-only'),
  page_('/login', 'public', 'guest-only'),
  page_('/forgot-password', 'public', 'guest-only'),
  page_('/login-confirmation', 'public', 'guest-only'),
  // Authenticated pages with the main layout
  page_('/account/security', 'main', 'signed-in'),
  page_('/active', 'main', 'signed-in'),
  page_('/active/d1', 'main', 'signed-in'),
  page_('/dashboard', 'main', 'signed-in'),
  page_('/deposit', 'main', 'signed-in'),
  page_('/deposit-success/50', 'main', 'signed-in'),
  page_('/draft', 'main', 'signed-in'),
  page_('/draft/d1', 'main', 'signed-in'),
  page_('/draft-board/d1', 'main', 'signed-in', 'hidden'),
  page_('/completed/s1/weekly/t1', 'main', 'signed-in'),
  page_('/live/pick-em/nfl/s1', 'main', 'signed-in'),
  page_('/exposure/s1/c1', 'main', 'signed-in'),
  page_('/lobby/nfl/s1', 'main', 'signed-in'),
  page_('/news-feed/nba', 'main', 'signed-in'),
  page_('/pick-em/rivals/pre-game/nfl', 'main', 'signed-in'),
  page_('/rankings/nfl/s1', 'main', 'signed-in'),
  page_('/results/pick-em/nfl/s1', 'main', 'signed-in'),
  page_('/trustly-cancel-deposit', 'main', 'signed-in'),
  page_('/trustly-loading-deposit', 'main', 'signed-in'),
  // Mobile authenticated
  page_('/m/deposit', 'bare', 'signed-in', 'hidden'),
  page_('/m/deposit-success/25', 'bare', 'signed-in', 'hidden'),
  page_('/m/news-feed/nfl', 'bare', 'signed-in', 'hidden'),
  // Narrow or wide layout pages
  page_('/responsible-gaming-resources', 'wide', 'public'),
  page_('/m/responsible-gaming-resources', 'wide', 'public', 'hidden'),
  page_('/tax', 'narrow', 'signed-in', 'hidden'),
  page_('/verification', 'narrow', 'signed-in'),
  page_('/verification/docv', 'narrow', 'signed-in'),
  page_('/m/verification', 'narrow', 'signed-in', 'hidden'),
];

interface Expected {
  pathname: string;
  layout: Layout;
  navigation: 'visible' | 'hidden';
}

function expectedFor(route: RouteCase, signedIn: boolean): Expected {
  const own = {
    pathname: route.path,
    layout: route.layout,
    navigation: route.navigation ?? 'visible',
  } as const;
  const lobby = { pathname: '/lobby', layout: 'main', navigation: 'visible' } as const;
  const login = { pathname: '/login', layout: 'public', navigation: 'visible' } as const;
  if (route.access === 'signed-in') return signedIn ? own : login;
  if (route.access === 'guest-only' || route.access === 'signed-in-away') return signedIn ? lobby : own;
  return own;
}

/** Each page is checked with axe once: signed in for pages behind the log in, as a guest for the rest. */
const checkedSignedIn = (route: RouteCase) => route.access === 'signed-in';

async function expectPage(page: Page, path: string, expected: Expected, accessibility = false) {
  await page.goto(path);
  const root = page.locator('[data-layout]').first();
  await expect(root, path).toHaveAttribute('data-layout', expected.layout);
  await expect(root, path).toHaveAttribute('data-nav', expected.navigation);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByText('We could not find that page'), path).toHaveCount(0);
  expect(new URL(page.url()).pathname, path).toBe(expected.pathname);
  if (!accessibility) return;
  // Checked as the live app draws it (a prerendered page is replaced once the app starts).
  await liveApp(page);
  await expectAccessible(page, path);
}

const GROUPS = ['/m/', '/a', '/c', '/d', '/l', '/p', '/r', '/t', '/v', 'other'] as const;
function groupOf(path: string): (typeof GROUPS)[number] {
  return GROUPS.find((prefix) => prefix !== 'other' && path.startsWith(prefix)) ?? 'other';
}

for (const group of GROUPS) {
  const routes = ROUTES.filter((route) => groupOf(route.path) === group);

  test(`a guest sees every ${group} route in its layout, or is sent to log in @phone`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(testInfo.timeout * 3);
    for (const route of routes)
      await expectPage(page, route.path, expectedFor(route, false), !checkedSignedIn(route));
  });

  test(`a signed-in user sees every ${group} route in its layout @phone`, async ({
    signedInPage,
  }, testInfo) => {
    test.setTimeout(testInfo.timeout * 3);
    for (const route of routes)
      await expectPage(signedInPage, route.path, expectedFor(route, true), checkedSignedIn(route));
  });
}

test('a guest on an authenticated page is sent to log in with the address to return to', async ({ page }) => {
  await page.goto('/lobby/nfl?slate=week-1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Flobby%2Fnfl%3Fslate%3Dweek-1$/);
});

test('/pick-em opens the default pick’em page @phone', async ({ signedInPage }) => {
  await signedInPage.goto('/pick-em');
  await expect(signedInPage).toHaveURL(/\/pick-em\/higher-lower\/all\/home$/);
  const timing = signedInPage.getByRole('navigation', { name: 'Pick timing' });
  await expect(timing.getByRole('link', { name: /Pre-game & In-game/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Phones show only the chosen timing's text (under the tabs); wide screens show each one's.
  await timing.getByRole('link', { name: /^Pre-game(?! &)/ }).click();
  await expect(signedInPage).toHaveURL(/\/pick-em\/higher-lower\/pre-game\/home$/);
  await expect(
    signedInPage.locator('text=Make picks before the start of the game >> visible=true'),
  ).toBeVisible();
});

for (const path of ['/nope', '/m/nope', '/lobby/nfl/s1/extra', '/pick-em/parlays/all/home']) {
  test(`${path} shows the not-found page with a link home`, async ({ signedInPage }) => {
    await signedInPage.goto(path);
    await expect(signedInPage.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    await expect(signedInPage.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expectAccessible(signedInPage, path);
  });
}
