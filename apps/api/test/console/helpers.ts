import { randomUUID } from 'node:crypto';
import { CONSOLE_CSRF_COOKIE, type OperatorRole, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@kennel/core';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { App } from '../../src/platform/http/server.ts';
import { TestBrowser } from '../browser.ts';

export const OPERATOR_PASSWORD = 'console-test-password-1';

/** The authenticator app's code for `secret` now (or `stepsAhead` steps later; `at` for an app on a test clock). */
export function totpCode(secret: string, stepsAhead = 0, at = Date.now()): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).generate({
    timestamp: at + stepsAhead * TOTP_PERIOD_SECONDS * 1000,
  });
}

export interface TestOperator {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  secret: string;
}

/** Creates an operator the way `npm run operators -- create` does. */
export async function createOperator(app: App, role: OperatorRole): Promise<TestOperator> {
  const email = `${role}-${randomUUID().slice(0, 8)}@ops.kennel.invalid`;
  const name = `Ops ${role} ${email.slice(role.length + 1, role.length + 5)}`;
  const created = await app.walletModule.operatorAuth.createOperator(
    { email, name, role, password: OPERATOR_PASSWORD },
    { actor: 'system', name: 'test set-up' },
  );
  if (!created) throw new Error('operator email taken');
  return { id: created.id, email, name, role, secret: created.secret };
}

/** A browser on the console's own server, with the console's CSRF cookie. */
export async function consoleBrowser(app: App): Promise<TestBrowser> {
  const browser = new TestBrowser(app.consoleServer, CONSOLE_CSRF_COOKIE);
  expect((await browser.get('/v1/csrf')).statusCode).toBe(200);
  return browser;
}

export interface SignedInOperator extends TestOperator {
  browser: TestBrowser;
}

/** An operator signed in to the console with password and authenticator code. */
export async function signInOperator(app: App, role: OperatorRole, at?: Date): Promise<SignedInOperator> {
  const operator = await createOperator(app, role);
  const browser = await consoleBrowser(app);
  const response = await browser.post('/v1/console/session', {
    email: operator.email,
    password: OPERATOR_PASSWORD,
    code: totpCode(operator.secret, 0, at?.getTime()),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...operator, browser };
}
