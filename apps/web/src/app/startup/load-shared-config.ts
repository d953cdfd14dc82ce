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
 * The whole answer (null on failure) is handed back too, for the query cache.
 */
export async function loadSharedConfig(
  http: HttpClient,
  logger: Monitoring['logger'],
): Promise<{ legalLinks: LegalLinks; config: Record<string, unknown> | null }> {
  try {
    // The contract's shell check asks only for a data object; each link falls back on its own.
    const { data } = await fetchSharedClientConfig(http);
    return { legalLinks: withLegalLinkDefaults(data), config: data };
  } catch (cause) {
    const error = new SharedConfigLoadError(cause);
    console.warn(error.message, cause);
    logger.warn(error.message, { error: { name: error.name, message: error.message } });
    return { legalLinks: { ...DEFAULT_LEGAL_LINKS }, config: null };
  }
}
