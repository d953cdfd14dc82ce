import {
  isProductAvailable,
  type LocationCheck,
  type LocationResponse,
  minimumAge,
  PRODUCT_NAMES,
  PRODUCTS,
  stateName,
} from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { sessionLocations } from '../../platform/db/schema/locations.ts';
import { sqlStateOf } from '../../platform/db/sql-errors.ts';
import { sessionIdFor } from '../sessions/service.ts';
import type { Located, LocationContext, LocationProvider } from './provider.ts';

/** One location check: where the provider placed the player, and when. */
export interface PlayerLocation extends Located {
  locatedAt: Date;
}

export function locationToWire(location: PlayerLocation): LocationCheck {
  return { state: location.state, source: location.source, located_at: location.locatedAt.toISOString() };
}

/** `GET /v1/location`'s answer: the check, and per product whether it is offered there and from what age. */
export function locationResponse(location: PlayerLocation): LocationResponse {
  const { state } = location;
  return {
    data: {
      ...locationToWire(location),
      state_name: state ? stateName(state) : null,
      products: state
        ? PRODUCTS.map((product) => ({
            product,
            name: PRODUCT_NAMES[product],
            offered: isProductAvailable(state, product),
            minimum_age: minimumAge(state, product),
          }))
        : [],
    },
  };
}

/**
 * Location checks: at login, before each paid action (the route locates before opening the money
 * transaction and hands the result to the authorisation step) and on `GET /v1/location`. Each check
 * is recorded against the browser's session, so the latest one is known per device.
 */
export function createLocationService({
  db,
  clock,
  provider,
}: {
  db: Database;
  clock: Clock;
  provider: LocationProvider;
}) {
  return {
    providerName: provider.name,

    /** Locates the player now; records the result on the session whose token is given, if any. */
    async check(context: LocationContext, sessionToken: string | undefined): Promise<PlayerLocation> {
      const located = await provider.locate(context);
      const location = { ...located, locatedAt: clock() };
      if (sessionToken) {
        const row = {
          sessionId: sessionIdFor(sessionToken),
          userId: context.userId,
          state: location.state,
          source: location.source,
          locatedAt: location.locatedAt,
        };
        await db
          .insert(sessionLocations)
          .values(row)
          .onConflictDoUpdate({
            target: sessionLocations.sessionId,
            set: { state: row.state, source: row.source, locatedAt: row.locatedAt },
          })
          .catch((error: unknown) => {
            // The session ended meanwhile (log-out in another tab): nothing left to record it on.
            if (sqlStateOf(error) !== '23503') throw error;
          });
      }
      return location;
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
