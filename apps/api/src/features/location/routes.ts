import { LOCATION_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import { sessionTokenFrom } from '../sessions/cookie.ts';
import { type LocationService, locationResponse } from './service.ts';

export function locationRoutes(app: App, { location }: { location: LocationService }) {
  route(app, LOCATION_ENDPOINTS.getLocation, async ({ request, user }) =>
    locationResponse(
      await location.check({ userId: user.id, headers: request.headers }, sessionTokenFrom(request)),
    ),
  );
}
