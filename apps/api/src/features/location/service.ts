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
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { type RecordedLocation, sessionIdFor } from '../sessions/service.ts';
import type { Located, LocationContext, LocationProvider } from './provider.ts';

/**
 * A check that finds the player where the session's last recorded check did is not written again
 * until that record is this old: a burst of paid actions from one place writes it once a minute.
 */
export const LOCATION_RECORD_EVERY_MS = 60_000;

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
 * is recorded against the browser's session, so the latest one is known per device. Which provider
 * places the player is the composition root's choice (LOCATION_SANDBOX, or a geolocation vendor).
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
  function unchanged(location: PlayerLocation, recorded: RecordedLocation | null | undefined): boolean {
    return (
      recorded !== undefined &&
      recorded !== null &&
      recorded.state === location.state &&
      recorded.source === location.source &&
      location.locatedAt.getTime() - recorded.locatedAt.getTime() < LOCATION_RECORD_EVERY_MS
    );
  }

  async function check(
    context: LocationContext,
    sessionToken: string | undefined,
    recorded?: RecordedLocation | null,
  ): Promise<PlayerLocation> {
    const located = await provider.locate(context);
    const location = { ...located, locatedAt: clock() };
    if (sessionToken && !unchanged(location, recorded)) {
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
  }

  return {
    providerName: provider.name,

    /**
     * Locates the player now; records the result on the session whose token is given, if any, unless
     * `recorded` (the session's latest check, as its read found it) says the same and is recent.
     * Throws `location_unavailable` when the provider cannot check (a paid action fails closed).
     */
    check,

    /** At login: the check, or null when the provider cannot check now (logging in still works). */
    async checkIfAvailable(context: LocationContext, sessionToken: string): Promise<PlayerLocation | null> {
      try {
        return await check(context, sessionToken);
      } catch (error) {
        if (error instanceof ApiProblem && error.code === 'location_unavailable') return null;
        throw error;
      }
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
