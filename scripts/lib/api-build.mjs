import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, repoRoot, runInherited } from './repo.mjs';
import { newestMtime } from './web-build.mjs';

/** The compiled API; production runs it with `node --conditions=kennel-dist` (core's dist too). */
export const apiMain = join(repoRoot, 'apps/api/dist/main.js');
export const API_NODE_ARGS = ['--conditions=kennel-dist', apiMain];

// Everything the compiled API is built from; a change to any of these makes dist stale.
const apiSources = [
  'apps/api/src',
  'apps/api/tsconfig.build.json',
  'packages/core/src',
  'packages/core/tsconfig.build.json',
  'packages/core/package.json',
  'tsconfig.base.json',
];

/**
 * Why the API needs compiling, or null when apps/api/dist is a build of the current sources. Judged
 * by tsc's build info, which every build writes, even one that rewrote no output file (main.js keeps
 * its time when it is unchanged, so judging by it compiled again at every start after such an edit).
 * @param {string} [root] the repository (a copy of its layout in tests)
 * @returns {string | null}
 */
export function apiBuildStaleReason(root = repoRoot) {
  if (!existsSync(join(root, 'apps/api/dist/main.js'))) return 'apps/api/dist/main.js is missing';
  const buildInfo = join(root, 'apps/api/dist/.tsbuildinfo');
  if (!existsSync(buildInfo)) return 'apps/api/dist/.tsbuildinfo is missing';
  const builtAt = statSync(buildInfo).mtimeMs;
  const changed = apiSources.find((source) => newestMtime(join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * Whether apps/api/dist is a build of the current sources.
 * @returns {boolean}
 */
export function apiBuildIsCurrent() {
  return apiBuildStaleReason() === null;
}

/** Compiles the API and core to JavaScript (tsc); resolves with the exit code. */
export function buildApi() {
  return runInherited(bin('tsc'), ['-b', 'apps/api/tsconfig.build.json']);
}

/**
 * Compiles the API when stale; resolves with the build's exit code (0 when nothing to do).
 * @returns {Promise<number>}
 */
export async function ensureApiBuild() {
  const reason = apiBuildStaleReason();
  if (!reason) return 0;
  console.info(`Compiling the API (${reason})...`);
  return buildApi();
}
