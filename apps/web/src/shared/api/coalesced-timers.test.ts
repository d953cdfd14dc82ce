import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_FROM_MS, COALESCE_STEP_MS, coalescedTimeoutProvider } from './coalesced-timers.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2099-11-24T09:30:00.250Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the coalescing timeout provider', () => {
  it('runs fifty long timers set in one task on one native timer, none early and at most a step late', () => {
    const provider = coalescedTimeoutProvider();
    const ran: number[] = [];
    const start = Date.now();
    for (let index = 0; index < 50; index += 1) {
      vi.advanceTimersByTime(index % 2); // set over a few milliseconds, as a hydrating page does
      provider.setTimeout(() => ran.push(Date.now() - start), 300_000);
    }
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(300_000 - 1 - (Date.now() - start));
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(COALESCE_STEP_MS);
    expect(ran).toHaveLength(50);
    expect(Math.min(...ran)).toBeGreaterThanOrEqual(300_000);
    expect(Math.max(...ran)).toBeLessThanOrEqual(300_000 + COALESCE_STEP_MS + 25);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears one timer without touching the others, and the native timer with the last', () => {
    const provider = coalescedTimeoutProvider();
    const ran: string[] = [];
    const first = provider.setTimeout(() => ran.push('first'), 30_000);
    const second = provider.setTimeout(() => ran.push('second'), 30_000);
    provider.clearTimeout(first);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(30_000 + COALESCE_STEP_MS);
    expect(ran).toEqual(['second']);
    provider.clearTimeout(second); // already run: nothing happens
    const third = provider.setTimeout(() => ran.push('third'), 60_000);
    provider.clearTimeout(third);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(ran).toEqual(['second']);
  });

  it('runs the rest of a bucket when one of its callbacks throws, and reports the error', async () => {
    const provider = coalescedTimeoutProvider();
    const ran: string[] = [];
    const reported: unknown[] = [];
    const onError = (error: unknown) => reported.push(error);
    process.on('uncaughtException', onError);
    provider.setTimeout(() => {
      throw new Error('first');
    }, 10_000);
    provider.setTimeout(() => ran.push('second'), 10_000);
    vi.advanceTimersByTime(10_000 + COALESCE_STEP_MS);
    expect(ran).toEqual(['second']);
    await vi.waitFor(() => expect(reported).toEqual([new Error('first')]));
    process.off('uncaughtException', onError);
  });

  it('keeps timers of different seconds apart, in order', () => {
    const provider = coalescedTimeoutProvider();
    const ran: string[] = [];
    provider.setTimeout(() => ran.push('later'), 20_000);
    provider.setTimeout(() => ran.push('sooner'), 10_000);
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(10_000 + COALESCE_STEP_MS);
    expect(ran).toEqual(['sooner']);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(['sooner', 'later']);
  });

  it('leaves short timers, intervals and native ids to the platform, exact', () => {
    const provider = coalescedTimeoutProvider();
    const ran: number[] = [];
    const start = Date.now();
    provider.setTimeout(() => ran.push(Date.now() - start), COALESCE_FROM_MS - 1);
    const cleared = provider.setTimeout(() => ran.push(-1), 10);
    provider.clearTimeout(cleared);
    const native = setTimeout(() => ran.push(-2), 50);
    provider.clearTimeout(native as unknown as number);
    const interval = provider.setInterval(() => ran.push(0), 1_000);
    vi.advanceTimersByTime(COALESCE_FROM_MS - 1);
    provider.clearInterval(interval);
    expect(ran.filter((value) => value === 0)).toHaveLength(4);
    expect(ran.filter((value) => value !== 0)).toEqual([COALESCE_FROM_MS - 1]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
