import { useEffect, useMemo, useState } from 'react';
import { pageDrawnAt, useHydrating } from '../hydration/index.ts';
import { useServerClock } from './server-clock.ts';

// One interval per tick length, shared by every component that counts with it: a board's cards each
// count their kick-off, and an interval apiece was set (and cleared) per card as the page hydrated.
const tickers = new Map<number, { timer: ReturnType<typeof setInterval>; listeners: Set<() => void> }>();

/** Calls `listener` every `tickMs` with the other listeners of that tick; returns the unsubscribe. */
function onTick(tickMs: number, listener: () => void): () => void {
  let ticker = tickers.get(tickMs);
  if (!ticker) {
    const listeners = new Set<() => void>();
    const tick = () => {
      for (const listener of listeners) listener();
    };
    ticker = { listeners, timer: setInterval(tick, tickMs) };
    tickers.set(tickMs, ticker);
  }
  const { listeners, timer } = ticker;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || tickers.get(tickMs)?.timer !== timer) return;
    clearInterval(timer);
    tickers.delete(tickMs);
  };
}

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
  useEffect(() => onTick(tickMs, () => setNow(Date.now())), [tickMs]);
  const at = (hydrating ? pageDrawnAt() : now) + offset;
  // The same Date until the time moves, so what it is passed to stays memoised between ticks.
  return useMemo(() => new Date(at), [at]);
}
