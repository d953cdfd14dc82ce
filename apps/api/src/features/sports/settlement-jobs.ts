import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { SportsLiveMessage } from './live.ts';

/** A game's settlement as the shared queue runs it: a recurring run, and one as soon as a game goes final. */
export interface SettlementJobs {
  /** The recurring job's kind; the game-final run's kind is this with `_now`. */
  kind: string;
  everyMs: number;
  firstRetryMs: number;
  /** Settles whatever is ready (and re-settles what was corrected); answers how much it did. */
  run: () => Promise<number | undefined>;
  /** The game's words for the log line when a run could not be queued ("pick'em settlement"). */
  what: string;
}

/** The kind of the run queued when a game goes final or a final game changes. */
export const settlementNowKind = (kind: string) => `${kind}_now`;

/**
 * Puts a game's settlement on the shared job queue, and answers the sports-world listener that
 * asks for a run when a game's final, cancelled or corrected state is committed: once per game and
 * sequence (a game's state goes to two topics; the unique key keeps it to one run).
 */
export function defineSettlementJobs(jobs: JobQueue, settlement: SettlementJobs, logger: FastifyBaseLogger) {
  const retry = { maxAttempts: 3, firstRetryMs: settlement.firstRetryMs };
  const nowKind = settlementNowKind(settlement.kind);
  jobs.define({
    kind: settlement.kind,
    payload: z.object({}),
    everyMs: settlement.everyMs,
    retry,
    run: settlement.run,
  });
  jobs.define({
    kind: nowKind,
    payload: z.object({ game_id: z.string(), seq: z.number().int() }),
    retry,
    run: settlement.run,
  });

  return {
    runOnce: () => jobs.runNow([settlement.kind]),
    onSportsMessages(messages: readonly SportsLiveMessage[]) {
      for (const message of messages) {
        if (message.type !== 'game') continue;
        const game = message.data;
        if (game.status !== 'final' && game.status !== 'cancelled') continue;
        jobs
          .enqueue(
            nowKind,
            { game_id: game.id, seq: game.version },
            { uniqueKey: `${game.id}:${game.version}` },
          )
          .catch((error) => logger.error({ err: error, game_id: game.id }, `${settlement.what} not queued`));
      }
    },
  };
}

export type SettlementJobRuns = ReturnType<typeof defineSettlementJobs>;
