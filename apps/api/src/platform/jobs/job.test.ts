import { describe, expect, it } from 'vitest';
import { backoffMs, type RetryPolicy } from './job.ts';

const policy: RetryPolicy = { maxAttempts: 10, firstRetryMs: 1_000, maxRetryMs: 10_000 };

describe('job backoff', () => {
  it('doubles after each failed attempt up to the cap', () => {
    const waits = [1, 2, 3, 4, 5, 6].map((attempt) => backoffMs(policy, attempt, () => 0));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('adds at most a tenth of jitter, so instances that failed together do not retry together', () => {
    expect(backoffMs(policy, 2, () => 0.999)).toBe(2_200);
    expect(backoffMs(policy, 5, () => 0.5)).toBe(10_500);
  });
});
