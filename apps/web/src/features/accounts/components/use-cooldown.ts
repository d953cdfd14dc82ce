import { useCallback, useEffect, useState } from 'react';

/** When each cooldown ends (ms since epoch), kept for the page's life so leaving a screen does not reset it. */
const endsAt = new Map<string, number>();

function secondsLeft(key: string): number {
  const end = endsAt.get(key) ?? 0;
  return Math.max(0, Math.ceil((end - Date.now()) / 1000));
}

/** A countdown before something may be asked for again ("Send again in 42 s"). */
export function useCooldown(key: string): { secondsLeft: number; start: (durationMs: number) => void } {
  const [left, setLeft] = useState(() => secondsLeft(key));
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const now = secondsLeft(key);
      setLeft(now);
      if (now === 0) window.clearInterval(timer);
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [key, running]);
  const start = useCallback(
    (durationMs: number) => {
      endsAt.set(key, Date.now() + durationMs);
      setLeft(secondsLeft(key));
    },
    [key],
  );
  return { secondsLeft: left, start };
}

/** '0:42' for a countdown. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
