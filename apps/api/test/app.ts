import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { PaymentGateway } from '../src/features/payments/gateway.ts';
import type { Clock } from '../src/platform/clock.ts';
import { type Config, loadConfig } from '../src/platform/config.ts';
import type { App } from '../src/platform/http/server.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { collectSentMails } from './sent-mails.ts';

export interface TestAppOptions {
  /** API settings as environment variables, on top of quiet test defaults. */
  settings?: Record<string, string>;
  clock?: Clock;
  logger?: FastifyBaseLogger;
  handlerTimeoutMs?: number;
  /** How long a signed-in game page waits for its preloaded answers. */
  pagePreloadBudgetMs?: number;
  /** How long a game page's render on the server may take after its preload. */
  pageRenderBudgetMs?: number;
  /** How long past its budget an unanswered render means a stuck renderer thread. */
  pageRenderStuckMs?: number;
  /** A real card processor and bank in place of the sandbox (PAYMENT_SANDBOX=false). */
  paymentGateway?: PaymentGateway;
  /** Lets a test add its own routes before the app is ready. */
  beforeReady?: (app: App) => void;
  /**
   * PostgreSQL settings for every connection the app opens (`alter database … set`), applied once
   * the database is migrated and before the app connects: `lock_timeout` to catch any lock wait.
   */
  databaseSettings?: Record<string, string>;
}

export interface TestApp {
  app: App;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

// A folder that never exists, so tests see the "web app not built" behaviour unless they build one.
const NO_WEB_BUILD = path.join(tmpdir(), 'kennel-api-tests-no-web-build');

/** The real app on a fresh database of the driver under test (KENNEL_TEST_DB). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.KENNEL_TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: NO_WEB_BUILD,
    // A low scrypt cost (2^10, the least config allows) keeps password checks cheap; the
    // production cost has its own test (accounts/production-cost.test.ts).
    PASSWORD_SCRYPT_LOG_N: '10',
    ...options.settings,
  });
  const database = await createTestDatabase();
  for (const [name, value] of Object.entries(options.databaseSettings ?? {})) {
    await database.alterDatabase(name, value);
  }
  const app = await buildApp({
    config,
    db: database.handle.db,
    logger: options.logger,
    clock: options.clock,
    handlerTimeoutMs: options.handlerTimeoutMs,
    pagePreloadBudgetMs: options.pagePreloadBudgetMs,
    pageRenderBudgetMs: options.pageRenderBudgetMs,
    pageRenderStuckMs: options.pageRenderStuckMs,
    onMailSent: collectSentMails(database.handle.db),
    paymentGateway: options.paymentGateway,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** One app (and database) for the whole test file, closed after its last test. */
export function useTestApp(options: TestAppOptions = {}): { readonly current: TestApp } {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return {
    get current() {
      if (!testApp) throw new Error('the test app is only available inside tests');
      return testApp;
    },
  };
}
