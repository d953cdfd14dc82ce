/**
 * Public and guest pages written as HTML at build time, so their first paint needs no JavaScript;
 * each with the source modules of its page code, preloaded by the page (`modulepreload`). Pages
 * that show one visitor's data (an emailed token, an account) are left to the client. What a
 * visitor types into a prerendered form is carried into the live page (carry-typed-fields.tsx).
 */
export interface PrerenderedPage {
  path: string;
  /** Source modules (from apps/web) the route loads lazily: its layout and its feature. */
  modules: string[];
}

const PUBLIC_LAYOUT = 'src/app/layouts/public-layout.tsx';
const WIDE_LAYOUT = 'src/app/layouts/wide-layout.tsx';
const CONTENT = 'src/features/content/index.ts';
const DOCUMENTS = 'src/features/content/documents/index.ts';
const RESPONSIBLE_GAMING = 'src/features/responsible-gaming/index.ts';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', modules: [PUBLIC_LAYOUT, 'src/features/content/home-page.tsx'] },
  { path: '/login', modules: [PUBLIC_LAYOUT, 'src/features/accounts/login/index.ts'] },
  { path: '/register', modules: [PUBLIC_LAYOUT, 'src/features/accounts/register/index.ts'] },
  { path: '/forgot-password', modules: [PUBLIC_LAYOUT, 'src/features/accounts/password/index.ts'] },
  { path: '/android-download', modules: [PUBLIC_LAYOUT, CONTENT] },
  { path: '/careers', modules: [PUBLIC_LAYOUT, CONTENT] },
  { path: '/careers-faqs', modules: [PUBLIC_LAYOUT, CONTENT] },
  { path: '/download', modules: [PUBLIC_LAYOUT, CONTENT] },
  { path: '/download-the-app', modules: [PUBLIC_LAYOUT, CONTENT] },
  { path: '/to-the-underdogs', modules: [PUBLIC_LAYOUT, CONTENT] },
  { path: '/legality-underdog-contests', modules: [PUBLIC_LAYOUT, DOCUMENTS] },
  { path: '/guarddog', modules: [PUBLIC_LAYOUT, RESPONSIBLE_GAMING] },
  { path: '/responsible-gaming-resources', modules: [WIDE_LAYOUT, RESPONSIBLE_GAMING] },
];

/** Where a page's HTML is written under the build's folder: `/` → prerendered/index.html. */
export function prerenderedFile(path: string): string {
  return `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
}
