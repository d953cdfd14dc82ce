import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBoardsFetching } from './slip-lines.ts';

afterEach(cleanup);

function deferred() {
  let resolve: (value: unknown) => void = () => {};
  const promise = new Promise((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useBoardsFetching(), { wrapper });
  return { queryClient, hook };
}

describe('useBoardsFetching', () => {
  it('is true while a cached board fetches, whichever kind, and false once it has answered', async () => {
    const { queryClient, hook } = setUp();
    expect(hook.result.current).toBe(false);
    for (const key of [
      ['pickem', 'board', { kind: 'higher_lower' }],
      ['pickem', 'board', { kind: 'rivals', props: 'p1' }],
    ]) {
      const answer = deferred();
      act(() => void queryClient.prefetchQuery({ queryKey: key, queryFn: () => answer.promise }));
      await waitFor(() => expect(hook.result.current).toBe(true));
      await act(async () => answer.resolve({ lines: [] }));
      await waitFor(() => expect(hook.result.current).toBe(false));
    }
  });

  it("stays false while another query fetches (the board cards' games)", async () => {
    const { queryClient, hook } = setUp();
    const answer = deferred();
    act(
      () =>
        void queryClient.prefetchQuery({ queryKey: ['sports', 'game', 'g1'], queryFn: () => answer.promise }),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    expect(hook.result.current).toBe(false);
    await act(async () => answer.resolve({ id: 'g1' }));
    expect(hook.result.current).toBe(false);
  });
});
