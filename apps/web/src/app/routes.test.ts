import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './route-handle.ts';
import { appRoutes } from './routes.tsx';

type Layout = 'bare' | 'public' | 'main' | 'narrow' | 'wide';
type Guard = 'require-auth' | 'guest-only' | 'signed-in-away';
interface SeedRoute {
  /** The route as seed section 2 writes it. */
  seed: string;
  /** Concrete addresses that must reach it. */
  paths: string[];
  layout: Layout;
  guard?: Guard;
  navigation?: 'hidden';
}

const m = (seed: string, paths: string[], extra: Partial<SeedRoute> = {}): SeedRoute => ({
  seed,
  paths,
  layout: 'bare',
  ...extra,
});
const pub = (seed: string, paths: string[], extra: Partial<SeedRoute> = {}): SeedRoute => ({
  seed,
  paths,
  layout: 'public',
  ...extra,
});
const main = (seed: string, paths: string[], extra: Partial<SeedRoute> = {}): SeedRoute => ({
  seed,
  paths,
  layout: 'main',
  guard: 'require-auth',
  ...extra,
});

/** Seed section 2, line by line. */
const SEED_ROUTES: SeedRoute[] = [
  // Mobile-webview routes (no surrounding layout)
  m('/m/bet-history/:state', ['/m/bet-history/open', '/m/bet-history/settled']),
  m('/m/transaction-history/*', ['/m/transaction-history', '/m/transaction-history/deposits/2024']),
  m('/m/credit-card-deposit', ['/m/credit-card-deposit']),
  m('/m/responsible-gaming-limits/*', [
    '/m/responsible-gaming-limits',
    '/m/responsible-gaming-limits/deposit',
  ]),
  m('/m/rules/*', ['/m/rules', '/m/rules/pick-em']),
  m('/m/tax', ['/m/tax']),
  m('/mfa-enroll-success', ['/mfa-enroll-success']),
  // Public pages
  pub('/account-unblocked', ['/account-unblocked'], { guard: 'signed-in-away' }),
  pub('/account-unlock', ['/account-unlock']),
  pub('/android-download', ['/android-download']),
  pub('/average-results', ['/average-results']),
  m('/m/average-results', ['/m/average-results']),
  pub('/careers', ['/careers']),
  m('/m/careers', ['/m/careers']),
  pub('/careers-faqs', ['/careers-faqs']),
  m('/m/careers-faqs', ['/m/careers-faqs']),
  pub('/download', ['/download']),
  pub('/download-the-app', ['/download-the-app']),
  pub('/to-the-underdogs', ['/to-the-underdogs']),
  pub('/legality-underdog-contests', ['/legality-underdog-contests']),
  pub('/guarddog', ['/guarddog']),
  m('/m/guarddog', ['/m/guarddog']),
  pub('/email-verified', ['/email-verified']),
  pub('/withdrawal-confirmation', ['/withdrawal-confirmation']),
  pub('/rules/*', ['/rules', '/rules/best-ball/scoring']),
  pub('/splash/*', ['/splash', '/splash/nfl-kickoff']),
  pub('/reset-cache', ['/reset-cache']),
  pub('/terms-and-conditions/:slug', ['/terms-and-conditions/privacy-policy']),
  pub('/password-changed', ['/password-changed']),
  // Guest-only pages
  pub('/', ['/'], { guard: 'guest-only' }),
  pub('/promos', ['/promos'], { guard: 'guest-only' }),
  pub('/register', ['/register'], { guard: 'guest-only' }),
  pub('/login', ['/login'], { guard: 'guest-only' }),
  pub('/forgot-password', ['/forgot-password'], { guard: 'guest-only' }),
  pub('/login-confirmation', ['/login-confirmation'], { guard: 'guest-only' }),
  // Authenticated pages with the main layout
  main('/account/*', ['/account', '/account/security']),
  main('/active and /active/:draftId', ['/active', '/active/d1']),
  main('/dashboard', ['/dashboard']),
  main('/deposit', ['/deposit']),
  main('/deposit-success/:amount', ['/deposit-success/50']),
  main('/draft and /draft/:draftId', ['/draft', '/draft/d1']),
  main('/draft-board/:draftId', ['/draft-board/d1'], { navigation: 'hidden' }),
  main('/completed with nested :slateId/:draftType/:selectedId', [
    '/completed',
    '/completed/s1',
    '/completed/s1/weekly',
    '/completed/s1/weekly/t9',
  ]),
  main('/live with nested :gameType/:sportId/:slateId', [
    '/live',
    '/live/pick-em',
    '/live/pick-em/nfl',
    '/live/pick-em/nfl/s1',
  ]),
  main('/exposure with :slateId/:contestStyleId', ['/exposure', '/exposure/s1', '/exposure/s1/c2']),
  main('/lobby with :sportId/:slateId', ['/lobby', '/lobby/nfl', '/lobby/nfl/s1']),
  main('/news-feed with :sportId', ['/news-feed', '/news-feed/nba']),
  main('/pick-em with :pageType/:pickTiming/:sportId', [
    '/pick-em',
    '/pick-em/higher-lower/all/home',
    '/pick-em/rivals/in-game/nfl',
  ]),
  main('/rankings with :sportId/:slateId', ['/rankings', '/rankings/nfl', '/rankings/nfl/s1']),
  main('/results with :gameType/:sportId/:slateId', [
    '/results',
    '/results/pick-em',
    '/results/pick-em/nfl/s1',
  ]),
  main('/trustly-cancel-deposit', ['/trustly-cancel-deposit']),
  main('/trustly-loading-deposit', ['/trustly-loading-deposit']),
  // Mobile authenticated
  m('/m/deposit', ['/m/deposit'], { guard: 'require-auth' }),
  m('/m/deposit-success/:amount', ['/m/deposit-success/25'], { guard: 'require-auth' }),
  m('/m/news-feed/:sportId', ['/m/news-feed/nfl'], { guard: 'require-auth' }),
  // Narrow or wide layout pages
  { seed: '/responsible-gaming-resources', paths: ['/responsible-gaming-resources'], layout: 'wide' },
  {
    seed: '/m/responsible-gaming-resources',
    paths: ['/m/responsible-gaming-resources'],
    layout: 'wide',
    navigation: 'hidden',
  },
  { seed: '/tax', paths: ['/tax'], layout: 'narrow', guard: 'require-auth', navigation: 'hidden' },
  {
    seed: '/verification (docv)',
    paths: ['/verification', '/verification/docv'],
    layout: 'narrow',
    guard: 'require-auth',
  },
  {
    seed: '/m/verification',
    paths: ['/m/verification'],
    layout: 'narrow',
    guard: 'require-auth',
    navigation: 'hidden',
  },
];

