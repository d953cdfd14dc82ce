import type { LegalLinks } from '@kennel/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { coalesceQueryTimers } from '../../shared/api/coalesced-timers.ts';
import { createHttpClient, type PreloadedAnswers, takePreloadedAnswers } from '../../shared/api/index.ts';
import { type Monitoring, monitoring } from '../../shared/monitoring/index.ts';
import { App, type AppProps } from '../app.tsx';
import { ErrorScreen } from '../error-screen/error-screen.tsx';
import { CarryTypedFields, watchTypedFields } from '../prerender/carry-typed-fields.tsx';
import {
  initializedRouter,
  isPrerendered,
  readyToReplacePrerenderedPage,
} from '../prerender/replace-prerendered-page.ts';
import { appRoutes } from '../routes.tsx';
import { serverCacheBuild, WEB_BUILD } from '../server-render/server-cache.ts';
import { buildCriticalServices, type CriticalServices } from './build-critical-services.ts';
import { loadLegalLinks } from './load-shared-config.ts';
import { yieldToMain } from './yield-to-main.ts';

export type StartUpResult =
  | { status: 'ready'; services: CriticalServices; legalLinks: LegalLinks }
  | { status: 'failed'; error: unknown; legalLinks: LegalLinks };

export interface StartUpOptions {
  env: Record<string, unknown>;
  monitoring: Monitoring;
  fetch?: typeof fetch;
  /** The page's preloaded answers; read from the page's data block when not given. */
  preloaded?: PreloadedAnswers;
  /** Ends the task between steps of a prerendered page's start-up (tests count the steps). */
  yieldToMain?: () => Promise<void>;
}

/** Where step 1 calls before the settings are validated; a bad value only makes that call fail. */
function rawApiBaseUrl(env: Record<string, unknown>): string {
  const value = env.VITE_API_BASE_URL;
  return typeof value === 'string' ? value.trim() : '';
}

/** Seed section 4: load the shared config (failure tolerated), then build the critical services. */
export async function startUp(options: StartUpOptions): Promise<StartUpResult> {
  const preloaded = options.preloaded ?? takePreloadedAnswers();
  const configClient = createHttpClient({
    baseUrl: rawApiBaseUrl(options.env),
    fetch: options.fetch,
    preloaded,
  });
  const legalLinks = await loadLegalLinks(configClient, options.monitoring.logger);
  try {
    return { status: 'ready', services: buildCriticalServices({ ...options, preloaded }), legalLinks };
  } catch (error) {
    console.error('Kennel could not start.', error);
    return { status: 'failed', error, legalLinks };
  }
}

/** Step 3: the app when the services are built, otherwise the error screen. */
export function StartedApp({
  result,
  createRouter,
  hydrating,
}: { result: StartUpResult } & Pick<AppProps, 'createRouter' | 'hydrating'>) {
  if (result.status === 'failed') return <ErrorScreen error={result.error} />;
  return (
    <App
      services={result.services}
      legalLinks={result.legalLinks}
      createRouter={createRouter}
      hydrating={hydrating}
    />
  );
}

/** Starts the page in `container`; resolves to its React root once the page renders. */
export async function startApp(
  container: HTMLElement,
  options: StartUpOptions = { env: import.meta.env, monitoring },
): Promise<Root> {
  // What the visitor types into a prerendered page's form before the live page replaces it is
  // carried into the live page's fields (the error screen has none).
  const typed = isPrerendered(container) ? watchTypedFields(container) : null;
  // A game page the API rendered for this player (ADR 0043) carries the queries it was drawn from;
  // start-up takes that block out of the page, so it is looked for first. Only a page this build's
  // renderer drew is hydrated: one an older renderer drew (the API keeps its renderer while the web
  // is rebuilt, ADR 0043) may differ anywhere, and is replaced as before.
  const serverRendered = typed !== null && serverCacheBuild() === WEB_BUILD;
  // A prerendered page is on screen already: its start-up runs in steps, each its own task, not as
  // one long task after the entry's evaluation (bench/README.md, "Start-up in steps and fewer timers").
  const step = typed ? (options.yieldToMain ?? yieldToMain) : async () => {};
  // Before the app's QueryClient: its timers coalesced (coalesced-timers.ts).
  coalesceQueryTimers();
  await step();
  const result = await startUp(options);
  const carried = (createRouter?: AppProps['createRouter'], hydrating = false) => {
    const app = (
      <StrictMode>
        <StartedApp result={result} createRouter={createRouter} hydrating={hydrating} />
      </StrictMode>
    );
    return typed ? (
      <CarryTypedFields typed={typed} container={container}>
        {app}
      </CarryTypedFields>
    ) : (
      app
    );
  };
  if (result.status === 'ready' && typed) {
    await step();
    await readyToReplacePrerenderedPage(appRoutes, window.location.pathname, result.services);
    await step();
    // Its loaders run (the pick'em board's), so the live page's first render is the page, not blank.
    const router = await initializedRouter(createBrowserRouter(appRoutes));
    await step();
    // The prerendered page is on screen meanwhile, so the render may yield to input (a transition)
    // instead of blocking the main thread in one long task.
    if (serverRendered) {
      // The server drew this page from the same session and answers: the live page takes over its
      // DOM instead of building it again (ADR 0046), and in a transition its work is sliced too.
      // A mismatch React cannot keep (text, structure) is drawn again on the client and reported.
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(
          container,
          carried(() => router, true),
          {
            onRecoverableError: (error) => {
              // As React's own handler would, then to monitoring: a mismatch is a defect to fix.
              console.error(error);
              options.monitoring.reportError(error, { where: 'hydration' });
            },
          },
        );
      });
      return root as Root;
    }
    const root = createRoot(container);
    startTransition(() => root.render(carried(() => router)));
    return root;
  }
  const root = createRoot(container);
  root.render(carried());
  return root;
}
