import { apiErrorSchema, sessionResponseSchema } from '@kennel/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  sessionIdFor,
} from '../src/features/sessions/service.ts';
import { sessions } from '../src/platform/db/schema/index.ts';
import { createTestApp, type TestApp, useTestApp } from './app.ts';
import { TestBrowser } from './browser.ts';

const MINUTE_MS = 60_000;
let now = new Date('2026-03-01T12:00:00Z');
function advance(ms: number) {
  now = new Date(now.getTime() + ms);
}

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: () => now });

async function signedInBrowser(username?: string) {
  const browser = new TestBrowser(testApp.current.app);
  await browser.get('/v1/csrf');
  const response = await browser.post('/v1/test/session', username === undefined ? undefined : { username });
  expect(response.statusCode).toBe(201);
  return { browser, response };
}

async function sessionOf(browser: TestBrowser) {
  const response = await browser.get('/v1/session');
  expect(response.statusCode).toBe(200);
  return sessionResponseSchema.parse(response.json()).data;
}

describe('GET /v1/session', () => {
  it('is signed out without a session cookie', async () => {
    const browser = new TestBrowser(testApp.current.app);
    expect(await sessionOf(browser)).toEqual({ authenticated: false, user: null });
  });

  it('is signed in after the test session route, with the user it created', async () => {
    const { browser, response } = await signedInBrowser('Rex_the_dog');
    const created = sessionResponseSchema.parse(response.json()).data;
    expect(created).toMatchObject({ authenticated: true, user: { username: 'Rex_the_dog' } });
    expect(await sessionOf(browser)).toEqual({ ...created, terms_acceptance_required: false });
  });

  it('sets an httpOnly, SameSite=Lax session cookie that lasts no longer than a session can', async () => {
    const { response } = await signedInBrowser();
    const cookie = response.cookies.find((c) => c.name === 'kennel_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(SESSION_ABSOLUTE_TIMEOUT_MS / 1000);
  });

  it('stores only the hash of the session token', async () => {
    const { browser } = await signedInBrowser();
    const token = browser.cookie('kennel_session') ?? '';
    const db = testApp.current.database.handle.db;
    expect(await db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFor(token))),
    ).toHaveLength(1);
  });

  it('signs the same user in again by username', async () => {
    const first = await signedInBrowser('Fido');
    const second = await signedInBrowser('fido');
    expect((await sessionOf(second.browser)).user?.id).toBe((await sessionOf(first.browser)).user?.id);
  });

  it('touches last_seen_at on each read and keeps an active session alive past the idle limit', async () => {
    const { browser } = await signedInBrowser();
    const id = sessionIdFor(browser.cookie('kennel_session') ?? '');
    const db = testApp.current.database.handle.db;
    for (let i = 0; i < 3; i += 1) {
      advance(20 * MINUTE_MS);
      expect((await sessionOf(browser)).authenticated).toBe(true);
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      expect(row?.lastSeenAt.getTime()).toBe(now.getTime());
      expect(row?.idleExpiresAt.getTime()).toBe(now.getTime() + SESSION_IDLE_TIMEOUT_MS);
    }
  });

  it('writes last_seen_at at most once a minute: requests within the minute only read the session', async () => {
    const { browser } = await signedInBrowser();
    const signedInAt = now.getTime();
    const id = sessionIdFor(browser.cookie('kennel_session') ?? '');
    const db = testApp.current.database.handle.db;
    const lastSeen = async () =>
      (await db.select().from(sessions).where(eq(sessions.id, id)))[0]?.lastSeenAt.getTime();
    for (const step of [1_000, 29_000, 29_000]) {
      advance(step);
      expect((await sessionOf(browser)).authenticated).toBe(true);
      expect(await lastSeen()).toBe(signedInAt);
    }
    advance(1_001);
    expect((await sessionOf(browser)).authenticated).toBe(true);
    expect(await lastSeen()).toBe(now.getTime());
  });

  it('expires after 30 minutes without use and clears the cookie', async () => {
    const { browser } = await signedInBrowser();
    advance(SESSION_IDLE_TIMEOUT_MS + 1);
    const response = await browser.get('/v1/session');
    expect(response.json()).toEqual({ data: { authenticated: false, user: null } });
    expect(browser.cookie('kennel_session')).toBeUndefined();
  });

  it('expires 12 hours after sign-in however active the browser is', async () => {
    const { browser } = await signedInBrowser();
    const token = browser.cookie('kennel_session') ?? '';
    let elapsed = 0;
    while (elapsed + 25 * MINUTE_MS < SESSION_ABSOLUTE_TIMEOUT_MS) {
      advance(25 * MINUTE_MS);
      elapsed += 25 * MINUTE_MS;
      expect((await sessionOf(browser)).authenticated).toBe(true);
    }
    advance(SESSION_ABSOLUTE_TIMEOUT_MS - elapsed);
    expect((await sessionOf(browser)).authenticated).toBe(false);
    const db = testApp.current.database.handle.db;
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFor(token))),
    ).toHaveLength(0);
  });

  it('treats an unknown or malformed cookie as signed out and clears it', async () => {
    for (const value of ['not-a-token', 'A'.repeat(43)]) {
      const browser = new TestBrowser(testApp.current.app);
      browser.setCookie('kennel_session', value);
      expect(await sessionOf(browser)).toEqual({ authenticated: false, user: null });
      expect(browser.cookie('kennel_session')).toBeUndefined();
    }
  });
});

