import { ACCOUNT_ENDPOINTS } from './accounts-endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { PAYMENT_ENDPOINTS } from './payments.ts';
import { PLATFORM_ENDPOINTS } from './platform-endpoints.ts';
import { VERIFICATION_ENDPOINTS } from './verification.ts';
import { WALLET_ENDPOINTS } from './wallet.ts';

/**
 * Every endpoint of the API, by name. The API must register a route for each (a test walks this
 * list), and nothing else is reachable under /v1.
 */
export const ENDPOINTS = {
  ...PLATFORM_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...VERIFICATION_ENDPOINTS,
  ...WALLET_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
