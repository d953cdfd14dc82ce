// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the guest pages, against a
// fresh production build served by the real API, as a browser on a phone would first load them.
// Baseline measured in the same run: a minimal static page served by the same API (what a page
// cannot do better than on this machine), so the page timings are also printed as ratios to it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium.mjs';

const PAGES = ['/', '/login', '/register'];
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
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
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
  };
}

async function medianAudit(url: string, port: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, port));
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)] as Figures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const distDir = await mkdtemp(path.join(tmpdir(), 'kennel-lighthouse-'));
  const webRoot = path.resolve(import.meta.dirname, '../apps/web');
  await build({ root: webRoot, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  await writeFile(
    path.join(distDir, BASELINE_PAGE),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="Baseline"></head><body><main><h1>Baseline</h1><p>A static page.</p></main></body></html>',
  );

  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir });
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    const baseline = await medianAudit(`${address}${BASELINE_PAGE}`, chrome.port);
    console.info(`Lighthouse ${RUNS} runs per page, median by performance score (mobile preset).`);
    console.info(
      'page                 perf  a11y  FCP       LCP       TBT      CLS    SI        LCP/baseline',
    );
    const rows: [string, Figures][] = [['baseline (static)', baseline]];
    for (const page of PAGES) rows.push([page, await medianAudit(`${address}${page}`, chrome.port)]);
    for (const [name, figures] of rows) {
      console.info(
        [
          name.padEnd(20),
          String(figures.performance).padStart(4),
          String(figures.accessibility).padStart(5),
          seconds(figures.fcp).padStart(9),
          seconds(figures.lcp).padStart(9),
          `${Math.round(figures.tbt)} ms`.padStart(8),
          figures.cls.toFixed(3).padStart(6),
          seconds(figures.si).padStart(9),
          `${(figures.lcp / baseline.lcp).toFixed(2)}x`.padStart(10),
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
