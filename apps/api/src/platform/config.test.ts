import path from 'node:path';
import { DEFAULT_LEGAL_LINKS } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig, REPOSITORY_ROOT } from './config.ts';
import { BANK_SECRET, PRODUCTION_SECRET, problemsFor, TAX_SETTINGS } from './config-test-settings.ts';

describe('loadConfig', () => {
  it('starts with no settings at all, using the development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      pgliteDataDir: path.join(REPOSITORY_ROOT, 'data/pglite'),
      pgliteThread: 'worker',
      paymentMerchantId: '1001',
      paymentRetryMerchantId: '1002',
      monitoringSite: 'datadoghq.com',
      bodyLimitBytes: 1_048_576,
      rateLimitMax: 300,
      trustProxy: false,
      webDistDir: path.join(REPOSITORY_ROOT, 'apps/web/dist'),
      testRoutes: false,
      legalLinks: DEFAULT_LEGAL_LINKS,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: PRODUCTION_SECRET,
      ...BANK_SECRET,
      PUBLIC_URL: 'https://kennel.example/',
      DATABASE_URL: 'postgres://kennel:pw@db.internal:5432/kennel',
      PAYMENT_MERCHANT_ID: '424242',
      PAYMENT_RETRY_MERCHANT_ID: '434343',
      DD_SITE: 'datadoghq.eu',
      BODY_LIMIT_BYTES: '2048',
      RATE_LIMIT_MAX: '50',
      TRUST_PROXY: '2',
      WEB_DIST_DIR: '/srv/kennel/web',
      ENHANCED_RULEBOOK_URL: 'https://kennel.example/rules',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'warn',
      publicUrl: 'https://kennel.example',
      databaseUrl: 'postgres://kennel:pw@db.internal:5432/kennel',
      sessionSecret: PRODUCTION_SECRET,
      paymentMerchantId: '424242',
      paymentRetryMerchantId: '434343',
      monitoringSite: 'datadoghq.eu',
      bodyLimitBytes: 2048,
      rateLimitMax: 50,
      trustProxy: 2,
      webDistDir: '/srv/kennel/web',
      testRoutes: false,
    });
    expect(config.legalLinks).toEqual({
      ...DEFAULT_LEGAL_LINKS,
      enhanced_rulebook_url: 'https://kennel.example/rules',
    });
  });

  it('treats empty settings as unset', () => {
    expect(loadConfig({ PORT: '', DD_SITE: '  ' })).toMatchObject({
      port: 3000,
      monitoringSite: 'datadoghq.com',
    });
  });

  it('keeps an in-memory PGlite location as it is', () => {
    expect(loadConfig({ PGLITE_DATA_DIR: 'memory://' }).pgliteDataDir).toBe('memory://');
  });

  it('runs PGlite on the HTTP thread only when asked, and refuses any other place', () => {
    expect(loadConfig({ PGLITE_THREAD: 'main' }).pgliteThread).toBe('main');
    expect(problemsFor({ PGLITE_THREAD: 'elsewhere' })).toEqual([
      'PGLITE_THREAD must be worker or main (got "elsewhere")',
    ]);
  });

  it('refuses a payment merchant id that is not a number', () => {
    expect(problemsFor({ PAYMENT_MERCHANT_ID: 'abc' })).toEqual([
      'PAYMENT_MERCHANT_ID must be a number (got "abc")',
    ]);
  });

  it('refuses a retry merchant id with anything but digits', () => {
    expect(problemsFor({ PAYMENT_RETRY_MERCHANT_ID: '12.5' })).toEqual([
      'PAYMENT_RETRY_MERCHANT_ID must be a number (got "12.5")',
    ]);
  });

  it('refuses a monitoring site outside the four allowed', () => {
    expect(problemsFor({ DD_SITE: 'datadoghq.org' })).toEqual([
      'DD_SITE must be one of datadoghq.com, us3.datadoghq.com, us5.datadoghq.com, datadoghq.eu (got "datadoghq.org")',
    ]);
  });

  it('accepts each of the four monitoring sites', () => {
    for (const site of ['datadoghq.com', 'us3.datadoghq.com', 'us5.datadoghq.com', 'datadoghq.eu']) {
      expect(loadConfig({ DD_SITE: site }).monitoringSite).toBe(site);
    }
  });

  it('mounts the sandbox payment partners by default in development and test, never by default in production', () => {
    expect(loadConfig({}).paymentSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).paymentSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', PAYMENT_SANDBOX: 'false' }).paymentSandbox).toBe(false);
    const production = { NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, ...BANK_SECRET };
    expect(loadConfig(production).paymentSandbox).toBe(false);
    expect(loadConfig({ ...production, PAYMENT_SANDBOX: 'false' }).paymentSandbox).toBe(false);
  });

  it('runs the world simulator by default only in development; production runs it only when asked', () => {
    expect(loadConfig({}).world).toEqual({ simulator: true, seed: 20_261_124, gameMinutes: 10 });
    expect(loadConfig({ NODE_ENV: 'test' }).world.simulator).toBe(false);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: PRODUCTION_SECRET,
      ...BANK_SECRET,
      ...TAX_SETTINGS,
    };
    expect(loadConfig(production).world.simulator).toBe(false);
    expect(loadConfig({ ...production, WORLD_SIMULATOR: 'true' }).world.simulator).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'test', WORLD_SIMULATOR: 'true', WORLD_SEED: '7', WORLD_GAME_MINUTES: '0.5' })
        .world,
    ).toEqual({ simulator: true, seed: 7, gameMinutes: 0.5 });
  });

  it('explains bad world settings, one line each', () => {
    expect(problemsFor({ WORLD_SIMULATOR: 'yes', WORLD_SEED: '-1', WORLD_GAME_MINUTES: '0' })).toEqual([
      'WORLD_SIMULATOR must be true or false (got "yes")',
      'WORLD_SEED must be a whole number from 0 to 2147483647 (got "-1")',
      'WORLD_GAME_MINUTES must be a number of minutes from 0.05 to 600 (got "0")',
    ]);
  });

  it('seats draft bots by default only in development; production only when asked', () => {
    expect(loadConfig({}).draftBots).toEqual({ enabled: true, waitMs: 10_000, think: true });
    expect(loadConfig({ NODE_ENV: 'test' }).draftBots.enabled).toBe(false);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: PRODUCTION_SECRET,
      ...BANK_SECRET,
      ...TAX_SETTINGS,
    };
    expect(loadConfig(production).draftBots.enabled).toBe(false);
    expect(loadConfig({ ...production, DRAFT_BOTS: 'true' }).draftBots.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DRAFT_BOTS: 'true', DRAFT_BOT_WAIT_MS: '500' }).draftBots).toEqual({
      enabled: true,
      waitMs: 500,
      think: false,
    });
    expect(problemsFor({ DRAFT_BOTS: 'on', DRAFT_BOT_WAIT_MS: '-5' })).toHaveLength(2);
  });

  it('lets bots think before they pick in development only: off in test, refused in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).draftBots.think).toBe(false);
    expect(loadConfig({ DRAFT_BOT_THINK: 'false' }).draftBots.think).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DRAFT_BOT_THINK: 'true' }).draftBots.think).toBe(true);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: PRODUCTION_SECRET,
      ...BANK_SECRET,
      ...TAX_SETTINGS,
    };
    expect(loadConfig({ ...production, DRAFT_BOTS: 'true' }).draftBots.think).toBe(false);
    expect(problemsFor({ ...production, DRAFT_BOT_THINK: 'true' })).toEqual([
      'DRAFT_BOT_THINK must be false in production',
    ]);
  });

  it('refuses the sandbox payment partners in production, in one line', () => {
    expect(
      problemsFor({
        NODE_ENV: 'production',
        SESSION_SECRET: PRODUCTION_SECRET,
        ...BANK_SECRET,
        PAYMENT_SANDBOX: 'true',
      }),
    ).toEqual(['PAYMENT_SANDBOX must be false in production']);
    expect(problemsFor({ PAYMENT_SANDBOX: 'yes' })).toEqual([
      'PAYMENT_SANDBOX must be true or false (got "yes")',
    ]);
  });

  it('places players with the sandbox location provider by default in development and test, never in production', () => {
    expect(loadConfig({}).locationSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).locationSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', LOCATION_SANDBOX: 'false' }).locationSandbox).toBe(false);
    const production = { NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, ...BANK_SECRET };
    expect(loadConfig(production).locationSandbox).toBe(false);
    expect(loadConfig({ ...production, LOCATION_SANDBOX: 'false' }).locationSandbox).toBe(false);
  });

  it('checks identities with the sandbox provider by default in development and test, never in production', () => {
    expect(loadConfig({}).identitySandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', IDENTITY_SANDBOX: 'false' }).identitySandbox).toBe(false);
    const production = { NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, ...BANK_SECRET };
    expect(loadConfig(production).identitySandbox).toBe(false);
    expect(problemsFor({ ...production, IDENTITY_SANDBOX: 'true' })).toEqual([
      'IDENTITY_SANDBOX must be false in production',
    ]);
  });

  it('refuses the sandbox location provider in production, in one line', () => {
    expect(
      problemsFor({
        NODE_ENV: 'production',
        SESSION_SECRET: PRODUCTION_SECRET,
        ...BANK_SECRET,
        LOCATION_SANDBOX: 'true',
      }),
    ).toEqual(['LOCATION_SANDBOX must be false in production']);
    expect(problemsFor({ LOCATION_SANDBOX: 'maybe' })).toEqual([
      'LOCATION_SANDBOX must be true or false (got "maybe")',
    ]);
  });

  it('allows test routes outside production', () => {
    expect(loadConfig({ KENNEL_TEST_ROUTES: 'true' }).testRoutes).toBe(true);
  });

  it('refuses numbers that are not whole numbers in range', () => {
    expect(problemsFor({ PORT: '70000' })).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "70000")',
    ]);
    expect(problemsFor({ BODY_LIMIT_BYTES: 'lots' })).toEqual([
      'BODY_LIMIT_BYTES must be a whole number from 1 to 104857600 (got "lots")',
    ]);
    expect(problemsFor({ RATE_LIMIT_MAX: '0' })).toEqual([
      'RATE_LIMIT_MAX must be a whole number from 1 to 1000000 (got "0")',
    ]);
  });

  it('refuses unknown words for the enumerated settings', () => {
    expect(problemsFor({ NODE_ENV: 'staging' })).toEqual([
      'NODE_ENV must be one of development, test, production (got "staging")',
    ]);
    expect(problemsFor({ LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
    expect(problemsFor({ KENNEL_TEST_ROUTES: 'yes' })).toEqual([
      'KENNEL_TEST_ROUTES must be true or false (got "yes")',
    ]);
    expect(problemsFor({ TRUST_PROXY: 'maybe' })).toEqual([
      'TRUST_PROXY must be true, false or a number of proxy hops (got "maybe")',
    ]);
  });

  it('refuses a PUBLIC_URL that is not http or https', () => {
    expect(problemsFor({ PUBLIC_URL: 'kennel.example' })).toEqual([
      'PUBLIC_URL must be an http:// or https:// URL (got "kennel.example")',
    ]);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, without echoing it', () => {
    expect(problemsFor({ DATABASE_URL: 'mysql://root:hunter2@db/kennel' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ]);
  });

  it('refuses a legal link that is neither a URL nor a site path', () => {
    expect(problemsFor({ GLBA_PRIVACY_NOTICE_URL: 'privacy.html' })).toEqual([
      'GLBA_PRIVACY_NOTICE_URL must be an absolute URL or a path starting with / (got "privacy.html")',
    ]);
  });

  it('lists every problem at once, one line each', () => {
    const problems = problemsFor({ PAYMENT_MERCHANT_ID: 'abc', DD_SITE: 'nowhere', PORT: 'x' });
    expect(problems).toHaveLength(3);
    expect(problems).toContain('PAYMENT_MERCHANT_ID must be a number (got "abc")');
    const error = (() => {
      try {
        loadConfig({ PAYMENT_MERCHANT_ID: 'abc', DD_SITE: 'nowhere', PORT: 'x' });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error?.message.split('\n')).toEqual(problems);
  });

  it('links emails to the port the app listens on when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '3998' }).publicUrl).toBe('http://localhost:3998');
    expect(loadConfig({ PORT: '3998', PUBLIC_URL: 'https://kennel.example/' }).publicUrl).toBe(
      'https://kennel.example',
    );
  });

  it('gives the operator console its own port: the next one, any free one beside a free player port, or as set', () => {
    expect(loadConfig({}).console).toMatchObject({
      port: 3001,
      publicUrl: 'http://localhost:3001',
      distDir: path.join(REPOSITORY_ROOT, 'apps/console/dist'),
    });
    expect(loadConfig({ PORT: '8080' }).console.port).toBe(8081);
    expect(loadConfig({ PORT: '0' }).console.port).toBe(0);
    expect(
      loadConfig({ PORT: '0', CONSOLE_PORT: '4000', CONSOLE_URL: 'https://console.kennel.example/' }).console,
    ).toMatchObject({ port: 4000, publicUrl: 'https://console.kennel.example' });
    expect(problemsFor({ CONSOLE_URL: 'console.kennel.example' })).toEqual([
      'CONSOLE_URL must be an http:// or https:// URL (got "console.kennel.example")',
    ]);
  });
});
