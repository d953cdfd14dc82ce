import { isStateCode, TEST_LOCATION_HEADER } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import { headerValue, type Located, type LocationContext, type LocationProvider } from './provider.ts';
import { homeStateOf } from './repo.ts';

/**
 * Development's and tests' location provider, wired only where LOCATION_SANDBOX is on (refused in
 * production): the test header `X-Kennel-Test-Location: NJ` when a request carries one (any value
 * that is not a state code means "could not locate"), otherwise where the player lives (the address
 * of their verified identity, else their state of residence). Only this provider reads the header.
 */
export function createSandboxLocationProvider({ db }: { db: Database }): LocationProvider {
  return {
    name: 'sandbox',
    async locate({ userId, headers }: LocationContext): Promise<Located> {
      const header = headerValue(headers, TEST_LOCATION_HEADER);
      if (header !== undefined) {
        const code = header.trim().toUpperCase();
        return { state: isStateCode(code) ? code : null, source: 'test_header' };
      }
      return homeStateOf(db, userId);
    },
  };
}
