import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { BANK_SECRET, PRODUCTION_SECRET, problemsFor, TAX_SETTINGS } from './config-test-settings.ts';

// What production refuses to start with: secrets left at their defaults or too short, test routes,
// and a platform fit only for a developer's machine (production-settings.ts).
describe('production settings', () => {
  it('requires SESSION_SECRET in production', () => {
    expect(problemsFor({ NODE_ENV: 'production', ...BANK_SECRET })).toEqual([
      'SESSION_SECRET is required in production',
    ]);
  });

  it('requires a long SESSION_SECRET in production, without printing it', () => {
    expect(problemsFor({ NODE_ENV: 'production', SESSION_SECRET: 'short-secret', ...BANK_SECRET })).toEqual([
      'SESSION_SECRET must be at least 32 characters in production (got 12)',
    ]);
  });

  it('refuses the development SESSION_SECRET in production', () => {
    const developmentSecret = loadConfig({}).sessionSecret;
    expect(
      problemsFor({ NODE_ENV: 'production', SESSION_SECRET: developmentSecret, ...BANK_SECRET }),
    ).toEqual(['SESSION_SECRET must not be the development default in production']);
  });

  it('refuses test routes in production', () => {
    expect(
      problemsFor({
        NODE_ENV: 'production',
        SESSION_SECRET: PRODUCTION_SECRET,
        ...BANK_SECRET,
        KENNEL_TEST_ROUTES: 'true',
      }),
    ).toEqual(['KENNEL_TEST_ROUTES must be false in production']);
  });

  it('requires a long BANK_WEBHOOK_SECRET in production, and has a development default', () => {
    expect(
      problemsFor({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, ...TAX_SETTINGS }),
    ).toEqual(['BANK_WEBHOOK_SECRET is required in production']);
    expect(
      problemsFor({
        NODE_ENV: 'production',
        SESSION_SECRET: PRODUCTION_SECRET,
        ...TAX_SETTINGS,
        BANK_WEBHOOK_SECRET: 'short',
      }),
    ).toEqual(['BANK_WEBHOOK_SECRET must be at least 32 characters in production (got 5)']);
    expect(loadConfig({}).bankWebhookSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('requires a long TAX_ID_ENCRYPTION_KEY and the payer on 1099s in production, with development defaults', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, ...BANK_SECRET };
    const { TAX_ID_ENCRYPTION_KEY: _key, ...withoutKey } = production;
    expect(problemsFor(withoutKey)).toEqual(['TAX_ID_ENCRYPTION_KEY is required in production']);
    expect(problemsFor({ ...production, TAX_ID_ENCRYPTION_KEY: 'short-key' })).toEqual([
      'TAX_ID_ENCRYPTION_KEY must be at least 32 characters in production (got 9)',
    ]);
    const { TAX_PAYER_EIN: _ein, ...withoutEin } = production;
    expect(problemsFor(withoutEin)).toEqual([
      'TAX_PAYER_EIN and TAX_PAYER_ADDRESS are required in production (they print on 1099 forms)',
    ]);
    expect(problemsFor({ TAX_PAYER_EIN: '123456789' })).toEqual([
      'TAX_PAYER_EIN must be an EIN like 12-3456789 (got "123456789")',
    ]);
    expect(loadConfig(production)).toMatchObject({
      taxIdEncryptionKey: TAX_SETTINGS.TAX_ID_ENCRYPTION_KEY,
      taxPayer: { ein: '12-3456789', addressLines: ['100 Main Street', 'Boston, MA 02110'], sandbox: false },
    });
    const development = loadConfig({});
    expect(development.taxIdEncryptionKey.length).toBeGreaterThanOrEqual(32);
    expect(development.taxPayer).toEqual({
      ein: '00-0000000',
      addressLines: ['1 Sandbox Plaza', 'New York, NY 10001'],
      sandbox: true,
    });
  });

  it('requires its own PostgreSQL, a mail server and https addresses for both apps in production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, ...BANK_SECRET };
    const {
      DATABASE_URL: _db,
      SMTP_URL: _smtp,
      PUBLIC_URL: _public,
      CONSOLE_URL: _console,
      ...bare
    } = production;
    expect(problemsFor(bare)).toEqual([
      'DATABASE_URL is required in production (the embedded PGlite database is for development)',
      'SMTP_URL is required in production (without it mails and their links go to the log)',
      'PUBLIC_URL is required in production (session cookies are Secure only over https)',
      "CONSOLE_URL is required in production (operators' cookies are Secure only over https)",
    ]);
    expect(
      problemsFor({
        ...production,
        PUBLIC_URL: 'http://kennel.example',
        CONSOLE_URL: 'http://console.kennel.example',
      }),
    ).toEqual([
      'PUBLIC_URL must be an https:// URL in production (session cookies are Secure only over https)',
      "CONSOLE_URL must be an https:// URL in production (operators' cookies are Secure only over https)",
    ]);
    expect(loadConfig(production)).toMatchObject({
      publicUrl: 'https://kennel.example',
      databaseUrl: 'postgres://kennel:pw@db.internal:5432/kennel',
      smtpUrl: 'smtps://mailer:secret@smtp.kennel.example:465',
    });
    // Outside production the embedded database, the mail log and http stay the defaults.
    expect(problemsFor({ NODE_ENV: 'test', PUBLIC_URL: 'ftp://x' })).toHaveLength(1);
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined });
  });
});
