import { useEffect, useRef, useState } from 'react';

/** True for a moment after `value` changes (never on first render), to draw the eye to a moved line. */
export function useChangeFlash(value: unknown, durationMs = 1_400): boolean {
  const previous = useRef(value);
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), durationMs);
    return () => clearTimeout(timer);
  }, [value, durationMs]);
  return flashing;
}

/** Animated wash where motion is welcome; a still tint otherwise (prefers-reduced-motion). */
export const FLASH_CLASSES = 'motion-safe:animate-line-flash motion-reduce:bg-accent/25';
