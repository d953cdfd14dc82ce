// Request-time SSR entry (ADR 0043), built by the web build into `.server/` and loaded by the API:
// a signed-in game page's first screen rendered from the answers the API preloaded for it (ADR 0040),
// with the same components and queries the browser runs. It never sends a request.
import { type LegalLinks, withLegalLinkDefaults } from '@kennel/core';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  callKey,
  createHttpClient,
  fetchSharedClientConfig,
  type HttpClient,
  type PreloadedAnswers,
  preloadedAnswersFrom,
} from '../../shared/api/index.ts';
import { parseWebConfig } from '../../shared/config/index.ts';
import { setPageDrawnAt } from '../../shared/hydration/index.ts';
import { AppProviders } from '../app.tsx';
import { DeferredToaster } from '../deferred-toaster.tsx';
import { appRoutes } from '../routes.tsx';
import { seedShellAnswers } from '../startup/build-critical-services.ts';
import { type ServerCache, WEB_BUILD } from './server-cache.ts';

export {
  SERVER_RENDERED_PAGES,
  SERVER_RENDERER_FILE,
  serverRenderedTemplateFile,
} from './server-rendered-pages.ts';

/** One answer the API preloaded: the API path with its query, and the JSON body. */
export interface PreloadedAnswer {
  path: string;
  body: unknown;
}

export interface RenderedGamePage {
  /** The page's markup, for inside `#root`. */
  html: string;
  /**
   * The queries the markup was drawn from, for the live page's first render (TanStack's dehydrated
   * form), and the time it was drawn at, which the browser's hydrating render draws with too.
   */
  cache: ServerCache;
  /** The paths of the answers `cache` holds (as given): the page need not carry them again. */
  answersInCache: string[];
}

/**
 * Queries whose code loads with their first call (game-contracts.ts) answer a render later; a page
 * needs at most this many renders (the draft room: the draft, then what its pool shows).
 */
const MAX_RENDERS = 4;

const noRequests = () => Promise.reject(new Error('no requests while rendering on the server'));

/**
 * The legal links the live page will take from the same preloaded answer (start-app.tsx), or null
 * without one: the browser would then ask for them and could draw other links than the server's,
 * which hydration would leave stale (React 19 does not patch attributes), so the page is not drawn.
 */
async function legalLinksOf(http: HttpClient): Promise<LegalLinks | null> {
  try {
    return withLegalLinkDefaults((await fetchSharedClientConfig(http)).data);
  } catch {
    return null;
  }
}

/**
 * The answers, noting those taken once `intoQueries` is on: from then on the renderer takes answers
 * only into its queries (the session and balance seeded, the queries' first data and fetches).
 */
function answersNotingTheQueries(answers: readonly PreloadedAnswer[]) {
  const all = preloadedAnswersFrom(answers);
  const pathOfCall = new Map(answers.map((answer) => [callKey(answer.path), answer.path]));
  const taken: string[] = [];
  const noting = { on: false };
  const preloaded: PreloadedAnswers = {
    take(path, query) {
      const body = all.take(path, query);
      const given = pathOfCall.get(callKey(path, query));
      if (noting.on && body !== undefined && given !== undefined) taken.push(given);
      return body;
    },
  };
  return { preloaded, noting, taken };
}

/** Queries a render asked for that have no answer yet and were not tried. */
function unanswered(queryClient: QueryClient, tried: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined && !tried.has(query.queryHash));
}

/**
 * The page at `url` as the signed-in player whose answers these are sees it first, or null when it
 * is not a page (a redirect, an error) or the renders run past `deadline` (epoch ms). Queries the
 * answers do not cover render as loading, as the browser's first render draws them.
 */
export async function renderGamePage(
  url: string,
  answers: readonly PreloadedAnswer[],
  deadline: number = Number.POSITIVE_INFINITY,
): Promise<RenderedGamePage | null> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://server-render.invalid')));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const config = parseWebConfig(import.meta.env);
  const { preloaded, noting, taken } = answersNotingTheQueries(answers);
  const http = createHttpClient({ baseUrl: config.apiBaseUrl, fetch: noRequests, preloaded });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The live page takes the legal links' answer before its queries too (start-app.tsx): not noted.
  const legalLinks = await legalLinksOf(http);
  if (!legalLinks) return null;
  noting.on = true;
  seedShellAnswers(http, queryClient);
  const page = (
    <AppProviders services={{ config, http, queryClient }} legalLinks={legalLinks} hydrating>
      {/* The live page hydrates this markup (ADR 0046): the providers' children are App's own
          (app.tsx), so the ids React generates (useId) are the same on both sides. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
      <DeferredToaster />
    </AppProviders>
  );
  const tried = new Set<string>();
  const drawnAt = Date.now();
  try {
    for (let render = 1; render <= MAX_RENDERS; render += 1) {
      // Set around the render only: the thread renders other players' pages between these renders.
      setPageDrawnAt(drawnAt);
      let html: string;
      try {
        html = renderToString(page);
      } finally {
        setPageDrawnAt(null);
      }
      const waiting = unanswered(queryClient, tried);
      if (waiting.length === 0) {
        return {
          html,
          cache: { build: WEB_BUILD, ...dehydrate(queryClient), drawnAt },
          answersInCache: taken,
        };
      }
      if (Date.now() > deadline) return null;
      for (const query of waiting) tried.add(query.queryHash);
      // Never retried: no answer comes later here (a query's own retry would wait seconds for nothing).
      await Promise.all(
        waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)),
      );
      // A query the answers did not cover failed (no requests here): drawn loading, as in the browser.
      for (const query of queryClient.getQueryCache().getAll()) {
        if (query.state.status === 'error') queryClient.getQueryCache().remove(query);
      }
      if (Date.now() > deadline) return null;
    }
    return null;
  } finally {
    queryClient.clear();
  }
}
