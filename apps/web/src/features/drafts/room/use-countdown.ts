import { useEffect, useState } from 'react';
import { pageDrawnAt, useHydrating } from '../../../shared/hydration/index.ts';

/** Milliseconds left until `deadlineAt` on the server's clock (this device's clock + offset); null without one. */
export function remainingMs(
  deadlineAt: string | null,
  clockOffsetMs: number,
  deviceNow: number,
): number | null {
  if (deadlineAt === null) return null;
  return Math.max(0, Date.parse(deadlineAt) - (deviceNow + clockOffsetMs));
}

/**
 * Ticks a few times a second so the shown second never lags the real one by much. Each render reads
 * the device clock afresh (the tick only asks for a render), so a new deadline is never measured
 * against a time kept from before it arrived: a 20 s clock never shows 0:21.
 */
export function useCountdown(deadlineAt: string | null, clockOffsetMs: number): number | null {
  // While the page hydrates, the device's time is the time the server drew the page at (ADR 0046).
  const hydrating = useHydrating();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadlineAt === null) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(timer);
  }, [deadlineAt]);
  return remainingMs(deadlineAt, clockOffsetMs, hydrating ? pageDrawnAt() : Date.now());
}

/** "0:27", "7:59:12" for slow drafts. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Under ten seconds the clock turns urgent. */
export const URGENT_MS = 10_000;
