import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PASSWORD_SCRYPT_LOG_N, loadConfig } from '../../src/platform/config.ts';

function problemsFor(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.lines;
    throw error;
  }
  throw new Error('expected the settings to be refused');
}

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-that-is-long-enough-1234',
  BANK_WEBHOOK_SECRET: 'a-production-bank-webhook-secret-long-enough',
  TAX_ID_ENCRYPTION_KEY: 'a-production-tax-id-encryption-key-long-enough',
  TAX_PAYER_EIN: '12-3456789',
  TAX_PAYER_ADDRESS: '100 Main Street; Boston, MA 02110',
  PUBLIC_URL: 'https://kennel.example',
  CONSOLE_URL: 'https://console.kennel.example',
  DATABASE_URL: 'postgres://kennel:pw@db.internal:5432/kennel',
  SMTP_URL: 'smtp://127.0.0.1:1',
};

describe('mail and password settings', () => {
  it('defaults to development mail (no SMTP), the Kennel sender and the production scrypt cost', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Kennel <no-reply@kennel.local>',
      passwordScryptLogN: DEFAULT_PASSWORD_SCRYPT_LOG_N,
    });
  });

  it('reads SMTP_URL, MAIL_FROM and PASSWORD_SCRYPT_LOG_N', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://mailer:secret@smtp.kennel.example:465',
        MAIL_FROM: 'Kennel Support <support@kennel.example>',
        PASSWORD_SCRYPT_LOG_N: '16',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.kennel.example:465',
      mailFrom: 'Kennel Support <support@kennel.example>',
      passwordScryptLogN: 16,
    });
  });

  it('refuses bad values with one line each, never echoing the SMTP URL', () => {
    expect(
      problemsFor({ SMTP_URL: 'http://user:hunter2@mail', MAIL_FROM: 'nobody', PASSWORD_SCRYPT_LOG_N: '40' }),
    ).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'MAIL_FROM must be an email address, like "Kennel <no-reply@kennel.example>" (got "nobody")',
      'PASSWORD_SCRYPT_LOG_N must be a whole number from 10 to 20 (got "40")',
    ]);
  });

  it('refuses a lowered scrypt cost in production', () => {
    expect(problemsFor({ ...PRODUCTION, PASSWORD_SCRYPT_LOG_N: '12' })).toContain(
      'PASSWORD_SCRYPT_LOG_N must be at least 15 in production (got 12)',
    );
    expect(loadConfig({ ...PRODUCTION, PASSWORD_SCRYPT_LOG_N: '16' }).passwordScryptLogN).toBe(16);
  });
});
