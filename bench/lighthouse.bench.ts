// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the guest pages and, signed
// in, on the game pages (the lobby, the pick'em board and a draft room), against a fresh production
// build served by the real API, as a browser on a phone would first load them.
// Baseline measured in the same run: a minimal static page served by the same API (what a page
// cannot do better than on this machine), so the page timings are also printed as ratios to it.
// Signed in: a test user (KENNEL_TEST_ROUTES) whose session cookie Lighthouse sends with every
// request; the draft world's NFL slate, its pick'em lines, and a started 12-seat draft with the user
// on the clock (11 bots, a one-hour clock, so nothing moves while it is measured).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { build } from 'vite';
import { buildApp } from '../apps/api/src/app.ts';
// Brings in the app's `walletModule` decoration.
import type {} from '../apps/api/src/compose.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import { loadDraftWorld, seatDraft, startDraft } from '../apps/api/test/drafts/draft-fixture.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { cpuTimeTrace } from './lib/cpu-time-trace.ts';
import { signInBenchUser } from './lib/sign-in.ts';
import { type CpuBlocking, cpuBlocking } from './lib/trace-blocking.ts';

// LIGHTHOUSE_GUEST_PAGES=0: the game pages (and the baseline) only.
const GUEST_PAGES = process.env.LIGHTHOUSE_GUEST_PAGES === '0' ? [] : ['/', '/login', '/register'];
const PICK_EM_BOARD = '/pick-em/higher-lower/all/home';
// Lighthouse varies from run to run; the median run of each page is printed.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BASELINE_PAGE = '/lighthouse-baseline.html';

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Script bytes as sent (the API's brotli), from Lighthouse's resource summary. */
  scriptKb: number;
  /** Blocking time from the tasks' CPU time, not their wall time (lib/trace-blocking.ts). */
  cpu: CpuBlocking | null;
  /** The same run audited again with each task as long as its CPU time (lib/cpu-time-trace.ts). */
  atCpuTime: { performance: number; tbt: number } | null;
}

// LIGHTHOUSE_CPU_TIME=0: no second audit from the trace's CPU time (it takes a few seconds a run).
const AT_CPU_TIME = process.env.LIGHTHOUSE_CPU_TIME !== '0';

/**
 * Lighthouse's audit of the run's own artifacts, its trace's tasks shrunk to their CPU time: what the
 * score and TBT would have been with a core free for the page (lib/cpu-time-trace.ts).
 */
