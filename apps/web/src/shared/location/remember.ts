import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../api/index.ts';
import { removeStored, writeStored } from '../storage/index.ts';

// Zod-free, for the app shell: importing the location contract here would put zod in the first download.

/**
 * Keeps the latest location check under the seed's location key (`kennel.location-state`), so
 * pages can say where the player was last placed; a check that placed them nowhere clears it.
 */
export function rememberLocation(check: { state: string | null; located_at: string }): void {
  if (check.state) writeStored('locationState', { state: check.state, checkedAt: check.located_at });
  else removeStored('locationState');
}

/**
 * Once per page load while signed in: a location check (`GET /v1/location`, recorded on the
 * session by the API), remembered under the location key. Logging in remembers the login's own check.
 */
export function useRememberedLocation(signedIn: boolean): void {
  const http = useHttpClient();
  useQuery({
    queryKey: ['location', 'remembered'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await http.call(SHELL_ENDPOINTS.getLocation, {}, { signal });
      rememberLocation(data);
      return data;
    },
    enabled: signedIn,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
