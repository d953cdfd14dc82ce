import type { LocationSource, StateCode } from '@kennel/core';

/** What a provider is given to place a player: who they are and the request they made. */
export interface LocationContext {
  userId: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Where a provider placed the player; `state` is null when it could not. */
export interface Located {
  state: StateCode | null;
  source: LocationSource;
}

/**
 * Places a player in a US state, at login, before each paid action and on `GET /v1/location`.
 * Answers `state: null` when it could not place the player (every paid action is then refused with
 * `location_required`), and throws `ApiProblem('location_unavailable')` (503) when it cannot check
 * at all: Kennel fails closed, never falling back to another source. The providers: the sandbox
 * (development and tests, LOCATION_SANDBOX), a geolocation vendor's through
 * `createGeolocationProvider` (production), and the unconfigured one (production without a vendor).
 */
export interface LocationProvider {
  readonly name: string;
  locate(context: LocationContext): Promise<Located>;
}

/** A header's single value (a repeated header counts as its first). */
export function headerValue(headers: LocationContext['headers'], name: string): string | undefined {
  const raw = headers[name];
  return Array.isArray(raw) ? raw[0] : raw;
}
