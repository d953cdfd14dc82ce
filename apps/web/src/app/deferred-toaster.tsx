import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(async () => ({ default: (await import('../shared/ui/toaster.tsx')).Toaster }));

// Long enough for the first page to finish loading; short enough that a toast raised without any
// user action (for example from a live update) still shows promptly.
const IDLE_MOUNT_MS = 4_000;

/**
 * Holds the toasts' place until the toaster mounts: a live region from the first render. A modal
 * (Radix) hides everything but the live regions from screen readers when it opens, and a toaster that
 * mounted later, on the press that opened it, sat hidden under it: its toasts were never read out.
 */
const placeholder = <section aria-live="polite" aria-label="Notifications" />;

/**
 * Mounts the toaster on the user's first press or after the page has settled, keeping its code out
 * of the first download. Toasts raised earlier are not lost: the toaster shows them when it mounts.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, mount, { once: true, passive: true });
    const timer = window.setTimeout(mount, IDLE_MOUNT_MS);
    return () => {
      for (const event of events) window.removeEventListener(event, mount);
      window.clearTimeout(timer);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={placeholder}>
      <Toaster />
    </Suspense>
  ) : (
    placeholder
  );
}
