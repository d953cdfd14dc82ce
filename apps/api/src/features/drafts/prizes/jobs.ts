import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import type { SportsLiveMessage } from '../../sports/live.ts';
import type { PrizeSettlement } from './service.ts';

/** The recurring run; slates end rarely, so once a minute is plenty behind the trigger below. */
export const BEST_BALL_PRIZES_JOB = 'best_ball_prizes';
/** One extra run as soon as a game goes final (the slate's last one settles its contests). */
export const BEST_BALL_PRIZES_NOW_JOB = 'best_ball_prizes_now';
export const BEST_BALL_PRIZES_EVERY_MS = 60_000;

/** Puts prize settlement on the shared queue and answers the sports listener (pick'em's triggers.ts). */
export function definePrizeJobs(jobs: JobQueue, settlement: PrizeSettlement, logger: FastifyBaseLogger) {
  const run = () => settlement.settleReady();
  jobs.define({
    kind: BEST_BALL_PRIZES_JOB,
    payload: z.object({}),
    everyMs: BEST_BALL_PRIZES_EVERY_MS,
    retry: { maxAttempts: 3, firstRetryMs: 10_000 },
    run,
  });
  jobs.define({
    kind: BEST_BALL_PRIZES_NOW_JOB,
    payload: z.object({ game_id: z.string(), seq: z.number().int() }),
    retry: { maxAttempts: 3, firstRetryMs: 10_000 },
    run,
  });
  return {
    runOnce: () => jobs.runNow([BEST_BALL_PRIZES_JOB]),
    onSportsMessages(messages: readonly SportsLiveMessage[]) {
      for (const message of messages) {
        if (message.type !== 'game') continue;
        const game = message.data;
        if (game.status !== 'final' && game.status !== 'cancelled') continue;
        jobs
          .enqueue(
            BEST_BALL_PRIZES_NOW_JOB,
            { game_id: game.id, seq: game.version },
            { uniqueKey: `${game.id}:${game.version}` },
          )
          .catch((error) => logger.error({ err: error, game_id: game.id }, 'best ball prizes not queued'));
      }
    },
  };
}