describe('POST /v1/test/session/end', () => {
  it('signs the browser out and deletes the session', async () => {
    const { browser } = await signedInBrowser();
    const token = browser.cookie('kennel_session') ?? '';
    const response = await browser.post('/v1/test/session/end');
    expect(response.json()).toEqual({ data: { authenticated: false, user: null } });
    expect(await sessionOf(browser)).toEqual({ authenticated: false, user: null });
    // The old token stays dead even if replayed.
    const replay = new TestBrowser(testApp.current.app);
    replay.setCookie('kennel_session', token);
    expect((await sessionOf(replay)).authenticated).toBe(false);
  });
});

describe('POST /v1/test/session', () => {
  it('needs the CSRF header like every POST', async () => {
    const browser = new TestBrowser(testApp.current.app);
    await browser.get('/v1/csrf');
    const response = await browser.post('/v1/test/session', {}, { csrf: false });
    expect(apiErrorSchema.parse(response.json()).api_code).toBe('csrf_invalid');
  });

  it('refuses a username that breaks the rules, naming the field', async () => {
    const browser = new TestBrowser(testApp.current.app);
    await browser.get('/v1/csrf');
    const response = await browser.post('/v1/test/session', { username: 'no spaces!' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      api_code: 'invalid_request',
      fields: { username: 'Use 3 to 24 letters, digits or underscores.' },
    });
  });

  it('ends the browser’s previous session when signing in again', async () => {
    const { browser } = await signedInBrowser('first_user');
    const firstToken = browser.cookie('kennel_session') ?? '';
    await browser.post('/v1/test/session', { username: 'second_user' });
    expect((await sessionOf(browser)).user?.username).toBe('second_user');
    const db = testApp.current.database.handle.db;
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFor(firstToken))),
    ).toHaveLength(0);
  });
});

describe('test routes when KENNEL_TEST_ROUTES is off', () => {
  let disabled: TestApp;
  beforeAll(async () => {
    disabled = await createTestApp();
  });
  afterAll(async () => {
    await disabled.close();
  });

  it('answers 404 route_not_found for both test routes', async () => {
    const browser = new TestBrowser(disabled.app);
    await browser.get('/v1/csrf');
    for (const url of ['/v1/test/session', '/v1/test/session/end']) {
      const response = await browser.post(url, {});
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).api_code).toBe('route_not_found');
    }
  });
});
