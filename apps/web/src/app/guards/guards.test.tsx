import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { GuestOnly } from './guards.tsx';

const routes = [
  {
    Component: GuestOnly,
    children: [
      { path: '/forgot-password', element: <h1>Reset page</h1> },
      { path: '/login-confirmation', element: <h1>Device page</h1> },
      { path: '/login', element: <h1>Log in page</h1> },
    ],
  },
  { path: '/lobby', element: <h1>Lobby</h1> },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest-only pages for a signed-in user', () => {
  it.each([
    ['/forgot-password?token=abcdefghijklmnop1234', 'Reset page'],
    ['/login-confirmation?token=abcdefghijklmnop1234', 'Device page'],
    ['/login-confirmation?token=', 'Device page'],
  ])('%s: an emailed link opens its page, not the lobby', async (path, heading) => {
    renderWithApi(path, routes, { 'GET /v1/session': () => json(signedInSession) });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it.each(['/forgot-password', '/login-confirmation', '/login?token=abcdefghijklmnop1234'])(
    '%s without an emailed link goes to the lobby',
    async (path) => {
      const { location } = renderWithApi(path, routes, { 'GET /v1/session': () => json(signedInSession) });
      expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeTruthy();
      expect(location()).toBe('/lobby');
    },
  );
});
