import type { Account } from '@kennel/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createHttpClient, HttpClientProvider } from '../../../shared/api/index.ts';
import { createFakeApi, type FakeHandler } from '../../../shared/api/testing/fake-api.ts';

/**
 * Renders account pages with the real HTTP client and query cache over a fake API at the fetch
 * boundary, on a memory router starting at `path`.
 */
export function renderWithApi(
  routes: RouteObject[],
  path: string,
  handlers: Record<string, FakeHandler> = {},
) {
  const api = createFakeApi(handlers);
  const http = createHttpClient({ baseUrl: '', fetch: api.fetch, readCookie: () => 'csrf-token' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <HttpClientProvider client={http}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </HttpClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { api, queryClient, router, location };
}

/** A page that only says where the app went. */
export function Landing({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

export function accountFixture(overrides: Partial<Account> = {}): Account {
  return {
    id: 'u1',
    username: 'rexthedog',
    email: 'rex@kennel.example',
    email_verified_at: '2026-01-02T10:00:00.000Z',
    state: 'NJ',
    mfa_enabled: false,
    previous_login_at: '2026-03-01T18:30:00.000Z',
    created_at: '2026-01-02T09:00:00.000Z',
    terms_version: '2026-11-01',
    referral_code: 'REXTHEDOG7',
    ...overrides,
  };
}
