import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('measures a new deadline against the time it arrives, not the last tick (a 20 s clock never shows 0:21)', () => {
    const start = Date.now();
    const shown: string[] = [];
    const { rerender } = renderHook(
      ({ deadlineAt }) => {
        const remaining = useCountdown(deadlineAt, 0);
        shown.push(formatClock(remaining ?? -1));
        return remaining;
      },
      { initialProps: { deadlineAt: new Date(start + 30_000).toISOString() as string | null } },
    );
    expect(shown.at(-1)).toBe('0:30');
    // A busy device: 900 ms pass without a tick, then the next pick's deadline arrives.
    vi.setSystemTime(start + 900);
    shown.length = 0;
    rerender({ deadlineAt: new Date(start + 900 + 20_000).toISOString() });
    // Every render of the new deadline, the first included, shows the 20 s the server gave.
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set(['0:20']));
  });

  it('counts down on its ticks and stops at zero', () => {
    const start = Date.now();
    const { result } = renderHook(() => useCountdown(new Date(start + 2_000).toISOString(), 0));
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(1_000);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current).toBe(0);
  });

  it('shows nothing without a deadline', () => {
    const { result } = renderHook(() => useCountdown(null, 0));
    expect(result.current).toBeNull();
  });
});
