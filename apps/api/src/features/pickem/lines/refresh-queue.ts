import { AsyncResource } from 'node:async_hooks';

/**
 * What one refresh covers: every game lines are made for, and (or) these games, and (or) games under
 * way that a scoring play changed (only the props of the players it moved need a look; a game also
 * asked for whole, or covered by `all`, is looked at whole).
 */
export interface RefreshTarget {
  all: boolean;
  gameIds: Set<string>;
  scoredIds: Set<string>;
}

/**
 * Runs refreshes one at a time in this process, so no game is refreshed twice at once. A refresh
 * asked for while one runs joins the next, which every such ask shares: the 3-second job and the
 * games whose score changed meanwhile are looked at together, once, after the running refresh (which
 * may have read them before their change). Each refresh runs in the async context of its first
 * asker (its job's name in the metrics).
 */
export function createRefreshQueue<Result>(
  run: (target: RefreshTarget) => Promise<Result>,
  {
    gatherMs,
  }: {
    /**
     * Set: a refresh of games asked for while none runs starts this much later, so the asks of one
     * burst (a simulator tick's score changes in several games) share one refresh instead of one
     * each. A refresh of every game starts at once, taking the games gathered so far.
     */
    gatherMs?: number;
  } = {},
) {
  let running: Promise<void> | undefined;
  let gathering: NodeJS.Timeout | undefined;
  let next: { target: RefreshTarget; result: Promise<Result>; start: () => Promise<void> } | undefined;

  function startNext() {
    const batch = next;
    next = undefined;
    running = batch?.start().finally(startNext);
  }

  function ask(all: boolean, gameId?: string, scored = false): Promise<Result> {
    if (!next) {
      const target: RefreshTarget = { all: false, gameIds: new Set(), scoredIds: new Set() };
      let settle: { resolve: (result: Result) => void; reject: (error: unknown) => void } | undefined;
      const result = new Promise<Result>((resolve, reject) => {
        settle = { resolve, reject };
      });
      const start = AsyncResource.bind(() => run(target).then(settle?.resolve, settle?.reject));
      next = { target, result, start };
    }
    if (all) next.target.all = true;
    if (gameId !== undefined) (scored ? next.target.scoredIds : next.target.gameIds).add(gameId);
    const { result } = next;
    if (running) return result;
    if (gatherMs === undefined || all) {
      clearTimeout(gathering);
      gathering = undefined;
      startNext();
    } else {
      gathering ??= setTimeout(() => {
        gathering = undefined;
        if (!running) startNext();
      }, gatherMs);
    }
    return result;
  }

  return {
    all: () => ask(true),
    game: (gameId: string) => ask(false, gameId),
    scored: (gameId: string) => ask(false, gameId, true),
  };
}
