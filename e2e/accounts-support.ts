import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export interface SentMail {
  to: string;
  subject: string;
  link?: string;
  kind?: string;
}

/** Every mail the API has "sent" so far (global-setup.ts collects them from its log). */
export function sentMails(): SentMail[] {
  const file = process.env.KENNEL_E2E_MAIL_LOG;
  if (!file) throw new Error('KENNEL_E2E_MAIL_LOG is not set: run the journeys through e2e/global-setup.ts');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SentMail);
}

function mailsOf(to: string, kind: string): SentMail[] {
  return sentMails().filter((mail) => mail.to === to.toLowerCase() && mail.kind === kind);
}

/**
 * Runs `action`, then waits for the mail of `kind` it makes the API send to `to`, and answers its
 * link as a path on the app (the test's own base URL serves it).
 */
export async function linkFromMail(
  to: string,
  kind: string,
  action: () => Promise<unknown>,
): Promise<string> {
  const before = mailsOf(to, kind).length;
  await action();
  await expect
    .poll(() => mailsOf(to, kind).length, { message: `a ${kind} mail to ${to}`, timeout: 10_000 })
    .toBeGreaterThan(before);
  const link = mailsOf(to, kind).at(-1)?.link;
  if (!link) throw new Error(`the ${kind} mail to ${to} has no link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function base32Decode(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]+/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** An authenticator app's code (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits) for the time step `step`. */
export function totpForStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

export const currentTotpStep = (now: number = Date.now()) => Math.floor(now / 30_000);

/** A username no earlier run has taken (3 to 20 letters, digits and underscores). */
export function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 20);
}

/** Logs out through the account menu of the signed-in layout. */
export async function logOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
}
