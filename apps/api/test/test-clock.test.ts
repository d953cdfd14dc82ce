import { SESSION_IDLE_MS } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_OFFSET_HEADER } from '../src/platform/test-clock.ts';
import { registerUser, useAccountsApp } from './accounts/helpers.ts';
import { useTestApp } from './app.ts';
import { signIn } from './wallet/helpers.ts';

// Past a signed-in session's idle expiry: a request that runs this far ahead finds the session over.
const PAST_IDLE = { [TEST_CLOCK_OFFSET_HEADER]: String(SESSION_IDLE_MS + 60_000) };

describe('the test-only clock offset (KENNEL_TEST_ROUTES)', () => {
  const withTestRoutes = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });

  it('runs a request carrying the header that far ahead, and only that request', async () => {
    const ahead = await signIn(withTestRoutes.current.app);
    const now = await signIn(withTestRoutes.current.app);
    // Side by side: the other player's request keeps the real time.
    const [later, meanwhile] = await Promise.all([
      ahead.browser.get('/v1/session', PAST_IDLE),
      now.browser.get('/v1/session'),
    ]);
    expect(later.json().data.authenticated).toBe(false);
    expect(meanwhile.json().data.authenticated).toBe(true);
  });

  it('ignores an offset that is not a whole number of milliseconds ahead, or more than a year', async () => {
    const player = await signIn(withTestRoutes.current.app);
    for (const offset of ['-86400000', 'soon', '1e12', '99999999999999', String(400 * 86_400_000)]) {
      const response = await player.browser.get('/v1/session', { [TEST_CLOCK_OFFSET_HEADER]: offset });
      expect(response.json().data.authenticated, offset).toBe(true);
    }
  });
});

describe('without test routes', () => {
  const accounts = useAccountsApp();

  it('the header moves no time', async () => {
    const player = await registerUser(accounts);
    const response = await player.browser.get('/v1/session', PAST_IDLE);
    expect(response.json().data.authenticated).toBe(true);
  });
});
