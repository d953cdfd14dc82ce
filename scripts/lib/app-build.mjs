import { ensureApiBuild } from './api-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * Builds what is stale of the web app and the compiled API, side by side (two separate processes,
 * so both cores work); resolves with a message when either failed, else null.
 * @returns {Promise<string | null>}
 */
export async function ensureAppBuilt() {
  const [webCode, apiCode] = await Promise.all([ensureWebBuild(), ensureApiBuild()]);
  if (webCode !== 0) return `The web app did not build (exit code ${webCode})`;
  if (apiCode !== 0) return `The API did not compile (exit code ${apiCode})`;
  return null;
}
