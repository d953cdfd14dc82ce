import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import type { SportsLiveMessage } from '../../sports/live.ts';
import type { Settlement } from './service.ts';

/** The recurring run (settle what is ready, re-settle what was corrected), a few seconds apart. */
export const PICKEM_SETTLEMENT_JOB = 'pickem_settlement';
/** One extra run as soon as a game goes final or a final game changes (a stat correction). */
export const PICKEM_SETTLEMENT_NOW_JOB = 'pickem_settlement_now';
export const PICKEM_SETTLEMENT_EVERY_MS = 5_000;

/**
 * Puts settlement on the shared job queue, and answers the sports-world listener that asks for a
 * run when a game's final (or corrected) state is committed, once per game and sequence.
 */
export function definePickemSettlementJobs(
  jobs: JobQueue,
  settlement: Settlement,
  logger: FastifyBaseLogger,
) {
  const run = async () => {
    const { settled } = await settlement.settleReady();
    const { resettled, reversed } = await settlement.regradeCorrected();
    return settled + resettled + reversed;
  };
  jobs.define({
    kind: PICKEM_SETTLEMENT_JOB,
    payload: z.object({}),
    everyMs: PICKEM_SETTLEMENT_EVERY_MS,
    retry: { maxAttempts: 3, firstRetryMs: 5_000 },
    run,
  });
  jobs.define({
    kind: PICKEM_SETTLEMENT_NOW_JOB,
    payload: z.object({ game_id: z.string(), seq: z.number().int() }),
    retry: { maxAttempts: 3, firstRetryMs: 5_000 },
    run,
  });

  return {
    runOnce: () => jobs.runNow([PICKEM_SETTLEMENT_JOB]),
    onSportsMessages(messages: readonly SportsLiveMessage[]) {
      for (const message of messages) {
        if (message.type !== 'game') continue;
        const game = message.data;
        if (game.status !== 'final' && game.status !== 'cancelled') continue;
        // A game's state goes to two topics: the key keeps it to one run per game and sequence.
        jobs
          .enqueue(
            PICKEM_SETTLEMENT_NOW_JOB,
            { game_id: game.id, seq: game.version },
            { uniqueKey: `${game.id}:${game.version}` },
          )
          .catch((error) => logger.error({ err: error, game_id: game.id }, "pick'em settlement not queued"));
      }
    },
  };
}
