import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, type HttpClient, HttpClientProvider } from '../api/index.ts';
import { deferred } from './testing/deferred.ts';
import { usePaidSubmit } from './use-paid-submit.ts';

const linesChanged = () =>
  new ApiRequestError(
    { message: 'Lines changed', status: 422, apiCode: 'pickem_lines_changed' },
    { method: 'POST', path: '/v1/pickem/entries' },
  );

function setup(answer: () => Promise<string>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HttpClientProvider client={{} as HttpClient}>{children}</HttpClientProvider>
  );
  return renderHook(
    ({ request }) =>
      usePaidSubmit(request, { send: answer, onSucceeded: () => undefined, retryDelaysMs: [] }),
    { wrapper, initialProps: { request: { line: 'v1' } } },
  );
}

describe('usePaidSubmit', () => {
  it('keeps a refusal beside the request it answered until the player changes it', async () => {
    const { result, rerender } = setup(() => Promise.reject(linesChanged()));
    await act(() => result.current.submit());
    expect(result.current.problem?.apiCode).toBe('pickem_lines_changed');
    rerender({ request: { line: 'v2' } });
    expect(result.current.problem).toBeNull();
  });

  it('does not show a refusal that arrives after the player changed the request it answered', async () => {
    const answer = deferred<string>();
    const { result, rerender } = setup(() => answer.promise);
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.submit();
    });
    // The slip takes the new line (from the live board) while the old request's 422 is on its way.
    rerender({ request: { line: 'v2' } });
    await act(async () => {
      answer.reject(linesChanged());
      await sent;
    });
    expect(result.current.problem).toBeNull();
  });
});
