import { MONITORING_SITES } from '@kennel/core/constants';
// zod/mini: the same checks as zod, at a fraction of the size of the app's first download.
import * as z from 'zod/mini';

type RawEnv = Record<string, unknown>;

export const DEFAULT_SUPPORT_URL = 'https://kennel.example/helpdesk/contact';

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

const digits = (name: string, fallback: string) =>
  z._default(z.string().check(z.regex(/^\d+$/, `${name} must be digits only`)), fallback);

const httpUrl = (name: string) => z.string().check(z.regex(HTTP_URL, `${name} must be an http(s) URL`));

const webConfigSchema = z.object({
  VITE_API_BASE_URL: z.optional(httpUrl('VITE_API_BASE_URL')),
  VITE_DD_CLIENT_TOKEN: z.optional(z.string()),
  VITE_DD_APPLICATION_ID: z.optional(z.string()),
  VITE_DD_SITE: z._default(
    z.enum(MONITORING_SITES, `VITE_DD_SITE must be one of ${MONITORING_SITES.join(', ')}`),
    'datadoghq.com',
  ),
  VITE_DD_SERVICE: z._default(z.string(), 'kennel-web'),
  VITE_DD_ENV: z._default(z.string(), 'development'),
  VITE_PAYMENT_MERCHANT_ID: digits('VITE_PAYMENT_MERCHANT_ID', '1001'),
  VITE_PAYMENT_RETRY_MERCHANT_ID: digits('VITE_PAYMENT_RETRY_MERCHANT_ID', '1002'),
  VITE_SUPPORT_URL: z._default(httpUrl('VITE_SUPPORT_URL'), DEFAULT_SUPPORT_URL),
});

const isSet = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A build-time setting that is absent or blank counts as not set, so its default applies. */
function setValues(env: RawEnv): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of Object.keys(webConfigSchema.def.shape)) {
    const value = env[key];
    if (isSet(value)) values[key] = value.trim();
  }
  return values;
}

/** Settings that are required only together with another one (checked beside the schema so every problem shows). */
function missingRequiredSettings(env: RawEnv): string[] {
  if (isSet(env.VITE_DD_CLIENT_TOKEN) && !isSet(env.VITE_DD_APPLICATION_ID)) {
    return ['VITE_DD_APPLICATION_ID is required when VITE_DD_CLIENT_TOKEN is set'];
  }
  return [];
}

export interface MonitoringSettings {
  clientToken: string;
  applicationId: string;
  site: (typeof MONITORING_SITES)[number];
  service: string;
  env: string;
}

/** The web app's validated build-time settings, in the product's words. */
export interface WebConfig {
  /** Origin of the API; '' means the page's own origin. */
  apiBaseUrl: string;
  /** Present only when monitoring is switched on (a client token is set). */
  monitoring: MonitoringSettings | null;
  monitoringSite: (typeof MONITORING_SITES)[number];
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
  const result = webConfigSchema.safeParse(setValues(env));
  const problems = missingRequiredSettings(env);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'settings');
      const message = issue.message.startsWith(key) ? issue.message : `${key}: ${issue.message}`;
      problems.push(`${message}${describeValue(env, key)}`);
    }
  }
  if (!result.success || problems.length > 0) throw new WebConfigError(problems);
  const settings = result.data;
  return {
    apiBaseUrl: (settings.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
    monitoring:
      settings.VITE_DD_CLIENT_TOKEN && settings.VITE_DD_APPLICATION_ID
        ? {
            clientToken: settings.VITE_DD_CLIENT_TOKEN,
            applicationId: settings.VITE_DD_APPLICATION_ID,
            site: settings.VITE_DD_SITE,
            service: settings.VITE_DD_SERVICE,
            env: settings.VITE_DD_ENV,
          }
        : null,
    monitoringSite: settings.VITE_DD_SITE,
    paymentMerchantId: settings.VITE_PAYMENT_MERCHANT_ID,
    paymentRetryMerchantId: settings.VITE_PAYMENT_RETRY_MERCHANT_ID,
    supportUrl: settings.VITE_SUPPORT_URL,
  };
}
