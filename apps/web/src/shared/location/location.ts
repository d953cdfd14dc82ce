import { LOCATION_ENDPOINTS, type LocationCheck, type LocationResponse } from '@kennel/core';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../api/index.ts';
import { removeStored, writeStored } from '../storage/index.ts';

export type PlayerLocation = LocationResponse['data'];

/**
 * Keeps the latest location check under the seed's location key (`kennel.location-state`), so
 * pages can say where the player was last placed; a check that placed them nowhere clears it.
 */
export function rememberLocation(check: Pick<LocationCheck, 'state' | 'located_at'>): void {
  if (check.state) writeStored('locationState', { state: check.state, checkedAt: check.located_at });
  else removeStored('locationState');
}

/** `GET /v1/location`: a fresh location check, remembered, with what the located state offers. */
export function locationQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['location'] as const,
    queryFn: async ({ signal }): Promise<PlayerLocation> => {
      const { data } = await http.call(LOCATION_ENDPOINTS.getLocation, {}, { signal });
      rememberLocation(data);
      return data;
    },
    staleTime: 60_000,
  });
}

/** Whether the located state offers any product: where none is, deposits are refused. */
export function offersAnything(location: PlayerLocation): boolean {
  return location.products.some((product) => product.offered);
}
