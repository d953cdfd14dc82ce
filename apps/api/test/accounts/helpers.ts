import { randomBytes, randomInt } from 'node:crypto';
import { type ApiError, apiErrorSchema, TERMS_VERSION, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@kennel/core';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../src/platform/http/server.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { TestBrowser } from '../browser.ts';
import { TestSmtpServer } from './smtp.ts';

/** A password that meets the policy; tests that need another say so. */
export const GOOD_PASSWORD = 'lantern orchard velvet 42';

/** A movable clock, so expiry rules are tested without waiting. */
export class TestClock {
  now = new Date();
  readonly read = () => this.now;
  advance(ms: number) {
    this.now = new Date(this.now.getTime() + ms);
  }
}

/**
 * A TestBrowser with its own client IP (like a person on their own network), so per-IP limits
 * apply per browser as they would in production.
 */
export class AccountBrowser extends TestBrowser {
  readonly ip: string;

  constructor(app: App, ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`) {
    super(app);
    this.ip = ip;
  }

  override request(...[options, flags]: Parameters<TestBrowser['request']>) {
    return super.request({ remoteAddress: this.ip, ...options }, flags);
  }

  delete(url: string, body?: unknown) {
    return this.request({
      method: 'DELETE',
      url,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }

  /** A browser with a CSRF token, as the web app has after start-up. */
  static async open(app: App, ip?: string): Promise<AccountBrowser> {
    const browser = new AccountBrowser(app, ip);
    await browser.get('/v1/csrf');
    return browser;
  }
}

export interface AccountsTestApp {
  readonly app: App;
  readonly testApp: TestApp;
  readonly smtp: TestSmtpServer;
  readonly clock: TestClock;
}

/**
 * The real app, sending mail to a real SMTP server started for the test file. Password hashing
 * uses a low scrypt cost to keep suites fast; password-hashing.test.ts exercises the production cost.
 */
export function useAccountsApp(settings: Record<string, string> = {}): AccountsTestApp {
  const smtp = new TestSmtpServer();
  const clock = new TestClock();
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    await smtp.start();
    testApp = await createTestApp({
      settings: { SMTP_URL: smtp.url, PASSWORD_SCRYPT_LOG_N: '10', ...settings },
      clock: clock.read,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp.stop();
  });
  return {
    smtp,
    clock,
    get testApp() {
      if (!testApp) throw new Error('the test app is only available inside tests');
      return testApp;
    },
    get app() {
      return this.testApp.app;
    },
  };
}

let serial = 0;
/** A fresh username and email for each account a test creates. */
export function newIdentity(prefix = 'pup') {
  serial += 1;
  const tag = `${serial}${randomBytes(3).toString('hex')}`;
  return { username: `${prefix}_${tag}`.slice(0, 20), email: `${prefix}.${tag}@example.com` };
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    ...newIdentity(),
    password: GOOD_PASSWORD,
    date_of_birth: '1990-05-17',
    state: 'NJ',
    accept_terms: true,
    terms_version: TERMS_VERSION,
    ...overrides,
  };
}

export interface RegisteredUser {
  browser: AccountBrowser;
  email: string;
  username: string;
  password: string;
  id: string;
}

/** Registers through the API in a new browser and reads the verification mail off the SMTP server. */
export async function registerUser(
  ctx: AccountsTestApp,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredUser> {
  const browser = await AccountBrowser.open(ctx.app);
  const body = registration(overrides);
  const response = await browser.post('/v1/accounts', body);
  expect(response.statusCode, response.body).toBe(201);
  await ctx.smtp.waitFor(body.email, 'Confirm your email');
  return {
    browser,
    email: body.email,
    username: body.username,
    password: body.password,
    id: (response.json() as { data: { id: string } }).data.id,
  };
}

export function expectError(response: LightMyRequestResponse, status: number, code: string): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  expect(body).toMatchObject({ api_code: code, status, http_status_code: status });
  return body;
}

/** The error body without what differs per request, for "these two answers are the same" checks. */
export function comparableError(response: LightMyRequestResponse) {
  const { request_id: _requestId, ...rest } = apiErrorSchema.parse(response.json());
  return { statusCode: response.statusCode, ...rest };
}

/** The authenticator app's code at `at` (optionally some steps away). */
export function totpCode(secret: string, at: Date, stepsAhead = 0): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).generate({
    timestamp: at.getTime() + stepsAhead * TOTP_PERIOD_SECONDS * 1000,
  });
}
