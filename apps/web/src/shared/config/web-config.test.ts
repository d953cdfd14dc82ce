import { MONITORING_SITES } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_URL, parseWebConfig, WebConfigError } from './web-config.ts';

function problemsOf(env: Record<string, unknown>): string[] {
  try {
    parseWebConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(WebConfigError);
    return (error as WebConfigError).problems;
  }
  throw new Error('expected the settings to be rejected');
}

describe('parseWebConfig', () => {
  it('applies the documented defaults when nothing is set', () => {
    expect(parseWebConfig({})).toEqual({
      apiBaseUrl: '',
      monitoring: null,
      monitoringSite: 'datadoghq.com',
      paymentMerchantId: '1001',
      paymentRetryMerchantId: '1002',
      supportUrl: DEFAULT_SUPPORT_URL,
    });
  });

  it('switches monitoring on with a client token and application id', () => {
    const config = parseWebConfig({
      VITE_API_BASE_URL: 'https://api.kennel.example/',
      VITE_DD_CLIENT_TOKEN: 'pub123',
      VITE_DD_APPLICATION_ID: 'app-1',
      VITE_DD_SITE: 'datadoghq.eu',
      VITE_DD_ENV: 'production',
    });
    expect(config.apiBaseUrl).toBe('https://api.kennel.example');
    expect(config.monitoring).toEqual({
      clientToken: 'pub123',
      applicationId: 'app-1',
      site: 'datadoghq.eu',
      service: 'kennel-web',
      env: 'production',
    });
  });

  it.each(MONITORING_SITES)('accepts the monitoring site %s', (site) => {
    expect(parseWebConfig({ VITE_DD_SITE: site }).monitoringSite).toBe(site);
  });

  it('lists every problem, one clear line each, and throws', () => {
    const problems = problemsOf({
      VITE_DD_CLIENT_TOKEN: 'pub123',
      VITE_DD_SITE: 'datadoghq.cn',
      VITE_PAYMENT_MERCHANT_ID: '10a1',
      VITE_PAYMENT_RETRY_MERCHANT_ID: '-2',
      VITE_SUPPORT_URL: 'javascript:alert(1)',
    });
    expect(problems).toEqual([
      'VITE_DD_APPLICATION_ID is required when VITE_DD_CLIENT_TOKEN is set',
      `VITE_DD_SITE must be one of ${MONITORING_SITES.join(', ')} (got "datadoghq.cn")`,
      'VITE_PAYMENT_MERCHANT_ID must be digits only (got "10a1")',
      'VITE_PAYMENT_RETRY_MERCHANT_ID must be digits only (got "-2")',
      'VITE_SUPPORT_URL must be an http(s) URL (got "javascript:alert(1)")',
    ]);
  });

  it('puts each problem on its own line of the error message', () => {
    try {
      parseWebConfig({ VITE_DD_SITE: 'nope', VITE_PAYMENT_MERCHANT_ID: 'x' });
    } catch (error) {
      expect((error as Error).message.split('\n')).toEqual([
        "The web app's settings are invalid:",
        `VITE_DD_SITE must be one of ${MONITORING_SITES.join(', ')} (got "nope")`,
        'VITE_PAYMENT_MERCHANT_ID must be digits only (got "x")',
      ]);
      return;
    }
    throw new Error('expected a WebConfigError');
  });

  it('treats a blank setting as unset', () => {
    expect(parseWebConfig({ VITE_PAYMENT_MERCHANT_ID: '  ', VITE_DD_SITE: '' }).paymentMerchantId).toBe(
      '1001',
    );
  });
});
