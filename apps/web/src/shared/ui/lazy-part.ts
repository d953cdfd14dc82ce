import { startTransition, useEffect, useState } from 'react';

/**
 * A part of a page whose code its first screen does not need (issue 25): `load` asks for it once
 * (a failed load is asked again by the next caller); `current` is it once it is in.
 */
export interface LazyPart<Part> {
  load(): Promise<Part>;
  current(): Part | undefined;
}

export function lazyPart<Part>(importPart: () => Promise<Part>): LazyPart<Part> {
  let loaded: Part | undefined;
  let loading: Promise<Part> | undefined;
  return {
    load: () =>
      (loading ??= importPart().then(
        (part) => (loaded = part),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    current: () => loaded,
  };
}

/**
 * The lazy part once it is in, undefined until then (on the server, and while hydrating when it has
 * not loaded yet), so the page draws what it can without it meanwhile; asks for it on mount. The
 * part is drawn in a transition: the page is on screen meanwhile, so its render (the board's virtual
 * list, a screen of cards) yields to input in slices instead of one long task (issue 25).
 */
export function useLazyPart<Part>(lazy: LazyPart<Part>): Part | undefined {
  // A function kept in state is set through an updater, or React would call it.
  const [part, setPart] = useState(lazy.current);
  useEffect(() => {
    if (part) return;
    let gone = false;
    lazy.load().then(
      (done) => {
        if (!gone) startTransition(() => setPart(() => done));
      },
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [lazy, part]);
  return part;
}
