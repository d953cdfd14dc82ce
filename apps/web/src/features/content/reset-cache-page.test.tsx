import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetCachePage } from './reset-cache-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'caches');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('/reset-cache', () => {
  it('clears local and session storage, caches and service workers, then reloads', async () => {
    localStorage.setItem('kennel.pick-em', '{}');
    sessionStorage.setItem('kennel.draft', 'x');
    const cacheNames = new Set(['kennel-assets-v1', 'kennel-api']);
    Object.defineProperty(window, 'caches', {
      configurable: true,
      value: {
        keys: async () => [...cacheNames],
        delete: async (name: string) => cacheNames.delete(name),
      },
    });
    const unregister = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [{ unregister }, { unregister }] },
    });
    const reload = vi.fn();
    render(
      <MemoryRouter>
        <ResetCachePage reload={reload} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Clearing saved data…' })).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(cacheNames.size).toBe(0);
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('says what failed and still lets the user continue', async () => {
    Object.defineProperty(window, 'caches', {
      configurable: true,
      value: {
        keys: async () => {
          throw new Error('Cache storage is disabled');
        },
      },
    });
    const reload = vi.fn();
    render(
      <MemoryRouter>
        <ResetCachePage reload={reload} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Cache storage is disabled')).toBeTruthy();
    screen.getByRole('button', { name: 'Continue to Kennel' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
