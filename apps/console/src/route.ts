import { useSyncExternalStore } from 'react';

/** The console's pages, addressed by the hash so the server serves one page for all of them. */
export type ConsoleRoute =
  | { page: 'inbox'; id: string | null }
  | { page: 'players'; id: string | null }
  | { page: 'documents' }
  | { page: 'audit' }
  | { page: 'reviews' }
  | { page: 'games' }
  | { page: 'schedules' }
  | { page: 'reconciliation' };

export function parseRoute(hash: string): ConsoleRoute {
  const [page, id] = hash.replace(/^#\/?/, '').split('/');
  if (page === 'players') return { page: 'players', id: id || null };
  if (page === 'documents') return { page: 'documents' };
  if (page === 'audit') return { page: 'audit' };
  if (page === 'reviews') return { page: 'reviews' };
  if (page === 'games') return { page: 'games' };
  if (page === 'schedules') return { page: 'schedules' };
  if (page === 'reconciliation') return { page: 'reconciliation' };
  return { page: 'inbox', id: id || null };
}

export function hrefOf(route: ConsoleRoute): string {
  if (route.page !== 'inbox' && route.page !== 'players') return `#/${route.page}`;
  return `#/${route.page}${route.id ? `/${route.id}` : ''}`;
}

const subscribe = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

export function useRoute(): ConsoleRoute {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}
