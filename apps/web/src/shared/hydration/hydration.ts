import { useSyncExternalStore } from 'react';

// A signed-in game page is drawn on the server and hydrated in the browser (ADR 0046-h): the
// browser's first render must draw exactly what the server drew, since React 19 keeps the server's
// attributes as they are and draws the whole page again on a text mismatch. Values only the browser
// knows (the saved theme, the time now) are drawn as the server drew them in that render, then
// right after it as the browser has them.

const neverChanges = () => () => {};

/**
 * True while React draws what the server draws: on the server, and in the browser's first render of
 * a server-rendered page (hydration); false in every other render. After hydration React renders the
 * components that asked again, with false.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
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

/** The time now, or the time the server drew the page at while it hydrates: for what is drawn once, without a tick. */
export function usePageTime(): Date {
  const hydrating = useHydrating();
  return new Date(hydrating ? pageDrawnAt() : Date.now());
}
