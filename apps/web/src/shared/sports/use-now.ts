import { useEffect, useState } from 'react';

/** The time now, refreshed every `tickMs` so "5 min. ago" keeps counting without a reload. */
export function useNow(tickMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
