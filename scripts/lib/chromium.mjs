import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { runInherited } from './repo.mjs';

/** How every headless Chromium of ours starts (e2e, benchmarks): no sandbox, GPU or network chatter. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure Chromium is there, installing Debian's package when we are root with apt-get
 * (`npx playwright install` cannot work here). Resolves with null when ready, else why not.
 * @returns {Promise<string | null>}
 */
export async function ensureChromium() {
  const path = chromiumPath();
  if (isExecutable(path)) return null;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    return `no browser at ${path} (set CHROMIUM_PATH, or install Debian's chromium package as root)`;
  }
  console.info(`No browser at ${path}: installing Debian's chromium package...`);
  const code = await runInherited('sh', [
    '-c',
    'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium',
  ]);
  if (code !== 0) return `apt-get install chromium failed (exit code ${code})`;
  return isExecutable(path) ? null : `chromium installed, but there is still no browser at ${path}`;
}
