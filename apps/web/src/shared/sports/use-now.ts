import { useEffect, useState } from 'react';
import { pageDrawnAt, useHydrating } from '../hydration/index.ts';

/**
 * The time now, refreshed every `tickMs` so "5 min. ago" keeps counting without a reload. While a
 * server-rendered page hydrates, the time the server drew it at (so both draw the same text).
 */
export function useNow(tickMs = 60_000): Date {
  const hydrating = useHydrating();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return hydrating ? new Date(pageDrawnAt()) : now;
}
