import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { serverNow } from '../clock/index.ts';

// A signed-in game page is drawn on the server and hydrated in the browser (ADR 0046): the
// browser's first render must draw exactly what the server drew, since React 19 keeps the server's
// attributes as they are and draws the whole page again on a text mismatch. Values only the browser
// knows (the saved theme, the time now, the size of a virtual list) are drawn as the server drew
// them in that render, then, in a transition right after it, as the browser has them.

const HydratingContext = createContext(false);

/**
 * Around the app: `hydrating` on the server's render and the browser's hydrating render. In the
 * browser it ends once the page is hydrated, in a transition, so what redraws then (a virtual list,
 * the saved theme) is sliced like the hydration instead of one long task.
 */
export function HydratingProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [still, setStill] = useState(hydrating);
  useEffect(() => {
    if (still) startTransition(() => setStill(false));
  }, [still]);
  return <HydratingContext.Provider value={still}>{children}</HydratingContext.Provider>;
}

/** True while React draws what the server draws (see HydratingProvider); false in every other render. */
export function useHydrating(): boolean {
  return useContext(HydratingContext);
}

let drawnAt: number | null = null;

/** The time the server drew the page at: the renderer sets it around each render, the browser from the page. */
export function setPageDrawnAt(ms: number | null): void {
  drawnAt = ms;
}

/** The time a render that must match the server's draws (see useHydrating); now when none is set. */
export function pageDrawnAt(): number {
  return drawnAt ?? Date.now();
}

/**
 * The time now on the server's clock, or the time the server drew the page at while it hydrates:
 * for what is drawn once, without a tick.
 */
export function usePageTime(): Date {
  const hydrating = useHydrating();
  return new Date(hydrating ? pageDrawnAt() : serverNow());
}
