// Screenshots of the lobby and dashboard (not committed): node .shots/shoot.mjs <baseUrl>
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/lib/chromium.mjs';

const base = process.argv[2];
const out = new URL('./', import.meta.url).pathname;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } });
context.setDefaultTimeout(240_000);
context.setDefaultNavigationTimeout(240_000);
const page = await context.newPage();
const csrfOf = async () => (await context.cookies()).find((c) => c.name === 'kennel_csrf')?.value ?? '';
const csrf = await (await page.request.get('/v1/csrf', { timeout: 240_000 })).json();
const session = await page.request.post('/v1/test/session', { timeout: 240_000, headers: { 'x-csrf-token': csrf.data.token }, data: { username: 'lobbyshots' } });
console.log('session', session.status());
const tok = await (await page.request.post('/processor/tokenize', { timeout: 240_000, data: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '10001' } })).json();
const dep = await page.request.post('/v1/deposits/card', { timeout: 240_000, headers: { 'x-csrf-token': await csrfOf(), 'idempotency-key': randomUUID() }, data: { amount_cents: 20_000, payment_token: tok.token } });
console.log('deposit', dep.status());
if (process.argv[3] === 'enter') {
  const contests = await (await page.request.get('/v1/contests?sport=nfl', { timeout: 240_000 })).json();
  const fast = contests.contests.find((c) => c.speed === 'fast');
  const entry = await page.request.post(`/v1/contests/${fast.id}/entries`, { timeout: 240_000, headers: { 'x-csrf-token': await csrfOf(), 'idempotency-key': randomUUID() }, data: { quantity: 2 } });
  console.log('entry', entry.status(), (await entry.text()).slice(0, 200));
  await page.waitForTimeout(8000);
}
for (const scheme of ['light', 'dark']) {
  await page.emulateMedia({ colorScheme: scheme });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/lobby/nfl');
    await page.getByRole('article').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}lobby-${width}-${scheme}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Enter / }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}lobby-sheet-${width}-${scheme}.png` });
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Drafts' }).waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}dashboard-${width}-${scheme}.png`, fullPage: true });
  }
}
await browser.close();
