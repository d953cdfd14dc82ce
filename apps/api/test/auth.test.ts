import { apiErrorSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { requireUser, signedInUser } from '../src/platform/http/auth.ts';
import { useTestApp } from './app.ts';
import { TestBrowser } from './browser.ts';

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  beforeReady(app) {
    app.get('/v1/test/whoami', { preHandler: requireUser }, async (request) => ({
      username: signedInUser(request).username,
    }));
  },
});

describe('requireUser', () => {
  it('refuses a guest with 401 unauthenticated in the error shape', async () => {
    const response = await new TestBrowser(testApp.current.app).get('/v1/test/whoami');
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json()).api_code).toBe('unauthenticated');
  });

  it('lets a signed-in user through with their own identity', async () => {
    const browser = new TestBrowser(testApp.current.app);
    await browser.get('/v1/csrf');
    expect((await browser.post('/v1/test/session', { username: 'Biscuit' })).statusCode).toBe(201);
    const response = await browser.get('/v1/test/whoami');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'Biscuit' });
  });

  it('refuses again once the session has ended', async () => {
    const browser = new TestBrowser(testApp.current.app);
    await browser.get('/v1/csrf');
    await browser.post('/v1/test/session', { username: 'Scout' });
    await browser.post('/v1/test/session/end');
    expect((await browser.get('/v1/test/whoami')).statusCode).toBe(401);
  });
});
