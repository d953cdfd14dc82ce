import { SESSION_REFRESH_INTERVAL_MS } from '@kennel/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type Session, sessionQueryKey } from '../api/index.ts';
import { apiError, createFakeApi, type FakeHandler, json } from '../api/testing/fake-api.ts';
import { startSessionRefresh } from './session-refresh.ts';

const signedIn: Session = {
  authenticated: true,
  user: { id: 'u1', username: 'rex', email: 'rex@kennel.example' },
};

function setUp(refresh: FakeHandler, session: Session) {
  const api = createFakeApi({ 'POST /v1/session/refresh': refresh });
  const http = createHttpClient({ baseUrl: '', fetch: api.fetch, readCookie: () => 'csrf-token' });
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  const stop = startSessionRefresh(http, queryClient);
  return { api, queryClient, stop };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('session refresh', () => {
  it(`refreshes a signed-in session every ${SESSION_REFRESH_INTERVAL_MS} ms`, async () => {
    vi.useFakeTimers();
    const { api, stop } = setUp(() => json({ data: {} }), signedIn);
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS - 1);
    expect(api.callsTo('POST', '/v1/session/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.callsTo('POST', '/v1/session/refresh')).toHaveLength(1);
    expect(api.calls[0]?.headers.get('x-csrf-token')).toBe('csrf-token');
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    expect(api.callsTo('POST', '/v1/session/refresh')).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    expect(api.callsTo('POST', '/v1/session/refresh')).toHaveLength(2);
  });

  it('does nothing for a guest', async () => {
    vi.useFakeTimers();
    const { api, stop } = setUp(() => json({ data: {} }), { authenticated: false, user: null });
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS * 3);
    expect(api.calls).toHaveLength(0);
    stop();
  });

  it('switches to signed out when the session has ended', async () => {
    vi.useFakeTimers();
    const { queryClient, stop } = setUp(() => apiError(401, 'unauthenticated', 'Please log in'), signedIn);
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ authenticated: false, user: null });
    stop();
  });
});

describe('HTTP client and the session', () => {
  it('asks the app to re-check the session when the API answers unauthenticated, not for other 401s', async () => {
    const onUnauthenticated = vi.fn();
    const api = createFakeApi({
      'GET /v1/wallet': () => apiError(401, 'unauthenticated', 'Please log in'),
      'POST /v1/sessions': () => apiError(401, 'invalid_credentials', 'Check your email and password'),
    });
    const http = createHttpClient({
      baseUrl: '',
      fetch: api.fetch,
      onUnauthenticated,
      readCookie: () => 't',
    });
    await expect(http.post('/sessions', {})).rejects.toThrow('Check your email and password');
    expect(onUnauthenticated).not.toHaveBeenCalled();
    await expect(http.get('/wallet')).rejects.toThrow('Please log in');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});
