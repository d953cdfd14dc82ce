import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runClockWorker } from '../../src/features/drafts/engine/clock-worker.ts';

// The sweeper asks every pollMs while a draft is on the clock, and rests longer while none is: an idle
// process does not read the drafts four times a second.

const logger = { error: vi.fn() } as unknown as FastifyBaseLogger;

function fakeEngine() {
  const state = { drafting: false, sweeps: 0 };
  return {
    state,
    engine: {
      sweepClocks: async () => {
        state.sweeps += 1;
        return { moved: 0, drafting: state.drafting };
      },
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the draft clock sweeper', () => {
  it('sweeps every pollMs while a draft is on the clock, and eight times that (2 s at most) while none is', async () => {
    vi.useFakeTimers();
    const { state, engine } = fakeEngine();
    const worker = runClockWorker(engine, { pollMs: 250, logger });
    await vi.advanceTimersByTimeAsync(250);
    expect(state.sweeps).toBe(1);
    // Nothing on the clock: the next look is 2 s later.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(state.sweeps).toBe(1);
    state.drafting = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(state.sweeps).toBe(2);
    // A draft is on the clock: every 250 ms again.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.sweeps).toBe(6);
    await worker.close();
  });

  it('rests at most a quarter of the shortest pick clock configured', async () => {
    vi.useFakeTimers();
    const { state, engine } = fakeEngine();
    const worker = runClockWorker(engine, { pollMs: 50, shortestClockMs: 1_000, logger });
    await vi.advanceTimersByTimeAsync(50);
    expect(state.sweeps).toBe(1);
    // 8 × 50 ms would be 400 ms; a 1 s clock allows 250 ms.
    await vi.advanceTimersByTimeAsync(249);
    expect(state.sweeps).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.sweeps).toBe(2);
    await worker.close();
  });

  it('keeps sweeping every pollMs after a failed sweep', async () => {
    vi.useFakeTimers();
    let sweeps = 0;
    const worker = runClockWorker(
      {
        sweepClocks: async () => {
          sweeps += 1;
          throw new Error('database away');
        },
      },
      { pollMs: 100, logger },
    );
    await vi.advanceTimersByTimeAsync(300);
    expect(sweeps).toBe(3);
    expect(logger.error).toHaveBeenCalled();
    await worker.close();
  });
});
