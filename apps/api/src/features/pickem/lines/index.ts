import { z } from 'zod';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import { timeBackgroundRun } from '../../../platform/monitoring/metrics.ts';
import type { SportsLiveFanout } from '../../sports/live.ts';
import type { LineMaker } from './line-maker.ts';

export { type BoardCache, createBoardCache } from './board-cache.ts';
export { KNOWN_PROPS_MS } from './known-props.ts';
export { createLineMaker, type LineMaker, type RefreshCounts } from './line-maker.ts';
export { readBoard, readLinesOfProps } from './read-lines.ts';
export { pickemBoardRoutes } from './routes.ts';
export { pickemLinesTestRoutes } from './test-routes.ts';

/** How often the line maker's job runs: in-game lines re-price and suspensions end within this. */
export const PICKEM_LINES_EVERY_MS = 3_000;

/**
 * Runs the line maker on the shared job queue (every few seconds, one instance at a time) and at
 * once for a game whose score or status changed in this process (a scoring play suspends its
 * players' in-game lines: a score change of a game under way looks at the players it moved alone,
 * a new status at the whole game). The line maker runs one refresh at a time and folds the asks
 * that come meanwhile into the next (refresh-queue.ts), so a game is never refreshed twice at once.
 * Answers `close`, which waits for the refreshes under way.
 */
export function runLineMaker({
  lineMaker,
  jobs,
  live,
  onError,
}: {
  lineMaker: LineMaker;
  jobs: JobQueue;
  live: SportsLiveFanout;
  onError: (error: unknown) => void;
}) {
  jobs.define({
    kind: 'pickem_lines',
    payload: z.object({}),
    everyMs: PICKEM_LINES_EVERY_MS,
    retry: { maxAttempts: 3, firstRetryMs: 1_000 },
    run: async () => {
      const counts = await lineMaker.refresh();
      return counts.created + counts.repriced + counts.suspended + counts.reopened + counts.locked;
    },
  });
  const known = new Map<string, string>();
  const running = new Set<Promise<void>>();
  let closed = false;

  /** `scored`: only the score of a game under way changed (not its status): its moved players' props. */
  function refreshSoon(gameId: string, scored: boolean) {
    const work = timeBackgroundRun('pickem_lines_game', () =>
      scored ? lineMaker.refreshScored(gameId) : lineMaker.refreshGame(gameId),
    )
      .then(() => undefined)
      .catch(onError)
      .finally(() => running.delete(work));
    running.add(work);
  }

  const unsubscribe = live.subscribe((messages) => {
    if (closed) return;
    for (const message of messages) {
      if (message.type !== 'game' || !message.topic.startsWith('games:')) continue;
      const game = message.data;
      const state = `${game.status}:${game.home_score}:${game.away_score}`;
      const was = known.get(game.id);
      if (was === state) continue;
      // A game over is forgotten: its props lock on this refresh, and nothing follows.
      if (game.status === 'final' || game.status === 'cancelled') known.delete(game.id);
      else known.set(game.id, state);
      refreshSoon(game.id, game.status === 'in_progress' && was?.startsWith('in_progress:') === true);
    }
  });

  return {
    /** Resolves once no refresh started by a game message is under way (tests wait for it). */
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async close() {
      closed = true;
      unsubscribe();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
