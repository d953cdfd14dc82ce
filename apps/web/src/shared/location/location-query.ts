import { LOCATION_ENDPOINTS, type LocationResponse } from '@kennel/core';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../api/index.ts';
import { rememberLocation } from './remember.ts';

export type PlayerLocation = LocationResponse['data'];

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
