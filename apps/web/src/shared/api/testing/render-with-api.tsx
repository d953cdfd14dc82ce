import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { parseWebConfig, WebConfigProvider } from '../../config/index.ts';
import { KeepMoneyAttempts } from '../../money-action/attempt-keys.tsx';
import { createHttpClient } from '../http-client.ts';
import { HttpClientProvider } from '../http-client-context.tsx';
import type { PreloadedAnswers } from '../preload.ts';
import { createFakeApi, type FakeHandler } from './fake-api.ts';

/**
 * Renders pages with the real HTTP client over a fake API at the fetch boundary. The page's own
 * `fetch` (used for calls outside Kennel's API, such as the card processor) is the same fake, so every
 * request is recorded; undo it with `vi.unstubAllGlobals()`. `preloaded`: the answers a page arrived with;
 * `cached`: answers already in the query cache (another page asked first), each with when it arrived.
 */
export function renderWithApi(
  path: string,
  routes: RouteObject[],
  handlers: Record<string, FakeHandler> = {},
  {
    preloaded,
    cached = [],
  }: { preloaded?: PreloadedAnswers; cached?: { key: QueryKey; data: unknown; updatedAt: number }[] } = {},
) {
  const api = createFakeApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  const http = createHttpClient({ baseUrl: '', fetch: api.fetch, readCookie: () => 'csrf-token', preloaded });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  for (const { key, data, updatedAt } of cached) queryClient.setQueryData(key, data, { updatedAt });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [path],
  });
  render(
    <WebConfigProvider config={parseWebConfig({})}>
      <HttpClientProvider client={http}>
        <QueryClientProvider client={queryClient}>
          <KeepMoneyAttempts>
            <RouterProvider router={router} />
          </KeepMoneyAttempts>
        </QueryClientProvider>
      </HttpClientProvider>
    </WebConfigProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { api, router, queryClient, location };
}
