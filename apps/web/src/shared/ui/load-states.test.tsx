import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed.tsx';
import { LoadMore } from './load-more.tsx';
import { SkeletonCards } from './skeleton.tsx';

describe('load states', () => {
  it('shows the given number of placeholder cards, busy, and names what is loading', () => {
    const { container } = render(
      <SkeletonCards label="Loading contests" count={3} cardClassName="p-4">
        <span data-testid="inside" />
      </SkeletonCards>,
    );
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading contests')).toBeTruthy();
    expect(screen.getAllByTestId('inside')).toHaveLength(3);
  });

  it('announces a failed load with its title and body, and tries again on request', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadFailed title="The lobby did not load" body="Check your connection." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The lobby did not load');
    expect(alert.textContent).toContain('Check your connection.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers the next page only while there is one, and not twice at once', async () => {
    const user = userEvent.setup();
    const load = vi.fn();
    const { rerender } = render(<LoadMore more loading={false} load={load} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<LoadMore more loading load={load} />);
    expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<LoadMore more={false} loading={false} load={load} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
