import { useEffect, useMemo, useState } from 'react';
import { pageDrawnAt, useHydrating } from '../hydration/index.ts';
import { useServerClock } from './server-clock.ts';

/**
 * The time now on the server's clock, refreshed every `tickMs` so "5 min. ago" and "in 12 min" keep
 * counting without a reload: this device's time plus `offsetMs`, or the offset of the `ServerClock`
 * around (0 outside one), so a phone whose clock is off still counts to the server's deadlines. While
 * a server-rendered page hydrates, the time the server drew it at (so both draw the same text).
 */
export function useNow(tickMs = 60_000, offsetMs?: number): Date {
  const hydrating = useHydrating();
  const inScope = useServerClock();
  const offset = offsetMs ?? inScope;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  const at = (hydrating ? pageDrawnAt() : now) + offset;
  // The same Date until the time moves, so what it is passed to stays memoised between ticks.
  return useMemo(() => new Date(at), [at]);
}
