import { MONITORING_SITES, type MonitoringSite } from '@kennel/core/constants';

type RawEnv = Record<string, unknown>;

export const DEFAULT_SUPPORT_URL = 'https://kennel.example/helpdesk/contact';

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

/** What is wrong with a setting's value, or null when it is fine. */
type SettingCheck = (name: string, value: string) => string | null;

const digitsOnly: SettingCheck = (name, value) =>
  /^\d+$/.test(value) ? null : `${name} must be digits only`;

const httpUrl: SettingCheck = (name, value) =>
  HTTP_URL.test(value) ? null : `${name} must be an http(s) URL`;

const isMonitoringSite = (value: string): value is MonitoringSite =>
  (MONITORING_SITES as readonly string[]).includes(value);

const monitoringSite: SettingCheck = (name, value) =>
  isMonitoringSite(value) ? null : `${name} must be one of ${MONITORING_SITES.join(', ')}`;

const isSet = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Settings that are required only together with another one (checked first so every problem shows). */
function missingRequiredSettings(env: RawEnv): string[] {
  if (isSet(env.VITE_DD_CLIENT_TOKEN) && !isSet(env.VITE_DD_APPLICATION_ID)) {
    return ['VITE_DD_APPLICATION_ID is required when VITE_DD_CLIENT_TOKEN is set'];
  }
  return [];
}

export interface MonitoringSettings {
  clientToken: string;
  applicationId: string;
  site: MonitoringSite;
  service: string;
  env: string;
}

/** The web app's validated build-time settings, in the product's words. */
export interface WebConfig {
  /** Origin of the API; '' means the page's own origin. */
  apiBaseUrl: string;
  /** Present only when monitoring is switched on (a client token is set). */
  monitoring: MonitoringSettings | null;
  monitoringSite: MonitoringSite;
  paymentMerchantId: string;
  paymentRetryMerchantId: string;
  supportUrl: string;
}

/** Thrown at start-up when a build-time setting is missing or malformed; one line per problem. */
export class WebConfigError extends Error {
  override readonly name = 'WebConfigError';
  constructor(readonly problems: string[]) {
    super(`The web app's settings are invalid:\n${problems.join('\n')}`);
  }
}

function describeValue(env: RawEnv, key: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? ` (got "${value}")` : '';
}

/** Validates the settings like the API does at start: every problem is listed, then it throws. */
export function parseWebConfig(env: RawEnv): WebConfig {
  const problems = missingRequiredSettings(env);
  /** A setting that is absent or blank counts as not set, so its default applies. */
  const setting = (name: string, fallback: string, check?: SettingCheck): string => {
    const value = env[name];
    if (!isSet(value)) return fallback;
    const setValue = value.trim();
    const problem = check?.(name, setValue);
    if (problem) problems.push(`${problem}${describeValue(env, name)}`);
    return setValue;
  };
  const apiBaseUrl = setting('VITE_API_BASE_URL', '', httpUrl);
  const clientToken = setting('VITE_DD_CLIENT_TOKEN', '');
  const applicationId = setting('VITE_DD_APPLICATION_ID', '');
  const site = setting('VITE_DD_SITE', 'datadoghq.com', monitoringSite);
  const service = setting('VITE_DD_SERVICE', 'kennel-web');
  const monitoringEnv = setting('VITE_DD_ENV', 'development');
  const paymentMerchantId = setting('VITE_PAYMENT_MERCHANT_ID', '1001', digitsOnly);
  const paymentRetryMerchantId = setting('VITE_PAYMENT_RETRY_MERCHANT_ID', '1002', digitsOnly);
  const supportUrl = setting('VITE_SUPPORT_URL', DEFAULT_SUPPORT_URL, httpUrl);
  // An unknown site is always among the problems; the second test only narrows its type.
  if (problems.length > 0 || !isMonitoringSite(site)) throw new WebConfigError(problems);
  return {
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    monitoring:
      clientToken && applicationId ? { clientToken, applicationId, site, service, env: monitoringEnv } : null,
    monitoringSite: site,
    paymentMerchantId,
    paymentRetryMerchantId,
    supportUrl,
  };
}
