// Time to the first card on a signed-in player's lobby and pick'em board (issue #25): the page as
// the API serves it (the first queries' answers preloaded in the HTML) against the same page with
// its preload block taken out, so the app fetches the session, legal links, balance and the page's
// data itself. Baseline in the same run: the same pages, the same server and browser, the runs of
// the two alternating; only the data block differs (both go through the same request interception).
// Measured over the loopback and with a phone's network (150 ms round trip, 1.6 Mbps down,
// 750 Kbps up, Lighthouse's slow 4G) and a 4x slower CPU. Needs a current web build (`npm run build`).
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import { loadDraftWorld } from '../apps/api/test/drafts/draft-fixture.ts';
import { CHROMIUM_FLAGS, journeyBrowserPath } from '../scripts/lib/chromium.mjs';
import { signInBenchUser } from './lib/sign-in.ts';

const RUNS = Number(process.env.PRELOAD_RUNS ?? 7);
const PRELOAD_BLOCK = /<script type="application\/json" id="kennel-preload">[\s\S]*?<\/script>/;
const PAGES = [
  { name: '/lobby', path: '/lobby/nfl', firstCard: '[data-contest-id]' },
  { name: "pick'em board", path: '/pick-em/higher-lower/all/home', firstCard: '[data-testid="line-card"]' },
];
const NETWORKS = [
  { name: 'loopback', throttled: false },
  { name: 'slow 4G, 4x CPU', throttled: true },
];

/** Milliseconds from navigation start to the first card in the DOM, on a fresh page. */
async function timeToFirstCard(
  browser: Browser,
  url: string,
  firstCard: string,
  { preload, throttled, cookies }: { preload: boolean; throttled: boolean; cookies: Record<string, string> },
): Promise<number> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })));
  const page: Page = await context.newPage();
  try {
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    // Both variants go through the same interception; only the data block differs.
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: preload ? html : html.replace(PRELOAD_BLOCK, '') });
    });
    // Runs in the page (a string: the bench is compiled without the DOM's types).
    await page.addInitScript({
      content: `new MutationObserver(() => {
        if (document.querySelector(${JSON.stringify(firstCard)})) window.firstCardAt ??= performance.now();
      }).observe(document, { childList: true, subtree: true });`,
    });
    await page.goto(url, { waitUntil: 'commit' });
    // Functions, not strings: the page's CSP forbids evaluating strings.
    const firstCardAt = () => (globalThis as { firstCardAt?: number }).firstCardAt;
    await page.waitForFunction(firstCardAt, null, { timeout: 60_000 }).catch(async (error) => {
      const text = await page.evaluate(
        () => (globalThis as { document?: { body?: { textContent?: string } } }).document?.body?.textContent,
      );
      throw new Error(`no card on ${url}; the page says: ${text?.slice(0, 600)}`, { cause: error });
    });
    return Number(await page.evaluate(firstCardAt));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.resolve(import.meta.dirname, '../apps/web/dist'),
    KENNEL_TEST_ROUTES: 'true',
    RATE_LIMIT_MAX: '1000000',
  });
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const { cookies } = await signInBenchUser(app, 'preload_bench');
  await loadDraftWorld(app);
  await app.walletModule.sports.producer.prepare();
  await app.walletModule.pickemLines.refresh();
  const made = await app.inject({
    method: 'POST',
    url: '/v1/test/contests/make',
    cookies,
    headers: { 'x-csrf-token': cookies.kennel_csrf ?? '' },
  });
  if (made.statusCode >= 300) throw new Error(`could not make the lobby's contests: ${made.body}`);
  const browser = await chromium.launch({ executablePath: journeyBrowserPath(), args: CHROMIUM_FLAGS });
  try {
    console.info(`Time to the first card (ms), median of ${RUNS} fresh page loads each, runs alternating.`);
    console.info('page             network           preloaded  without   saved   ratio');
    for (const network of NETWORKS) {
      for (const page of PAGES) {
        const url = `${address}${page.path}`;
        const withPreload: number[] = [];
        const without: number[] = [];
        // A first load of each warms the server's and the browser's caches for both.
        await timeToFirstCard(browser, url, page.firstCard, { preload: true, cookies, ...network });
        for (let run = 0; run < RUNS; run += 1) {
          withPreload.push(
            await timeToFirstCard(browser, url, page.firstCard, { preload: true, cookies, ...network }),
          );
          without.push(
            await timeToFirstCard(browser, url, page.firstCard, { preload: false, cookies, ...network }),
          );
        }
        const [a, b] = [median(withPreload), median(without)];
        console.info(
          `${page.name.padEnd(16)} ${network.name.padEnd(17)} ${a.toFixed(0).padStart(9)}  ${b.toFixed(0).padStart(7)}  ${(b - a).toFixed(0).padStart(6)}  ${(a / b).toFixed(2).padStart(6)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
