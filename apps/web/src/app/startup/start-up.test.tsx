import { DEFAULT_LEGAL_LINKS } from '@kennel/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey, walletQueryKey } from '../../shared/api/index.ts';
import { preloadedAnswersFrom } from '../../shared/api/preload.ts';
import { apiError, createFakeApi, json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { createMonitoring } from '../../shared/monitoring/index.ts';
import { SharedConfigLoadError } from './load-shared-config.ts';
import { StartedApp, startUp } from './start-app.tsx';

const monitoringOn = {
  VITE_DD_CLIENT_TOKEN: 'pub-token',
  VITE_DD_APPLICATION_ID: 'app-id',
};

function monitoringWithSink() {
  const sink = { addError: vi.fn(), log: vi.fn() };
  return { sink, monitoring: createMonitoring(async () => sink) };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('start-up step 1: the shared client config', () => {
  it('asks for it with API version v1 and client type web', async () => {
    const api = createFakeApi();
    const result = await startUp({ env: {}, monitoring: createMonitoring(), fetch: api.fetch });
    const [call] = api.callsTo('GET', '/v1/shared-client-config');
    expect(call?.url.search).toBe('?api_version=v1&client_type=web');
    expect(result.legalLinks.enhanced_terms_of_use_url).toBe('https://legal.kennel.example/terms');
    expect(result.status).toBe('ready');
  });

  it.each([
    ['answers 500', () => apiError(500, 'internal_error', 'Database down')],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['answers without data', () => json({ links: [] })],
  ])(
    'falls back to the default legal links when the call %s, and logs a wrapped error',
    async (_, handler) => {
      const api = createFakeApi({ 'GET /v1/shared-client-config': handler });
      const { sink, monitoring } = monitoringWithSink();
      const result = await startUp({ env: monitoringOn, monitoring, fetch: api.fetch });

      expect(result.status).toBe('ready');
      expect(result.legalLinks).toEqual(DEFAULT_LEGAL_LINKS);
      const [message, cause] = warn.mock.calls[0] ?? [];
      expect(message).toMatch(
        /^Could not load the shared client config \(.+\); using the built-in legal links\.$/,
      );
      expect(cause).toBeDefined();
      // Logged before monitoring started, delivered once it did.
      await vi.waitFor(() => expect(sink.log).toHaveBeenCalledWith('warn', message, expect.anything()));
      const context = sink.log.mock.calls[0]?.[2] as { error: { name: string } };
      expect(context.error.name).toBe('SharedConfigLoadError');
    },
  );

  it('wraps the cause in SharedConfigLoadError', () => {
    const cause = new Error('socket hang up');
    const error = new SharedConfigLoadError(cause);
    expect(error.cause).toBe(cause);
    expect(error.message).toContain('socket hang up');
  });

  it('falls back per missing or blank field of a partial answer', async () => {
    const api = createFakeApi({
      'GET /v1/shared-client-config': () =>
        json({
          data: {
            enhanced_terms_of_use_url: 'https://legal.kennel.example/terms-2025',
            enhanced_privacy_policy_url: '',
            glba_privacy_notice_url: 42,
          },
        }),
    });
    const result = await startUp({ env: {}, monitoring: createMonitoring(), fetch: api.fetch });
    expect(result.legalLinks).toEqual({
      ...DEFAULT_LEGAL_LINKS,
      enhanced_terms_of_use_url: 'https://legal.kennel.example/terms-2025',
    });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('start-up step 2: building the critical services', () => {
  it('shows the error screen, with the reason, when the settings are invalid', async () => {
    const api = createFakeApi();
    const result = await startUp({
      env: { VITE_DD_SITE: 'datadoghq.cn', VITE_PAYMENT_MERCHANT_ID: 'abc' },
      monitoring: createMonitoring(),
      fetch: api.fetch,
    });
    expect(result.status).toBe('failed');
    render(<StartedApp result={result} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Woof!');
    expect(screen.getByText('Something went wrong, try refreshing the page.')).toBeTruthy();
    expect(screen.getByText('If the issue persists, please contact support.')).toBeTruthy();
    const message = screen.getByTestId('error-screen-message').textContent ?? '';
    expect(message.split('\n')).toEqual([
      "The web app's settings are invalid:",
      'VITE_DD_SITE must be one of datadoghq.com, us3.datadoghq.com, us5.datadoghq.com, datadoghq.eu (got "datadoghq.cn")',
      'VITE_PAYMENT_MERCHANT_ID must be digits only (got "abc")',
    ]);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
  });

  it('starts monitoring and asks for the session when the settings are valid', async () => {
    const api = createFakeApi();
    const { monitoring } = monitoringWithSink();
    const result = await startUp({ env: monitoringOn, monitoring, fetch: api.fetch });
    expect(result.status).toBe('ready');
    await vi.waitFor(() => expect(monitoring.status).toBe('on'));
    await vi.waitFor(() => expect(api.callsTo('GET', '/v1/session')).toHaveLength(1));
  });
});

describe('start-up from a signed-in game page', () => {
  it('starts from the answers the page arrived with: legal links, session and balance, no request', async () => {
    const api = createFakeApi();
    const preloaded = preloadedAnswersFrom([
      {
        path: '/v1/shared-client-config?api_version=v1&client_type=web',
        body: { data: { enhanced_terms_of_use_url: 'https://legal.kennel.example/preloaded-terms' } },
      },
      { path: '/v1/session', body: signedInSession },
      {
        path: '/v1/wallet',
        body: {
          data: {
            cash_cents: 12_34,
            promo_cents: 0,
            pending_withdrawal_cents: 0,
            lifetime_deposit_cents: 12_34,
            owed_cents: 0,
            currency: 'USD',
          },
        },
      },
    ]);
    const result = await startUp({ env: {}, monitoring: createMonitoring(), fetch: api.fetch, preloaded });
    if (result.status !== 'ready') throw new Error('start-up failed');
    const { queryClient, stopSessionRefresh } = result.services;
    stopSessionRefresh();
    expect(result.legalLinks.enhanced_terms_of_use_url).toBe('https://legal.kennel.example/preloaded-terms');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(signedInSession.data);
    expect(queryClient.getQueryData(walletQueryKey)).toMatchObject({ balance: 12_34 });
    expect(api.calls).toEqual([]);
  });
});
