import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

function Clock({ id }: { id: number }) {
  const now = useNow(30_000);
  return <p data-testid={`clock-${id}`}>{now.toISOString()}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2099-11-24T09:30:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('counts twenty clocks of one tick on one interval, which goes with the last of them', () => {
    const clocks = Array.from({ length: 20 }, (_, id) => id);
    const { getByTestId, rerender, unmount } = render(clocks.map((id) => <Clock key={id} id={id} />));
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    for (const id of clocks) expect(getByTestId(`clock-${id}`).textContent).toBe('2099-11-24T09:30:30.000Z');
    // Half of them leave: the others keep counting on the same interval.
    rerender(clocks.slice(0, 10).map((id) => <Clock key={id} id={id} />));
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(getByTestId('clock-9').textContent).toBe('2099-11-24T09:31:00.000Z');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