async function auditAtCpuTime(artifacts: unknown, dumpAs: string | null): Promise<Figures['atCpuTime']> {
  const held = artifacts as { Trace?: unknown } & Record<string, unknown>;
  const trace = cpuTimeTrace(held.Trace);
  if (!trace) return null;
  const dir = await mkdtemp(path.join(tmpdir(), 'kennel-lighthouse-cpu-'));
  try {
    // Without the run's settings, which Lighthouse would hold the audit's to (the categories, the cookie).
    await saveArtifacts(
      { ...held, settings: undefined, Trace: { traceEvents: trace.traceEvents } } as never,
      dir,
    );
    const again = await lighthouse(undefined, {
      auditMode: dir,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (dumpAs) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${dumpAs}.cpu-time.json`, JSON.stringify(again?.lhr ?? null));
    }
    const performance = again?.lhr.categories.performance?.score;
    const tbt = again?.lhr.audits['total-blocking-time']?.numericValue;
    if (performance === undefined || performance === null || tbt === undefined) return null;
    return { performance: Math.round(performance * 100), tbt };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function audit(url: string, port: number, cookie?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // LIGHTHOUSE_TRACE=profile: the trace also samples the JavaScript (which functions ran in each long
    // task), at some cost to the timings; for finding where the time goes, not for the figures.
    ...(process.env.LIGHTHOUSE_TRACE === 'profile'
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
    // Lighthouse clears the browser's storage (cookies too) before each run: the session goes as a header.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (process.env.LIGHTHOUSE_DUMP) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      `${process.env.LIGHTHOUSE_DUMP}-${url.split('/')[3] ?? 'root'}.json`,
      JSON.stringify(result.lhr),
    );
    // LIGHTHOUSE_TRACE=1 (or =profile): also the run's Chrome trace (DevTools' Performance panel opens it).
    if (process.env.LIGHTHOUSE_TRACE === '1' || process.env.LIGHTHOUSE_TRACE === 'profile') {
      const artifacts = result.artifacts as unknown as { Trace?: unknown };
      writeFileSync(
        `${process.env.LIGHTHOUSE_DUMP}-${url.split('/')[3] ?? 'root'}.trace.json`,
        JSON.stringify(artifacts.Trace ?? null),
      );
    }
  }
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    scriptKb: scriptTransferBytes(audits['resource-summary']?.details) / 1024,
    cpu: cpuBlocking((result.artifacts as unknown as { Trace?: unknown }).Trace),
    atCpuTime: AT_CPU_TIME
      ? await auditAtCpuTime(
          result.artifacts,
          process.env.LIGHTHOUSE_DUMP
            ? `${process.env.LIGHTHOUSE_DUMP}-${url.split('/')[3] ?? 'root'}`
            : null,
        )
      : null,
  };
}

function scriptTransferBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
    ?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

async function medianAudit(url: string, port: number, cookie?: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, port, cookie));
  // The CPU blocking estimate of every run, then the median run by score.
  const cpu = runs.map((one) =>
    one.cpu ? `${Math.round(one.cpu.blockingMs)}/${one.cpu.longestMs.toFixed(0)}` : '?',
  );
  const atCpu = runs.map((one) =>
    one.atCpuTime ? `${one.atCpuTime.performance}/${Math.round(one.atCpuTime.tbt)}` : '?',
  );
  console.info(
    `  ${url.split('/').slice(3).join('/')}: CPU blocking / longest task (ms) per run: ${cpu.join(', ')}; at CPU time, perf / TBT (ms): ${atCpu.join(', ')}`,
  );
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)] as Figures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A test user signed in through the test-only session route; answers its id and cookie header. */
async function signIn(app: App, username: string): Promise<{ id: string; cookie: string }> {
  const { id, cookies } = await signInBenchUser(app, username);
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { id, cookie };
}

/** The game pages' world: the NFL slate, pick'em lines, and a started draft with the user on the clock. */
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

async function main() {
  const distDir = await mkdtemp(path.join(tmpdir(), 'kennel-lighthouse-'));
  const webRoot = path.resolve(import.meta.dirname, '../apps/web');
  // LIGHTHOUSE_DIST: measure that finished build (another commit's, to compare) instead of building.
  const given = process.env.LIGHTHOUSE_DIST;
  if (given) await cp(given, distDir, { recursive: true });
  else await build({ root: webRoot, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  await writeFile(
    path.join(distDir, BASELINE_PAGE),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="Baseline"></head><body><main><h1>Baseline</h1><p>A static page.</p></main></body></html>',
  );

  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: distDir,
    KENNEL_TEST_ROUTES: 'true',
    RATE_LIMIT_MAX: '1000000',
  });
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const player = await signIn(app, 'lighthouse_bench');
  const draftId = await gameWorld(app, player.id);
  const signedInPages = ['/lobby', PICK_EM_BOARD, `/draft/${draftId}`];
  // One load of each first: a cold server (its first queries and, with ADR 0043, its renderer's
  // first renders) misses the pages' budgets and would measure the shell, not the page.
  for (const page of signedInPages) {
    await fetch(`${address}${page}`, { headers: { cookie: player.cookie, accept: 'text/html' } });
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    console.info(`Lighthouse ${RUNS} runs per page, median by performance score (mobile preset).`);
    console.info(
      'page                            perf  a11y  FCP       LCP       TBT      CLS    SI        LCP/baseline  JS KB sent  CPU blocking  at CPU time',
    );
    const rows: [string, Figures][] = [];
    // The signed-in pages first: after an audit without the session cookie (the baseline, a guest
    // page), Chromium sent these pages without it and they measured the log-in redirect.
    for (const page of signedInPages) {
      const name = page.startsWith('/draft/')
        ? '/draft/:draftId'
        : page === PICK_EM_BOARD
          ? "pick'em board"
          : page;
      rows.push([name, await medianAudit(`${address}${page}`, chrome.port, player.cookie)]);
    }
    for (const page of GUEST_PAGES) rows.push([page, await medianAudit(`${address}${page}`, chrome.port)]);
    const baseline = await medianAudit(`${address}${BASELINE_PAGE}`, chrome.port);
    rows.unshift(['baseline (static)', baseline]);
    for (const [name, figures] of rows) {
      console.info(
        [
          name.padEnd(31),
          String(figures.performance).padStart(4),
          String(figures.accessibility).padStart(5),
          seconds(figures.fcp).padStart(9),
          seconds(figures.lcp).padStart(9),
          `${Math.round(figures.tbt)} ms`.padStart(8),
          figures.cls.toFixed(3).padStart(6),
          seconds(figures.si).padStart(9),
          `${(figures.lcp / baseline.lcp).toFixed(2)}x`.padStart(10),
          figures.scriptKb.toFixed(1).padStart(11),
          (figures.cpu ? `${Math.round(figures.cpu.blockingMs)} ms` : '?').padStart(13),
          (figures.atCpuTime
            ? `${figures.atCpuTime.performance} / ${Math.round(figures.atCpuTime.tbt)} ms`
            : '?'
          ).padStart(12),
        ].join(' '),
      );
    }
  } finally {
    chrome.kill();
    await app.close();
    await database.close();
    await rm(distDir, { recursive: true, force: true });
  }
}

await main();
