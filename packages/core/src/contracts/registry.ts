import { ACCOUNT_CLOSURE_ENDPOINTS } from './account-closure.ts';
import { ACCOUNT_ENDPOINTS } from './accounts-endpoints.ts';
import { BEST_BALL_TEAMS_ENDPOINTS } from './best-ball-teams.ts';
import { CONTEST_ENDPOINTS } from './contests.ts';
import { DRAFT_ENDPOINTS } from './drafts.ts';
import type { Endpoint } from './endpoint.ts';
import { LOCATION_ENDPOINTS } from './location.ts';
import { NOTIFICATION_ENDPOINTS } from './notifications.ts';
import { PARTNER_ENDPOINTS, PAYMENT_ENDPOINTS } from './payments.ts';
import { PICKEM_ENDPOINTS } from './pickem.ts';
import { PLATFORM_ENDPOINTS } from './platform-endpoints.ts';
import { RESPONSIBLE_GAMING_ENDPOINTS } from './responsible-gaming.ts';
import { SPORTS_ENDPOINTS } from './sports.ts';
import { SPORTSBOOK_ENDPOINTS } from './sportsbook.ts';
import { SUPPORT_ENDPOINTS } from './support.ts';
import { TAX_ENDPOINTS } from './tax.ts';
import { TERMS_ENDPOINTS } from './terms.ts';
import { VERIFICATION_ENDPOINTS } from './verification.ts';
import { WALLET_ENDPOINTS } from './wallet.ts';

/**
 * Every endpoint of the API, by name. The API registers each route from it (`route(app, endpoint,
 * handler)`; a test walks this list), and nothing else is reachable under /v1 but the operator's
 * API reference, the realtime WebSocket and the test-only sign-in. The partner endpoints are
 * mounted only while the payment sandbox is on.
 */
export const ENDPOINTS = {
  ...PLATFORM_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...ACCOUNT_CLOSURE_ENDPOINTS,
  ...VERIFICATION_ENDPOINTS,
  ...LOCATION_ENDPOINTS,
  ...WALLET_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...RESPONSIBLE_GAMING_ENDPOINTS,
  ...PARTNER_ENDPOINTS,
  ...TAX_ENDPOINTS,
  ...TERMS_ENDPOINTS,
  ...SPORTS_ENDPOINTS,
  ...DRAFT_ENDPOINTS,
  ...CONTEST_ENDPOINTS,
  ...BEST_BALL_TEAMS_ENDPOINTS,
  ...NOTIFICATION_ENDPOINTS,
  ...SUPPORT_ENDPOINTS,
  // Pick'em.
  pickemBoard: PICKEM_ENDPOINTS.pickemBoard,
  submitPickemEntry: PICKEM_ENDPOINTS.submitPickemEntry,
  pickemEntries: PICKEM_ENDPOINTS.pickemEntries,
  pickemEntry: PICKEM_ENDPOINTS.pickemEntry,
  cancelPickemEntry: PICKEM_ENDPOINTS.cancelPickemEntry,
  pickemAverageResults: PICKEM_ENDPOINTS.pickemAverageResults,
  ...SPORTSBOOK_ENDPOINTS,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
