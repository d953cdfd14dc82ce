/** Business constants of the seed, section 9. */
export const API_TIMEOUT_MS = 60_000;
export const SESSION_REFRESH_INTERVAL_MS = 120_000;
export const DEFAULT_PICK_EM_PATH = '/pick-em/higher-lower/all/home';
export const DEFAULT_LOBBY_PATH = '/lobby';
export const DEFAULT_API_VERSION = 'v1';
export const CLIENT_TYPE = 'web';
export const CURRENCY = 'USD';

/** Monitoring sampling: 35% of sessions for user monitoring, 100% for browser logs, no replay. */
export const RUM_SESSION_SAMPLE_RATE = 35;
export const LOGS_SESSION_SAMPLE_RATE = 100;
export const RUM_SESSION_REPLAY_SAMPLE_RATE = 0;

export const MONITORING_SITES = [
  'datadoghq.com',
  'us3.datadoghq.com',
  'us5.datadoghq.com',
  'datadoghq.eu',
] as const;
export type MonitoringSite = (typeof MONITORING_SITES)[number];

export const PREDICTION_MARKETS_UNAVAILABLE_MESSAGE =
  "Prediction markets aren't availble on web. Please check the mobile app.";

/** Every money-moving POST carries this header (Stripe's semantics; see wallet/idempotency.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
