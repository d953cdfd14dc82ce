import { DEFAULT_PICK_EM_PATH } from '@kennel/core';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth, SignedInAway } from './guards/guards.tsx';
import { AppLoading, RootRoute } from './root-route.tsx';
import { RootError, RouteError } from './route-error.tsx';
import type { RouteHandle } from './route-handle.ts';

// One lazily loaded module per feature: a page's code downloads the first time it is visited.
// Accounts in small modules: log in must not wait for the account pages or the sign-up form.
// The account page with every feature's sections, composed in the app layer.
const account = () => import('./account/account-page.tsx');
const emailVerification = () => import('../features/accounts/email/index.ts');
const login = () => import('../features/accounts/login/index.ts');
const mfa = () => import('../features/accounts/mfa/index.ts');
const passwordHelp = () => import('../features/accounts/password/index.ts');
const register = () => import('../features/accounts/register/index.ts');
const compliance = () => import('../features/compliance/index.ts');
const content = () => import('../features/content/index.ts');
// Legal documents and rulebooks, with their Markdown renderer.
const documents = () => import('../features/content/documents/index.ts');
// The landing page loads on its own: it is the first page most guests see.
const home = () => import('../features/content/home-page.tsx');
const dashboard = () => import('../features/dashboard/index.ts');
// Best ball loads per page: the lobby must not carry the draft room's drag and drop or the exposure chart.
const draftLobby = () => import('../features/drafts/lobby/index.ts');
const draftRoom = () => import('../features/drafts/room/index.ts');
const draftRankings = () => import('../features/drafts/rankings/index.ts');
const draftTeams = () => import('../features/drafts/teams/index.ts');
const live = () => import('../features/live/index.ts');
const news = () => import('../features/news/index.ts');
const pickem = () => import('../features/pickem/index.ts');
const promos = () => import('../features/promos/index.ts');
const responsibleGaming = () => import('../features/responsible-gaming/index.ts');
// The limits on their own: the prerendered resources and GuardDog pages must not load their forms.
const responsibleGamingLimits = () => import('../features/responsible-gaming/limits/limits-pages.tsx');
const results = () => import('../features/results/index.ts');
const wallet = () => import('../features/wallet/index.ts');

/** A page route whose id is its path pattern, so tests and logs can name it. */
function page<M>(
  path: string,
  feature: () => Promise<M>,
  component: keyof M & string,
  handle?: RouteHandle,
): RouteObject {
  return {
    id: path,
    path,
    handle,
    lazy: async () => ({ Component: (await feature())[component] as ComponentType }),
  };
}

/**
 * A layout, loaded with the first page that uses it; its pages sit under an error boundary so a
 * failing page keeps the layout around it.
 */
function layout(id: string, load: () => Promise<ComponentType>, children: RouteObject[]): RouteObject {
  return {
    id,
    lazy: async () => ({ Component: await load() }),
    children: [{ id: `${id}-pages`, ErrorBoundary: RouteError, children }],
  };
}

const BareLayout = async () => (await import('./layouts/bare-layout.tsx')).BareLayout;
const PublicLayout = async () => (await import('./layouts/public-layout.tsx')).PublicLayout;
const MainLayout = async () => (await import('./layouts/main-layout.tsx')).MainLayout;
const NarrowLayout = async () => (await import('./layouts/narrow-layout.tsx')).NarrowLayout;
const WideLayout = async () => (await import('./layouts/wide-layout.tsx')).WideLayout;

function guard(id: string, Component: ComponentType, children: RouteObject[]): RouteObject {
  return { id, Component, children };
}

const webview: RouteHandle = { webview: true };
const navigationHidden: RouteHandle = { hideNavigation: true };

