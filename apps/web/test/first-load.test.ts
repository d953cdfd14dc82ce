// @vitest-environment node
// First-load JavaScript per route, held to the budgets in build/first-load.ts (one list of routes and
// budgets). It reads the build `npm ci` already made (scripts/prepare.mjs builds apps/web/dist when
// stale): no build of its own while dist is current, and one `npm run build` when a source changed
// since (as `npm start` would), so the figures are always those of the code under test.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, webBuildStaleReason } from '../../../scripts/lib/web-build.mjs';
import {
  FIRST_LOAD_ROUTES,
  FIRST_LOAD_TARGET,
  firstLoadScripts,
  readManifest,
  SHELL_BUDGET,
  scriptGzipBytes,
} from '../build/first-load.ts';
import { PRERENDERED_PAGES } from '../src/app/prerender/prerendered-pages.ts';

const outDir = path.resolve(import.meta.dirname, '../dist');
const KB = 1024;

beforeAll(async () => {
  if (!webBuildStaleReason()) return;
  const code = await ensureWebBuild();
  if (code !== 0 || webBuildStaleReason() || !existsSync(path.join(outDir, '.vite/manifest.json')))
    throw new Error(
      `apps/web/dist is missing or stale (${webBuildStaleReason() ?? 'no Vite manifest'}) and building it failed: run \`npm run build\``,
    );
}, 240_000);

describe('first-load JavaScript', () => {
  it('lists each route once, every budget at most 264 KB gzip', () => {
    const paths = FIRST_LOAD_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(FIRST_LOAD_TARGET).toBe(150 * KB);
    for (const budget of [SHELL_BUDGET, ...FIRST_LOAD_ROUTES.map((route) => route.budget)]) {
      expect(budget).toBeGreaterThan(0);
      expect(budget).toBeLessThanOrEqual(264 * KB);
    }
  });

  it('measures the prerendered pages with the modules they preload', () => {
    for (const route of FIRST_LOAD_ROUTES) {
      const prerendered = PRERENDERED_PAGES.find((page) => page.path === route.path);
      if (prerendered) expect(route.modules).toEqual(prerendered.modules);
    }
  });

  it('keeps the app shell (the entry and its static imports) under its budget', async () => {
    const shell = await scriptGzipBytes(outDir, firstLoadScripts(await readManifest(outDir), []));
    expect(shell).toBeLessThanOrEqual(SHELL_BUDGET);
  });

  it.each(FIRST_LOAD_ROUTES)('keeps $path under its budget', async (route) => {
    const scripts = firstLoadScripts(await readManifest(outDir), route.modules);
    const gzip = await scriptGzipBytes(outDir, scripts);
    expect(gzip, scripts.join(' ')).toBeLessThanOrEqual(route.budget);
  });
});
