import type { FastifyBaseLogger } from 'fastify';
import { timeBackgroundRun } from '../../../platform/monitoring/metrics.ts';
import type { DraftEngine } from './engine.ts';

export interface ClockWorker {
  /** Resolves once the sweep under way (if any) has finished; no sweep starts after. */
  close(): Promise<void>;
}

/**
 * Every API process runs one: it sweeps drafts whose pick clock ran out every `pollMs` (250 ms
 * keeps a 30 s clock honest to within a percent), as fast as it can while any are left.
 */
export function runClockWorker(
  engine: DraftEngine,
  { pollMs, logger }: { pollMs: number; logger: FastifyBaseLogger },
): ClockWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> = Promise.resolve();

  async function sweep() {
    try {
      // A full batch means more may be waiting: go again at once.
      while (!stopped && (await engine.expireClocks(20)) === 20) {}
    } catch (error) {
      logger.error({ err: error }, 'draft clock sweep failed');
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      sweeping = timeBackgroundRun('draft_clocks', sweep).finally(schedule);
    }, pollMs);
    timer.unref();
  }
  schedule();

  return {
    async close() {
      stopped = true;
      clearTimeout(timer);
      await sweeping;
    },
  };
}
