// A signed-in game page as the API sends it (ADR 0043, ADR 0045): the HTML's bytes (brotli, as
// sent; raw; its two data blocks raw) and what the page costs the HTTP thread: its CPU time per
// request (the main thread's own, from /proc: the renderer's thread is not counted), its busy time
// (event-loop utilisation, wall time: a loaded machine stretches it) and the longest the thread was
// held in one piece meanwhile (`monitorEventLoopDelay`'s max), what every other request and socket
// waits for.
// Baseline in the same run: the same pages from a second API on the same database whose build has
// no renderer (`.server/` removed), so they go as the shell with their preload: what the page
// costs without a render. Requests go through `inject` (no client in the thread but Fastify's own).
// Needs a current web build (`npm run build`), or GAME_PAGE_DIST pointing at one.
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { brotliDecompressSync } from 'node:zlib';
import { buildApp } from '../apps/api/src/app.ts';
import type {} from '../apps/api/src/compose.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import { loadDraftWorld, seatDraft, startDraft } from '../apps/api/test/drafts/draft-fixture.ts';
import { signInBenchUser } from './lib/sign-in.ts';

const RUNS = Number(process.env.GAME_PAGE_RUNS ?? 30);
const RENDERED = '<div id="root" data-prerendered="">';

/** The game pages' world, as lighthouse.bench.ts makes it: the NFL slate, pick'em lines, a started draft. */
async function gameWorld(app: App, userId: string): Promise<string> {
  await loadDraftWorld(app);
  await app.walletModule.sports.producer.prepare();
  await app.walletModule.pickemLines.refresh();
  const draftId = await seatDraft(app.walletModule.wallet.db, {
    seats: [{ userId }, ...Array.from({ length: 11 }, () => ({ userId: null }))],
    pickClockMs: 3_600_000,
  });
  await startDraft(app, draftId);
  return draftId;
}

const blockBytes = (html: string, id: string) =>
  new RegExp(`<script type="application/json" id="${id}">[\\s\\S]*?</script>`).exec(html)?.[0].length ?? 0;

/** The HTTP (main) thread's CPU seconds so far, or NaN off Linux. */
function mainThreadCpuSeconds(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface PageFigures {
  rendered: number;
  brKb: number;
  rawKb: number;
  preloadKb: number;
  cacheKb: number;
  cpuMs: number;
  busyMs: number;
  longestMs: number;
}

async function measurePage(app: App, url: string, cookie: string): Promise<PageFigures> {
  const busy: number[] = [];
  const longest: number[] = [];
  let rendered = 0;
  let html = '';
  let brBytes = 0;
  const delay = monitorEventLoopDelay({ resolution: 1 });
  let cpuSeconds = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const cpuBefore = mainThreadCpuSeconds();
    delay.reset();
    delay.enable();
    const before = performance.eventLoopUtilization();
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { cookie, accept: 'text/html', 'accept-encoding': 'br' },
    });
    const used = performance.eventLoopUtilization(before);
    cpuSeconds += mainThreadCpuSeconds() - cpuBefore;
    delay.disable();
    busy.push(used.active);
    longest.push(delay.max / 1e6);
    brBytes = response.rawPayload.length;
    html = brotliDecompressSync(response.rawPayload).toString('utf8');
    if (html.includes(RENDERED)) rendered += 1;
  }
  return {
    rendered,
    brKb: brBytes / 1024,
    rawKb: Buffer.byteLength(html) / 1024,
    preloadKb: blockBytes(html, 'kennel-preload') / 1024,
    cacheKb: blockBytes(html, 'kennel-query-cache') / 1024,
    cpuMs: (cpuSeconds * 1000) / RUNS,
    busyMs: median(busy),
    longestMs: median(longest),
  };
}

async function main() {
  const given = process.env.GAME_PAGE_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
  const shellDist = await mkdtemp(path.join(tmpdir(), 'kennel-game-page-shell-'));
  await cp(given, shellDist, { recursive: true });
  await rm(path.join(shellDist, '.server'), { recursive: true, force: true });
  const settings = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    KENNEL_TEST_ROUTES: 'true',
    RATE_LIMIT_MAX: '1000000',
  };
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config: loadConfig({ ...settings, WEB_DIST_DIR: given }), db: database.db });
  const shellApp = await buildApp({
    config: loadConfig({ ...settings, WEB_DIST_DIR: shellDist }),
    db: database.db,
  });
  try {
    await app.ready();
    await shellApp.ready();
    const { id, cookies } = await signInBenchUser(app, 'game_page_bench');
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const draftId = await gameWorld(app, id);
    const pages = [
      ['/lobby', '/lobby'],
      ["pick'em board", '/pick-em/higher-lower/all/home'],
      ['/draft/:id', `/draft/${draftId}`],
    ] as const;
    // Warm: the first queries and the renderer's first renders are not what a page costs.
    for (const [, url] of pages) {
      for (const server of [app, shellApp]) {
        await server.inject({ method: 'GET', url, headers: { cookie, accept: 'text/html' } });
      }
    }
    console.info(
      `${RUNS} loads per page (CPU: mean; busy, hold: medians); load average ${loadavg()[0]?.toFixed(1)}`,
    );
    console.info(
      'page            server          rendered  br KB  raw KB  preload KB  cache KB  HTTP CPU ms  HTTP busy ms  longest hold ms',
    );
    for (const [name, url] of pages) {
      for (const [label, server] of [
        ['shell (baseline)', shellApp],
        ['rendered', app],
      ] as const) {
        const f = await measurePage(server, url, cookie);
        console.info(
          [
            name.padEnd(15),
            label.padEnd(16),
            `${f.rendered}/${RUNS}`.padStart(8),
            f.brKb.toFixed(1).padStart(6),
            f.rawKb.toFixed(1).padStart(7),
            f.preloadKb.toFixed(1).padStart(11),
            f.cacheKb.toFixed(1).padStart(9),
            f.cpuMs.toFixed(1).padStart(11),
            f.busyMs.toFixed(1).padStart(13),
            f.longestMs.toFixed(1).padStart(16),
          ].join(' '),
        );
      }
    }
  } finally {
    await app.close();
    await shellApp.close();
    await database.close();
    await rm(shellDist, { recursive: true, force: true });
  }
}

await main();
