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
 * Places a player in a US state. The sandbox provider (development and tests) reads a test header
 * or the state of residence; a geolocation vendor's provider (a later issue) would implement the
 * same interface, so nothing that checks a location changes with it.
 */
export interface LocationProvider {
  readonly name: string;
  locate(context: LocationContext): Promise<Located>;
}
