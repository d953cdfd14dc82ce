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

export interface FirstLoadRoute {
  /** The address as a visitor types it. */
  path: string;
  /**
   * Source modules (from apps/web) the route needs before its first screen renders: its layout, its
   * page's feature and any section the page loads for that address.
   */
  modules: string[];
}

/** The guest pages and the signed-in game pages, measured by the build test and bench/README.md. */
export const FIRST_LOAD_ROUTES: readonly FirstLoadRoute[] = [
  { path: '/', modules: [PUBLIC_LAYOUT, 'src/features/content/home-page.tsx'] },
  { path: '/login', modules: [PUBLIC_LAYOUT, 'src/features/accounts/login/index.ts'] },
  { path: '/lobby', modules: [MAIN_LAYOUT, 'src/features/drafts/lobby/index.ts'] },
  { path: '/pick-em/higher-lower/all/home', modules: [MAIN_LAYOUT, 'src/features/pickem/index.ts'] },
  { path: '/draft/:draftId', modules: [MAIN_LAYOUT, 'src/features/drafts/room/index.ts'] },
  {
    path: '/account/wallet',
    modules: [
      MAIN_LAYOUT,
      'src/app/account/account-page.tsx',
      'src/features/wallet/account/wallet-section.tsx',
    ],
  },
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

export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}
