import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, catalogueClientError, type HttpClient, HttpClientProvider } from '../api/index.ts';
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

describe('usePaidSubmit after a request got no answer', () => {
  const noAnswer = () =>
    new ApiRequestError(catalogueClientError('network_error'), {
      method: 'POST',
      path: '/v1/pickem/entries',
    });

  it('resends under the same key when the form changes and changes back during the retry wait', async () => {
    const keys: string[] = [];
    const waiting = deferred<void>();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HttpClientProvider client={{} as HttpClient}>{children}</HttpClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ request }) =>
        usePaidSubmit(request, {
          send: async (_http, _request, key) => {
            keys.push(key);
            if (keys.length === 1) {
              waiting.resolve();
              throw noAnswer();
            }
            return 'ok';
          },
          onSucceeded: () => undefined,
          retryDelaysMs: [10],
        }),
      { wrapper, initialProps: { request: { line: 'v1' } } },
    );
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.submit();
    });
    await act(() => waiting.promise);
    // The player edits the slip and edits it back while the automatic retry waits.
    rerender({ request: { line: 'v2' } });
    rerender({ request: { line: 'v1' } });
    await act(() => sent);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('shows that the request may have gone in, even after the player changed the form, and refreshes', async () => {
    const answer = deferred<string>();
    let refreshed = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HttpClientProvider client={{} as HttpClient}>{children}</HttpClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ request }) =>
        usePaidSubmit(request, {
          send: () => answer.promise,
          onSucceeded: () => undefined,
          onOutcomeUnknown: () => {
            refreshed += 1;
          },
          retryDelaysMs: [],
        }),
      { wrapper, initialProps: { request: { line: 'v1' } } },
    );
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.submit();
    });
    rerender({ request: { line: 'v2' } });
    await act(async () => {
      answer.reject(noAnswer());
      await sent;
    });
    expect(result.current.problem?.apiCode).toBe('outcome_unknown');
    expect(result.current.problem?.message).toMatch(/may have gone through/);
    expect(refreshed).toBe(1);
  });
});
