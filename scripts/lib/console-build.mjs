import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, repoRoot, runInherited } from './repo.mjs';
import { newestMtime } from './web-build.mjs';

export const consoleDistIndex = join(repoRoot, 'apps/console/dist/index.html');

// Everything the operator console is built from (it shares the web app's design tokens).
const consoleSources = [
  'apps/console/src',
  'apps/console/index.html',
  'apps/console/vite.config.ts',
  'apps/web/src/styles.css',
  'apps/web/src/inter-font.css',
  'packages/core/src',
].map((path) => join(repoRoot, path));

/**
 * Why the console needs building, or null when apps/console/dist is newer than every source.
 * @returns {string | null}
 */
export function consoleBuildStaleReason() {
  if (!existsSync(consoleDistIndex)) return 'apps/console/dist/index.html is missing';
  const builtAt = statSync(consoleDistIndex).mtimeMs;
  const changed = consoleSources.find((source) => newestMtime(source) > builtAt);
  return changed ? `${changed.slice(repoRoot.length + 1)} changed since the last build` : null;
}

/** Builds the operator console (a Vite app of its own) with the repository's Vite. */
export function buildConsole() {
  return runInherited(bin('vite'), ['build', '--config', 'apps/console/vite.config.ts'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * Builds the console when stale; resolves with the build's exit code (0 when nothing to do).
 * @returns {Promise<number>}
 */
export async function ensureConsoleBuild() {
  const reason = consoleBuildStaleReason();
  if (!reason) return 0;
  console.info(`Building the operator console (${reason})...`);
  return buildConsole();
}
