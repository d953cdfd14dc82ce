import { ensureChromium } from './chromium.mjs';
import { ensureConsoleBuild } from './console-build.mjs';
import { bin, runInherited } from './repo.mjs';
import { ensureWebBuild } from './web-build.mjs';

export const playwrightConfig = 'e2e/playwright.config.ts';

/**
 * Builds the web app and the operator console when stale, makes sure Chromium exists, then runs the Playwright journeys.
 * @param {string[]} args
 * @param {{env?: NodeJS.ProcessEnv}} [options]
 * @returns {Promise<{code: number, skipReason?: string}>} skipReason when no browser could be had.
 */
export async function runPlaywright(args, { env = process.env } = {}) {
  const skipReason = await ensureChromium();
  if (skipReason) return { code: 0, skipReason };
  const buildCode = await ensureWebBuild();
  if (buildCode !== 0) {
    console.error(`The web app did not build (exit code ${buildCode}).`);
    return { code: buildCode };
  }
  const consoleCode = await ensureConsoleBuild();
  if (consoleCode !== 0) {
    console.error(`The operator console did not build (exit code ${consoleCode}).`);
    return { code: consoleCode };
  }
  const code = await runInherited(bin('playwright'), ['test', '--config', playwrightConfig, ...args], {
    env,
  });
  return { code };
}
