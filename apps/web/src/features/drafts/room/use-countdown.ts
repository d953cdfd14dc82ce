import { useEffect, useState } from 'react';

/** Milliseconds left until `deadlineAt` on the server's clock (this device's clock + offset); null without one. */
export function remainingMs(
  deadlineAt: string | null,
  clockOffsetMs: number,
  deviceNow: number,
): number | null {
  if (deadlineAt === null) return null;
  return Math.max(0, Date.parse(deadlineAt) - (deviceNow + clockOffsetMs));
}

/** Ticks a few times a second so the shown second never lags the real one by much. */
export function useCountdown(deadlineAt: string | null, clockOffsetMs: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadlineAt]);
  return remainingMs(deadlineAt, clockOffsetMs, now);
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