function matchesFor(path: string) {
  const matches = matchRoutes(appRoutes, path);
  if (!matches) throw new Error(`nothing matches ${path}`);
  const ids = matches.map((match) => match.route.id ?? '');
  const handle: RouteHandle = Object.assign({}, ...matches.map((match) => match.route.handle ?? {}));
  return { leaf: matches.at(-1)!.route, ids, handle };
}

function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('route table', () => {
  it.each(SEED_ROUTES.flatMap((route) => route.paths.map((path) => [path, route] as const)))(
    '%s reaches its page in the right layout',
    (path, route) => {
      const { leaf, ids, handle } = matchesFor(path);
      expect(leaf.path, `${path} fell through to not-found`).not.toBe('*');
      expect(ids).toContain(`layout-${route.layout}`);
      const guards = ids.filter((id) => id.startsWith('guard-'));
      expect(guards.map((id) => id.replace(/^guard-|-(bare|main|narrow)$/g, ''))).toEqual(
        route.guard ? [route.guard] : [],
      );
      expect(Boolean(handle.hideNavigation || handle.webview)).toBe(route.navigation === 'hidden');
    },
  );

  it.each([
    '/nope',
    '/m/nope',
    '/lobby/nfl/s1/extra',
    '/m/bet-history',
    '/terms-and-conditions',
    '/verification/other',
    '/deposit-success',
    '/draft-board',
    '/completed/a/b/c/d',
  ])('sends %s to the not-found page', (path) => {
    const { leaf, ids } = matchesFor(path);
    expect(leaf.id).toBe('*');
    expect(ids).toContain('layout-public');
  });

  it('gives every page a component that its feature module really exports', async () => {
    const lazyRoutes = allRoutes(appRoutes).filter((route) => typeof route.lazy === 'function');
    expect(lazyRoutes.length).toBeGreaterThan(60);
    for (const route of lazyRoutes) {
      const loaded = await (route.lazy as () => Promise<Pick<RouteObject, 'Component'>>)();
      expect(typeof loaded.Component, `route ${route.id}`).toBe('function');
    }
  });

  it('has a unique id for every route', () => {
    const ids = allRoutes(appRoutes).map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