/** Every route of seed section 2, grouped as the seed groups them. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: AppLoading,
    ErrorBoundary: RootError,
    children: [
      layout('layout-bare', BareLayout, [
        // Mobile-webview routes (no surrounding layout)
        page('/m/bet-history/:state', results, 'BetHistoryPage'),
        page('/m/transaction-history/*', wallet, 'TransactionHistoryPage'),
        page('/m/credit-card-deposit', wallet, 'CreditCardDepositPage'),
        page('/m/responsible-gaming-limits/*', responsibleGamingLimits, 'ResponsibleGamingLimitsPage'),
        page('/m/rules/*', documents, 'RulesPage'),
        page('/m/tax', compliance, 'TaxPage'),
        page('/mfa-enroll-success', mfa, 'MfaEnrollSuccessPage'),
        // Public pages that have a mobile-app variant
        page('/m/average-results', results, 'AverageResultsPage'),
        page('/m/careers', content, 'CareersPage'),
        page('/m/careers-faqs', content, 'CareersFaqsPage'),
        page('/m/guarddog', responsibleGaming, 'GuarddogPage'),
        // Mobile authenticated
        guard('guard-require-auth-bare', RequireAuth, [
          page('/m/deposit', wallet, 'DepositPage'),
          page('/m/deposit-success/:amount', wallet, 'DepositSuccessPage'),
          page('/m/news-feed/:sportId', news, 'NewsFeedPage'),
        ]),
      ]),

      layout('layout-public', PublicLayout, [
        // Public pages
        guard('guard-signed-in-away', SignedInAway, [
          page('/account-unblocked', passwordHelp, 'AccountUnblockedPage'),
        ]),
        page('/account-unlock', passwordHelp, 'AccountUnlockPage'),
        page('/android-download', content, 'AndroidDownloadPage'),
        page('/average-results', results, 'AverageResultsPage'),
        page('/careers', content, 'CareersPage'),
        page('/careers-faqs', content, 'CareersFaqsPage'),
        page('/download', content, 'DownloadPage'),
        page('/download-the-app', content, 'DownloadTheAppPage'),
        page('/to-the-underdogs', content, 'ToTheUnderdogsPage'),
        page('/legality-underdog-contests', documents, 'LegalityPage'),
        page('/guarddog', responsibleGaming, 'GuarddogPage'),
        page('/email-verified', emailVerification, 'EmailVerifiedPage'),
        page('/withdrawal-confirmation', wallet, 'WithdrawalConfirmationPage'),
        page('/rules/*', documents, 'RulesPage'),
        page('/splash/*', content, 'SplashPage'),
        page('/reset-cache', content, 'ResetCachePage'),
        page('/terms-and-conditions/:slug', documents, 'TermsPage'),
        page('/password-changed', passwordHelp, 'PasswordChangedPage'),
        // Guest-only pages
        guard('guard-guest-only', GuestOnly, [
          page('/', home, 'HomePage'),
          page('/promos', promos, 'PromosPage'),
          page('/register', register, 'RegisterPage'),
          page('/login', login, 'LoginPage'),
          page('/forgot-password', passwordHelp, 'ForgotPasswordPage'),
          page('/login-confirmation', login, 'LoginConfirmationPage'),
        ]),
        // Any path not listed
        page('*', content, 'NotFoundPage'),
      ]),

      layout('layout-main', MainLayout, [
        guard('guard-require-auth-main', RequireAuth, [
          page('/account/*', account, 'AccountPage'),
          page('/active/:draftId?', draftTeams, 'ActiveDraftsPage'),
          page('/dashboard', dashboard, 'DashboardPage'),
          page('/deposit', wallet, 'DepositPage'),
          page('/deposit-success/:amount', wallet, 'DepositSuccessPage'),
          page('/draft/:draftId?', draftRoom, 'DraftPage'),
          page('/draft-board/:draftId', draftRoom, 'DraftBoardPage', navigationHidden),
          page('/completed/:slateId?/:draftType?/:selectedId?', draftTeams, 'CompletedDraftsPage'),
          page('/live/:gameType?/:sportId?/:slateId?', live, 'LivePage'),
          page('/exposure/:slateId?/:contestStyleId?', draftTeams, 'ExposurePage'),
          page('/lobby/:sportId?/:slateId?', draftLobby, 'LobbyPage'),
          page('/news-feed/:sportId?', news, 'NewsFeedPage'),
          { id: '/pick-em', path: '/pick-em', element: <Navigate replace to={DEFAULT_PICK_EM_PATH} /> },
          {
            id: '/pick-em/:pageType/:pickTiming?/:sportId?',
            path: '/pick-em/:pageType/:pickTiming?/:sportId?',
            lazy: async () => {
              const { PickEmPage, pickEmLoader } = await pickem();
              return { Component: PickEmPage, loader: pickEmLoader };
            },
          },
          page('/rankings/:sportId?/:slateId?', draftRankings, 'RankingsPage'),
          page('/results/:gameType?/:sportId?/:slateId?', results, 'ResultsPage'),
          page('/trustly-cancel-deposit', wallet, 'TrustlyCancelDepositPage'),
          page('/trustly-loading-deposit', wallet, 'TrustlyLoadingDepositPage'),
        ]),
      ]),

      layout('layout-narrow', NarrowLayout, [
        guard('guard-require-auth-narrow', RequireAuth, [
          page('/tax', compliance, 'TaxPage', navigationHidden),
          page('/verification/docv?', compliance, 'VerificationPage'),
          page('/m/verification', compliance, 'VerificationPage', webview),
        ]),
      ]),

      layout('layout-wide', WideLayout, [
        page('/responsible-gaming-resources', responsibleGaming, 'ResponsibleGamingResourcesPage'),
        page('/m/responsible-gaming-resources', responsibleGaming, 'ResponsibleGamingResourcesPage', webview),
      ]),
    ],
  },
];
