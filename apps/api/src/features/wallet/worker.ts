import type { FastifyBaseLogger } from 'fastify';

/** One periodic job; returns how many things it handled. Every task is safe on several instances at once. */
export interface WorkerTask {
  name: string;
  run(): Promise<number>;
}

export const WORKER_INTERVAL_MS = 30_000;

/**
 * Runs the wallet's periodic jobs (promo expiry, interrupted deposits and payouts, unconfirmed
 * withdrawals, idempotency clean-up) one after another, never overlapping itself.
 */
export function createWorker({
  tasks,
  logger,
  intervalMs = WORKER_INTERVAL_MS,
}: {
  tasks: readonly WorkerTask[];
  logger: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Record<string, number>> | null = null;

  async function runTasks(): Promise<Record<string, number>> {
    const handled: Record<string, number> = {};
    for (const task of tasks) {
      try {
        handled[task.name] = await task.run();
      } catch (error) {
        logger.error({ err: error, task: task.name }, 'wallet job failed');
        handled[task.name] = 0;
      }
    }
    return handled;
  }

  function runOnce(): Promise<Record<string, number>> {
    if (!running) running = runTasks().finally(() => (running = null));
    return running;
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
