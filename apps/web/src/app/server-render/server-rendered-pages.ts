/**
 * Signed-in game pages the API renders at request time (ADR 0043), by their path's first segment:
 * each with the source modules of its page code, which its HTML preloads so the live page that
 * replaces the server's one starts without waiting for them (as the prerendered pages do).
 */
export interface ServerRenderedPage {
  /** The page path's first segment: `/lobby/…`, `/pick-em/…`, `/draft/…`. */
  section: string;
  /** Source modules (from apps/web) the route loads lazily: its layout and its feature. */
  modules: string[];
  /** A path of the section the API renders once at start, so the route's code is loaded before a player's page. */
  warmUpPath: string;
}

const MAIN_LAYOUT = 'src/app/layouts/main-layout.tsx';

export const SERVER_RENDERED_PAGES: readonly ServerRenderedPage[] = [
  { section: 'lobby', modules: [MAIN_LAYOUT, 'src/features/drafts/lobby/index.ts'], warmUpPath: '/lobby' },
  {
    section: 'pick-em',
    modules: [MAIN_LAYOUT, 'src/features/pickem/index.ts'],
    warmUpPath: '/pick-em/higher-lower/all/home',
  },
  {
    section: 'draft',
    modules: [MAIN_LAYOUT, 'src/features/drafts/room/index.ts'],
    warmUpPath: '/draft/warm-up',
  },
];

/** Where the build writes a section's page template (the shell, styles inlined, scripts after paint). */
export function serverRenderedTemplateFile(section: string): string {
  return `.server/${section}.html`;
}

/** The request-time renderer's file in the build's folder (never served: `.server/` is not public). */
export const SERVER_RENDERER_FILE = '.server/render-game-page.js';
