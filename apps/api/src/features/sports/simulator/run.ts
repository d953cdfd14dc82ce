import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/database.ts';
import { createLeadership, LEADER_KEYS } from '../../../platform/db/leader.ts';
import { timeBackgroundRun } from '../../../platform/monitoring/metrics.ts';
import type { SimulatorProducer } from './producer.ts';

export interface WorldSimulatorRunOptions {
  db: Database;
  producer: SimulatorProducer;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** About a second: events are due by the wall clock, so this is the live games' resolution. */
  tickMs?: number;
  /** How often a follower tries to take over (tests shorten it). */
  retryMs?: number;
}

/**
 * Runs the producer's ticks while this instance is the elected leader (one per database), and
 * stops them when it loses the lock or the server closes. A tick's failure is logged and the next
 * tick tries again: every step of the producer is idempotent.
 */
export function runWorldSimulator({
  db,
  producer,
  logger,
  tickMs = 1_000,
  retryMs,
}: WorldSimulatorRunOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let leading = false;

  function next() {
    if (!leading) return;
    timer = setTimeout(() => {
      running = timeBackgroundRun('world_simulator', () => producer.tick())
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error }, 'world simulator tick failed'),
        )
        .finally(next);
    }, tickMs);
  }

  const leadership = createLeadership({
    db,
    key: LEADER_KEYS.worldSimulator,
    retryMs,
    onLead: () => {
      logger.info('this instance now produces the sports world');
      leading = true;
      next();
    },
    onLose: async () => {
      leading = false;
      clearTimeout(timer);
      await running;
      logger.info('this instance stopped producing the sports world');
    },
    onError: (error) => logger.error({ err: error }, 'world simulator leadership check failed'),
  });

  return {
    isLeader: () => leadership.isLeader(),
    close: () => leadership.close(),
  };
}
