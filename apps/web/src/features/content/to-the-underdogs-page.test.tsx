import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { ToTheUnderdogsPage } from './index.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/to-the-underdogs', () => {
  it('tells Kennel’s story and what it believes, linking to GuardDog and responsible-gaming help', async () => {
    renderWithApi('/to-the-underdogs', [{ path: '/to-the-underdogs', Component: ToTheUnderdogsPage }]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('To the underdogs');
    const beliefs = screen.getByRole('region', { name: 'What we believe' });
    expect(
      within(beliefs)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Your money, to the cent',
      'Fast, because your time matters',
      'Fair for everyone',
      'On the player’s side',
    ]);
    expect(
      within(beliefs).getByRole('link', { name: 'How GuardDog protects you' }).getAttribute('href'),
    ).toBe('/guarddog');
    expect(screen.getByRole('link', { name: 'Responsible gaming resources' }).getAttribute('href')).toBe(
      '/responsible-gaming-resources',
    );
    expect(screen.getByRole('link', { name: 'Join Kennel' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Work with us' }).getAttribute('href')).toBe('/careers');
  });
});
