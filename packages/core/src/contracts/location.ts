import { z } from 'zod';
import { PRODUCTS, STATE_CODES } from '../compliance/states.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/** Wire contracts of the player's location (`/location`): where the last check put them. */

/**
 * Sent by tests and development tools to say where the player is; honoured only by the sandbox
 * location provider, which exists only where LOCATION_SANDBOX is on (never in production). A value
 * that is not a state code means "could not locate".
 */
export const TEST_LOCATION_HEADER = 'x-kennel-test-location';

/**
 * Carries the signed geolocation packet a geolocation vendor's client SDK made on the player's
 * device (GeoComply-class); the API has the vendor verify it (ADR 0019).
 */
export const GEOLOCATION_PACKET_HEADER = 'x-kennel-geolocation';

/**
 * How the located state was found: in the sandbox, its test header, the address of the player's
 * verified identity, or (unverified) the state of residence given at sign-up; in production, a
 * geolocation vendor's verified packet.
 */
export const LOCATION_SOURCES = ['test_header', 'verified_address', 'residence', 'geolocation'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/** The outcome of one location check, as answered at login and by `GET /v1/location`. */
export const locationCheckSchema = z
  .object({
    /** Null when the check could not place the player in a state (every paid action is refused). */
    state: z.enum(STATE_CODES).nullable(),
    source: z.enum(LOCATION_SOURCES),
    located_at: timestampField,
  })
  .meta({ id: 'LocationCheck' });
export type LocationCheck = z.infer<typeof locationCheckSchema>;

export const productInStateSchema = z.object({
  product: z.enum(PRODUCTS),
  name: z.string(),
  offered: z.boolean(),
  minimum_age: z.number().int(),
});

// GET /v1/location: a fresh check, and what the located state offers.
export const locationResponseSchema = z
  .object({
    data: locationCheckSchema.extend({
      state_name: z.string().nullable(),
      /** Every product, with whether it is offered in the located state; empty when not located. */
      products: z.array(productInStateSchema),
    }),
  })
  .meta({ id: 'Location' });
export type LocationResponse = z.infer<typeof locationResponseSchema>;

export const LOCATION_ENDPOINTS = {
  getLocation: {
    method: 'GET',
    path: '/v1/location',
    summary: 'Checks where the player is now and what Kennel offers there.',
    auth: true,
    idempotent: false,
    status: 200,
    response: locationResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
