import type { FeatureModule } from '../../platform/modules.ts';
import type { LocationProvider } from './provider.ts';
import { locationRoutes } from './routes.ts';
import { createSandboxLocationProvider } from './sandbox-provider.ts';
import { createLocationService } from './service.ts';
import { unconfiguredLocationProvider } from './unconfigured-provider.ts';

export type LocationService = ReturnType<typeof createLocationService>;

/** The services this module gives the modules after it. */
export interface LocationServices {
  location: LocationService;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends LocationServices {}
}

/**
 * Where a player is. The sandbox provider (and its test header) exists only where LOCATION_SANDBOX
 * is on, never in production; there a vendor's provider places players, and without one paid
 * actions fail closed.
 */
export const locationModule = (provider: LocationProvider | undefined): FeatureModule => ({
  name: 'location',
  install({ app, db, clock, config }) {
    const location = createLocationService({
      db,
      clock,
      provider: config.locationSandbox
        ? createSandboxLocationProvider({ db })
        : (provider ?? unconfiguredLocationProvider),
    });
    locationRoutes(app, { location });
    return { location };
  },
});
