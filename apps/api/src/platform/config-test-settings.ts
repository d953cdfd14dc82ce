import { ConfigError, loadConfig } from './config.ts';

// Settings the config tests share: what production needs beside the setting a test is about.

export const PRODUCTION_SECRET = 'a-production-secret-that-is-long-enough-1234';
/** Production also needs its platform and the tax settings; tests about other settings pass these. */
export const TAX_SETTINGS = {
  PUBLIC_URL: 'https://kennel.example/',
  CONSOLE_URL: 'https://console.kennel.example',
  DATABASE_URL: 'postgres://kennel:pw@db.internal:5432/kennel',
  SMTP_URL: 'smtps://mailer:secret@smtp.kennel.example:465',
  TAX_ID_ENCRYPTION_KEY: 'a-production-tax-id-encryption-key-long-enough',
  TAX_PAYER_EIN: '12-3456789',
  TAX_PAYER_ADDRESS: '100 Main Street; Boston, MA 02110',
};
/** Production also needs the bank's webhook secret (and the tax settings); tests about other settings pass this one. */
export const BANK_SECRET = {
  BANK_WEBHOOK_SECRET: 'a-production-bank-webhook-secret-long-enough',
  ...TAX_SETTINGS,
};

/** The lines a refused configuration prints. */
export function problemsFor(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.lines;
    throw error;
  }
  throw new Error('expected the settings to be refused');
}
