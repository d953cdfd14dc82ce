import { GEOLOCATION_PACKET_HEADER, type StateCode } from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { headerValue, type Located, type LocationContext, type LocationProvider } from './provider.ts';

/** Kennel never relies on a location older than this, whatever the vendor allows. */
export const MAX_GEOLOCATION_AGE_MS = 20 * 60_000;
/** How far the vendor's clock may run ahead of Kennel's before a packet counts as not yet valid. */
const CLOCK_LEEWAY_MS = 60_000;

/** What a vendor's verifier read from a genuine packet (signature checked with the vendor's key). */
export interface VerifiedGeolocation {
  /** The user the packet was made for: the Kennel user id the web app hands the vendor's SDK. */
  userId: string;
  /**
   * The vendor's verdict: located inside a state with enough accuracy, and no VPN, proxy, remote
   * desktop, emulator or location-spoofing app seen on the device.
   */
  passed: boolean;
  /** The state the device is in, when the vendor could tell. */
  state: StateCode | null;
  /** When the device was located. */
  locatedAt: Date;
  /** Until when the vendor vouches for the result (sooner near a state border); the SDK re-locates before then. */
  expiresAt: Date;
}

/**
 * The adapter a GeoComply-class vendor plugs in. Its client SDK (in the web app, or the vendor's
 * desktop plugin or mobile library) locates the device and hands the page an encrypted, signed
 * geolocation packet for the signed-in user; the web app sends it with every location check in
 * `X-Kennel-Geolocation`. The adapter decrypts the packet and checks its signature with the vendor's
 * key (or asks the vendor's API to), and answers what it says.
 */
export interface GeolocationVerifier {
  readonly name: string;
  /**
   * The packet's content; null when it is not genuine (bad signature, tampered, not the vendor's).
   * Throws when it cannot tell (the vendor's service is down or timed out).
   */
  verify(packet: string): Promise<VerifiedGeolocation | null>;
}

export interface GeolocationProviderOptions {
  verifier: GeolocationVerifier;
  clock: Clock;
  /** Told of each failure to verify, for the logs (the player gets `location_unavailable`). */
  onVerifierError?: (error: unknown) => void;
}

/** The state a verified packet places this user in, or null when it must not be relied on. */
function stateFrom(verified: VerifiedGeolocation | null, userId: string, now: Date): StateCode | null {
  if (!verified?.passed || verified.userId !== userId) return null;
  const age = now.getTime() - verified.locatedAt.getTime();
  if (age > MAX_GEOLOCATION_AGE_MS || age < -CLOCK_LEEWAY_MS) return null;
  if (verified.expiresAt.getTime() <= now.getTime()) return null;
  return verified.state;
}

/**
 * Production's location provider over a vendor's verifier. No packet, a packet that is not genuine,
 * made for another user, failed by the vendor, expired or older than MAX_GEOLOCATION_AGE_MS: the
 * player is not located (`location_required`, 403: let the vendor's app locate you and try again).
 * The vendor unreachable: `location_unavailable` (503), never a guess from another source.
 */
export function createGeolocationProvider({
  verifier,
  clock,
  onVerifierError = () => undefined,
}: GeolocationProviderOptions): LocationProvider {
  return {
    name: verifier.name,
    async locate({ userId, headers }: LocationContext): Promise<Located> {
      const packet = headerValue(headers, GEOLOCATION_PACKET_HEADER)?.trim();
      if (!packet) return { state: null, source: 'geolocation' };
      let verified: VerifiedGeolocation | null;
      try {
        verified = await verifier.verify(packet);
      } catch (error) {
        onVerifierError(error);
        throw new ApiProblem('location_unavailable');
      }
      return { state: stateFrom(verified, userId, clock()), source: 'geolocation' };
    },
  };
}
