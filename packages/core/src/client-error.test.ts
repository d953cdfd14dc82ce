import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ERROR_MESSAGE, toClientError } from './client-error.ts';

describe('toClientError', () => {
  it('maps every field of the API error object to the client error object', () => {
    const error = toClientError({
      api_code: 'deposit_declined',
      cta_text: 'Try another card',
      cta_url: '/deposit',
      entry_error_code: 'E42',
      failed_deposit_id: 'dep_1',
      invalid_options: [{ id: 'opt_1', line_id: 'line_2', prop_id: 'points' }],
      detail: 'Your card was declined.',
      mfa_token: 'mfa_abc',
      payment_method_id: 'pm_9',
      retry_merchant_id: '1002',
      secondary_cta_text: 'Contact support',
      secondary_cta_url: '/help',
      http_status_code: 402,
      title: 'Deposit failed',
    });
    expect(error).toEqual({
      apiCode: 'deposit_declined',
      ctaText: 'Try another card',
      ctaUrl: '/deposit',
      errorCode: 'E42',
      failedDepositId: 'dep_1',
      invalidOptions: [{ id: 'opt_1', line_id: 'line_2', prop_id: 'points' }],
      message: 'Your card was declined.',
      mfaToken: 'mfa_abc',
      paymentMethodId: 'pm_9',
      retryMerchantId: '1002',
      secondaryCtaText: 'Contact support',
      secondaryCtaUrl: '/help',
      status: 402,
      title: 'Deposit failed',
      fields: undefined,
    });
  });

  it('reads status when http_status_code is absent and numeric ids as text', () => {
    const error = toClientError({ status: 422, retry_merchant_id: 1002 });
    expect(error.status).toBe(422);
    expect(error.retryMerchantId).toBe('1002');
  });

  it.each([null, undefined, 'a plain text body', 42, {}])('falls back to Unknown error for %p', (body) => {
    const error = toClientError(body, 502);
    expect(error.message).toBe(DEFAULT_CLIENT_ERROR_MESSAGE);
    expect(DEFAULT_CLIENT_ERROR_MESSAGE).toBe('Unknown error');
    expect(error.status).toBe(502);
  });

  it('drops malformed invalid options instead of passing them on', () => {
    const error = toClientError({ invalid_options: [{ id: 'a' }, { id: 'b', line_id: 'l', prop_id: 'p' }] });
    expect(error.invalidOptions).toEqual([{ id: 'b', line_id: 'l', prop_id: 'p' }]);
  });
});
