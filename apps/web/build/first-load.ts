import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Manifest } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The app's entry in the Vite manifest: index.html's module script. */
export const APP_ENTRY = 'index.html';

const MAIN_LAYOUT = 'src/app/layouts/main-layout.tsx';
const PUBLIC_LAYOUT = 'src/app/layouts/public-layout.tsx';

const KB = 1024;

/** Issue 25's target for every route's first-load JavaScript, gzip. */
export const FIRST_LOAD_TARGET = 150 * KB;

/** The app shell alone (the entry and its static imports), gzip bytes: every route pays it. */
export const SHELL_BUDGET = 132 * KB;

export interface FirstLoadRoute {
  /** The address as a visitor types it. */
  path: string;
  /**
   * Source modules (from apps/web) the route needs before its first screen renders: its layout, its
   * page's feature and any section the page loads for that address.
   */
  modules: string[];
  /**
   * The most gzip bytes its first-load scripts may weigh (test/first-load.test.ts): the figure
   * measured with a few KB of headroom, so a heavy static import in the shell or the page fails.
   * Above FIRST_LOAD_TARGET where the page still is (bench/README.md, "First-load JavaScript").
   */
  budget: number;
}

const mainLayout = (budgetKb: number, path: string, ...modules: string[]): FirstLoadRoute => ({
  path,
  modules: [MAIN_LAYOUT, ...modules],
  budget: budgetKb * KB,
});

/**
 * The guest pages and every signed-in page of the main layout (one address per page module; the
 * route table's other addresses load the same modules), with their budgets: the one list the build
 * test, the report script and bench/README.md use.
 */
export const FIRST_LOAD_ROUTES: readonly FirstLoadRoute[] = [
  { path: '/', modules: [PUBLIC_LAYOUT, 'src/features/content/home-page.tsx'], budget: 149 * KB },
  { path: '/login', modules: [PUBLIC_LAYOUT, 'src/features/accounts/login/index.ts'], budget: 171 * KB },
  mainLayout(174, '/lobby', 'src/features/drafts/lobby/index.ts'),
  mainLayout(195, '/pick-em/higher-lower/all/home', 'src/features/pickem/index.ts'),
  mainLayout(175, '/draft/:draftId', 'src/features/drafts/room/index.ts'),
  mainLayout(
    247,
    '/account/wallet',
    'src/app/account/account-page.tsx',
    'src/features/wallet/account/wallet-section.tsx',
  ),
  mainLayout(210, '/active/:draftId?', 'src/features/drafts/teams/index.ts'),
  mainLayout(198, '/dashboard', 'src/features/dashboard/index.ts'),
  mainLayout(254, '/deposit', 'src/features/wallet/index.ts'),
  mainLayout(213, '/live', 'src/features/live/index.ts'),
  mainLayout(176, '/news-feed', 'src/features/news/index.ts'),
  mainLayout(227, '/rankings', 'src/features/drafts/rankings/index.ts'),
  mainLayout(217, '/results', 'src/features/results/index.ts'),
];

/** Every file a module needs before it runs: its own chunk and its static imports, transitively. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry) throw new Error(`the client build has no chunk for ${key}`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/** The scripts a first visit to a route fetches: the entry's and the route's modules' static closures. */
export function firstLoadScripts(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  return [APP_ENTRY, ...modules].flatMap((module) => chunkFiles(manifest, module, seen));
}

export interface ScriptBytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The bytes of `files` (paths under `outDir`) as sent uncompressed, gzip and brotli (highest levels). */
export async function scriptBytes(outDir: string, files: readonly string[]): Promise<ScriptBytes> {
  const sizes = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(path.join(outDir, file));
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      return { raw: content.length, gzip: gz.length, brotli: br.length };
    }),
  );
  return sizes.reduce<ScriptBytes>(
    (sum, size) => ({
      files: sum.files + 1,
      raw: sum.raw + size.raw,
      gzip: sum.gzip + size.gzip,
      brotli: sum.brotli + size.brotli,
    }),
    { files: 0, raw: 0, gzip: 0, brotli: 0 },
  );
}

/** The gzip bytes (level 9) of `files` (paths under `outDir`), summed: what the budgets hold. */
export async function scriptGzipBytes(outDir: string, files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(path.join(outDir, file));
      return (await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })).length;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}
