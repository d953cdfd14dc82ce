// Build-time only (the SSR entry of the prerender step, run in Node): a page rendered to HTML as a
// guest sees it before any JavaScript runs.
import { DEFAULT_LEGAL_LINKS } from '@kennel/core';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createHttpClient, sessionQueryKey } from '../../shared/api/index.ts';
import { parseWebConfig } from '../../shared/config/index.ts';
import { AppProviders } from '../app.tsx';
import { appRoutes } from '../routes.tsx';

export { PRERENDERED_PAGES, prerenderedFile } from './prerendered-pages.ts';

/**
 * Why this build cannot run, or null: with invalid settings the app shows the error screen at
 * start-up (seed section 4), so no page is prerendered and every page gets the app shell.
 */
export function startUpProblem(): string | null {
  try {
    parseWebConfig(import.meta.env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The page at `path` as a guest sees it, with the built-in legal links; throws when it cannot be rendered. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, { authenticated: false, user: null });
  const config = parseWebConfig(import.meta.env);
  const http = createHttpClient({
    baseUrl: config.apiBaseUrl,
    fetch: () => Promise.reject(new Error('no requests while prerendering')),
  });
  return renderToString(
    <AppProviders services={{ config, http, queryClient }} legalLinks={{ ...DEFAULT_LEGAL_LINKS }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
