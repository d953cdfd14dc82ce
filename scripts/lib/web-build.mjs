import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, runInherited } from './repo.mjs';

export const webDistIndex = join(repoRoot, 'apps/web/dist/index.html');

// Everything the web bundle is built from; a change to any of these makes dist stale.
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/core/src',
].map((path) => join(repoRoot, path));

/**
 * @param {string} path
 * @returns {number}
 */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted source changes its folder's mtime
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Why the web app needs building, or null when apps/web/dist is newer than every source.
 * @returns {string | null}
 */
export function webBuildStaleReason() {
  if (!existsSync(webDistIndex)) return 'apps/web/dist/index.html is missing';
  const builtAt = statSync(webDistIndex).mtimeMs;
  const changed = webSources.find((source) => newestMtime(source) > builtAt);
  return changed ? `${changed.slice(repoRoot.length + 1)} changed since the last build` : null;
}

/**
 * Builds the web app when stale; resolves with the build's exit code (0 when nothing to do).
 * @returns {Promise<number>}
 */
export async function ensureWebBuild() {
  const reason = webBuildStaleReason();
  if (!reason) return 0;
  console.info(`Building the web app (${reason})...`);
  return runInherited('npm', ['run', 'build', '-w', '@kennel/web']);
}
