import { ensureApiBuild } from './api-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * Builds what is stale of the web app and the compiled API, side by side (two separate processes,
 * so both cores work), then runs `afterApi` once the API is compiled, beside the web build; resolves
 * with a message when either build failed, else null.
 * @param {() => Promise<void>} [afterApi]
 * @returns {Promise<string | null>}
 */
export async function ensureAppBuilt(afterApi = async () => {}) {
  const [webCode, apiCode] = await Promise.all([
    ensureWebBuild(),
    ensureApiBuild().then(async (code) => {
      if (code === 0) await afterApi();
      return code;
    }),
  ]);
  if (webCode !== 0) return `The web app did not build (exit code ${webCode})`;
  if (apiCode !== 0) return `The API did not compile (exit code ${apiCode})`;
  return null;
}
