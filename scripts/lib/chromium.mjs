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

/** Debian's build of Chromium's headless shell: the browser Playwright itself runs headless. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the journeys run in: `CHROMIUM_PATH` when set, else Chromium's headless shell when
 * installed (the same Blink without the full browser's GPU process and window machinery: about 12%
 * less CPU over the journeys, bench/README.md "Journeys' browser"), else the full Chromium.
 */
export function journeyBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return isExecutable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium';
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
 * Makes sure the journeys' browser is there, installing Debian's headless shell when we are root
 * with apt-get (`npx playwright install` cannot work here). Resolves with null when ready, else why not.
 * @returns {Promise<string | null>}
 */
export async function ensureChromium() {
  if (isExecutable(journeyBrowserPath())) return null;
  const path = process.env.CHROMIUM_PATH || HEADLESS_SHELL_PATH;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    return `no browser at ${path} (set CHROMIUM_PATH, or install Debian's chromium-headless-shell package as root)`;
  }
  console.info(`No browser at ${path}: installing Debian's chromium-headless-shell package...`);
  const code = await runInherited('sh', [
    '-c',
    'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell fonts-liberation',
  ]);
  if (code !== 0) return `apt-get install chromium-headless-shell failed (exit code ${code})`;
  return isExecutable(journeyBrowserPath())
    ? null
    : `chromium-headless-shell installed, but there is still no browser at ${path}`;
}
