import { ensureApiBuild } from './api-build.mjs';
import { ensureConsoleBuild } from './console-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * Builds what is stale of the web app and the compiled API, side by side (two separate processes,
 * so both cores work), then the operator console after the web app (both are Vite builds); runs
 * `afterApi` once the API is compiled; resolves with a message when a build failed, else null.
 * @param {() => Promise<void>} [afterApi]
 * @returns {Promise<string | null>}
 */
export async function ensureAppBuilt(afterApi = async () => {}) {
  const [[webCode, consoleCode], apiCode] = await Promise.all([
    ensureWebBuild().then(async (code) => [code, await ensureConsoleBuild()]),
    ensureApiBuild().then(async (code) => {
      if (code === 0) await afterApi();
      return code;
    }),
  ]);
  if (webCode !== 0) return `The web app did not build (exit code ${webCode})`;
  if (consoleCode !== 0) return `The operator console did not build (exit code ${consoleCode})`;
  if (apiCode !== 0) return `The API did not compile (exit code ${apiCode})`;
  return null;
}
