import { DEFAULT_LEGAL_LINKS, type LegalLinks, withLegalLinkDefaults } from '@kennel/core';
import { fetchSharedClientConfig, type HttpClient } from '../../shared/api/index.ts';
import type { Monitoring } from '../../shared/monitoring/index.ts';

/** The shared client config could not be loaded; start-up goes on with the built-in legal links. */
export class SharedConfigLoadError extends Error {
  override readonly name = 'SharedConfigLoadError';

  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Could not load the shared client config (${reason}); using the built-in legal links.`, { cause });
  }
}

/**
 * Start-up step 1 (seed section 4): the legal links from `GET /v1/shared-client-config`. A failure is
 * tolerated: it is wrapped, logged, and the defaults are used; a partial answer falls back per link.
 */
export async function loadLegalLinks(http: HttpClient, logger: Monitoring['logger']): Promise<LegalLinks> {
  try {
    // The contract's shell check asks only for a data object; each link falls back on its own.
    return withLegalLinkDefaults((await fetchSharedClientConfig(http)).data);
  } catch (cause) {
    const error = new SharedConfigLoadError(cause);
    console.warn(error.message, cause);
    logger.warn(error.message, { error: { name: error.name, message: error.message } });
    return { ...DEFAULT_LEGAL_LINKS };
  }
}
