import type { InvalidOption } from './contracts/errors.ts';

export const DEFAULT_CLIENT_ERROR_MESSAGE = 'Unknown error';

/** The client error object of seed section 3. */
export interface ClientError {
  apiCode?: string;
  ctaText?: string;
  ctaUrl?: string;
  errorCode?: string;
  failedDepositId?: string;
  mfaToken?: string;
  message: string;
  retryMerchantId?: string;
  paymentMethodId?: string;
  secondaryCtaText?: string;
  secondaryCtaUrl?: string;
  status?: number;
  title?: string;
  invalidOptions?: InvalidOption[];
  fields?: Record<string, string>;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Maps an API error body (any shape, possibly not JSON at all) to the client error object. */
export function toClientError(body: unknown, fallbackStatus?: number): ClientError {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const statusValue = raw.http_status_code ?? raw.status ?? fallbackStatus;
  const status = typeof statusValue === 'number' ? statusValue : undefined;
  const invalid = Array.isArray(raw.invalid_options)
    ? raw.invalid_options.filter(
        (o): o is InvalidOption =>
          !!o && typeof o === 'object' && 'id' in o && 'line_id' in o && 'prop_id' in o,
      )
    : undefined;
  return {
    apiCode: text(raw.api_code),
    ctaText: text(raw.cta_text),
    ctaUrl: text(raw.cta_url),
    errorCode: text(raw.entry_error_code),
    failedDepositId: text(raw.failed_deposit_id),
    mfaToken: text(raw.mfa_token),
    message: text(raw.detail) ?? DEFAULT_CLIENT_ERROR_MESSAGE,
    retryMerchantId: text(raw.retry_merchant_id),
    paymentMethodId: text(raw.payment_method_id),
    secondaryCtaText: text(raw.secondary_cta_text),
    secondaryCtaUrl: text(raw.secondary_cta_url),
    status,
    title: text(raw.title),
    invalidOptions: invalid,
    fields: raw.fields && typeof raw.fields === 'object' ? (raw.fields as Record<string, string>) : undefined,
  };
}
