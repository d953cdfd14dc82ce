import type { FastifyBaseLogger } from 'fastify';
import { timeBackgroundRun } from '../../../platform/monitoring/metrics.ts';
import type { DraftEngine } from './engine.ts';

export interface ClockWorker {
  /** Resolves once the sweep under way (if any) has finished; no sweep starts after. */
  close(): Promise<void>;
}

/** How much longer than `pollMs` the sweeper rests while no draft is on the clock anywhere. */
const IDLE_FACTOR = 8;
/** The longest rest: a draft that starts meanwhile (on any process) is noticed within it, far inside any pick clock. */
const MAX_IDLE_MS = 2_000;

/**
 * Every API process runs one: while any draft is on the clock it sweeps drafts whose pick clock ran
 * out every `pollMs` (250 ms keeps a 30 s clock honest to within a percent), as fast as it can while
 * any are left; while none is, it looks every `idleMs` (the same one statement), well inside any
 * pick clock, so an idle process does not ask four times a second.
 */
export function runClockWorker(
  engine: Pick<DraftEngine, 'sweepClocks'>,
  {
    pollMs,
    shortestClockMs,
    logger,
  }: {
    pollMs: number;
    /** The shortest pick clock a draft may have here, when one is configured (development, tests). */
    shortestClockMs?: number | null;
    logger: FastifyBaseLogger;
  },
): ClockWorker {
  const longestRest = Math.min(MAX_IDLE_MS, shortestClockMs ? shortestClockMs / 4 : MAX_IDLE_MS);
  const idleMs = Math.max(pollMs, Math.min(longestRest, pollMs * IDLE_FACTOR));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  let drafting = true;

  async function sweep() {
    try {
      // A full batch means more may be waiting: go again at once.
      for (;;) {
        const swept = await engine.sweepClocks(20);
        drafting = swept.drafting;
        if (stopped || swept.moved < 20) break;
      }
    } catch (error) {
      drafting = true;
      logger.error({ err: error }, 'draft clock sweep failed');
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(
      () => {
        sweeping = timeBackgroundRun('draft_clocks', sweep).finally(schedule);
      },
      drafting ? pollMs : idleMs,
    );
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
