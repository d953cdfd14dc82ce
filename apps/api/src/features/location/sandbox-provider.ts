import { isStateCode, TEST_LOCATION_HEADER } from '@kennel/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema/users.ts';
import type { Located, LocationContext, LocationProvider } from './provider.ts';

/**
 * Development's location provider: the test header `X-Kennel-Test-Location: NJ` when a request
 * carries one (any value that is not a state code means "could not locate"), otherwise the state
 * the player registered as their residence. Only this provider reads the header, so a real
 * provider cannot be talked round by it.
 */
export function createSandboxLocationProvider({ db }: { db: Database }): LocationProvider {
  return {
    name: 'sandbox',
    async locate({ userId, headers }: LocationContext): Promise<Located> {
      const raw = headers[TEST_LOCATION_HEADER];
      const header = Array.isArray(raw) ? raw[0] : raw;
      if (header !== undefined) {
        const code = header.trim().toUpperCase();
        return { state: isStateCode(code) ? code : null, source: 'test_header' };
      }
      const [row] = await db.select({ state: users.state }).from(users).where(eq(users.id, userId));
      return { state: row?.state ?? null, source: 'residence' };
    },
  };
}
