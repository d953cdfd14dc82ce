import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { LocationProvider } from './provider.ts';

/**
 * The provider when LOCATION_SANDBOX is off and no geolocation vendor was plugged in: every check
 * answers 503 `location_unavailable`, so deposits and entries are closed (fail closed) while the rest
 * of Kennel, withdrawals included, runs.
 */
export const unconfiguredLocationProvider: LocationProvider = {
  name: 'unconfigured',
  async locate() {
    throw new ApiProblem('location_unavailable');
  },
};
