import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here up the top bar holds the navigation and there is no bottom tab bar. */
const WIDE_QUERY = '(min-width: 64rem)';

/** Whether the screen is desktop-wide (`lg` and up), following it as the window is resized. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY).matches : true),
    () => true,
  );
}
