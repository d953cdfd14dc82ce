import { loginResponseSchema, TEST_LOCATION_HEADER } from '@kennel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionLocations } from '../../src/platform/db/schema/locations.ts';
import { registerUser, useAccountsApp } from '../accounts/helpers.ts';

const ctx = useAccountsApp();

describe('the location check at login', () => {
  it('answers where the player was located and records it on the new session', async () => {
    const user = await registerUser(ctx);
    await user.browser.delete('/v1/session');
    const home = await user.browser.post('/v1/sessions', { email: user.email, password: user.password });
    expect(home.statusCode, home.body).toBe(200);
    expect(loginResponseSchema.parse(home.json()).data.location).toEqual({
      state: 'NJ',
      source: 'residence',
      located_at: ctx.clock.now.toISOString(),
    });

    ctx.clock.advance(60_000);
    const away = await user.browser.post(
      '/v1/sessions',
      { email: user.email, password: user.password },
      { headers: { [TEST_LOCATION_HEADER]: 'TN' } },
    );
    expect(loginResponseSchema.parse(away.json()).data.location).toMatchObject({
      state: 'TN',
      source: 'test_header',
    });
    const recorded = await ctx.testApp.database.handle.db
      .select({ state: sessionLocations.state, locatedAt: sessionLocations.locatedAt })
      .from(sessionLocations)
      .where(eq(sessionLocations.userId, user.id));
    // One row per session: the login's new session holds the latest check.
    expect(recorded).toContainEqual({ state: 'TN', locatedAt: ctx.clock.now });
  });
});
