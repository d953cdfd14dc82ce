import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { apiEntryArgs } from './support/api-process.ts';

interface Started {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  exit: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, apiEntryArgs('main'), {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout?.on('data', (chunk) => stdout.push(String(chunk)));
  child.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout, stderr, exit };
}

async function listeningUrl(started: Started): Promise<string> {
  for (let waited = 0; waited < 50_000; waited += 100) {
    const match = started.stdout.join('').match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    if (match?.[1]) return match[1];
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${started.stdout.join('')}\n${started.stderr.join('')}`);
}

describe('main', () => {
  // The server with good settings starts first: it migrates while the refusals below run.
  let database: TestDatabase | undefined;
  let dataRoot: string;
  let server: Started;

  beforeAll(async () => {
    dataRoot = await mkdtemp(path.join(tmpdir(), 'kennel-main-'));
    const env: Record<string, string> = {
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataRoot, 'no-web'),
      // Development's sports simulator would seed a world meanwhile; these tests are about start-up.
      WORLD_SIMULATOR: 'false',
    };
    if (process.env.KENNEL_TEST_DB === 'postgres') {
      database = await createTestDatabase({ migrate: false });
      env.DATABASE_URL = database.databaseUrl ?? '';
    } else {
      // Nested folders that do not exist yet: start-up must create them.
      env.PGLITE_DATA_DIR = path.join(dataRoot, 'nested', 'deeper', 'pglite');
    }
    server = start(env);
  });

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.destroy();
    await rm(dataRoot, { recursive: true, force: true });
  });

  it('prints one line per bad setting and exits with code 1, without a stack trace', async () => {
    const started = start({ PAYMENT_MERCHANT_ID: 'abc', DD_SITE: 'datadoghq.org' });
    expect(await started.exit).toBe(1);
    expect(started.stderr.join('').trim().split('\n')).toEqual([
      'PAYMENT_MERCHANT_ID must be a number (got "abc")',
      'DD_SITE must be one of datadoghq.com, us3.datadoghq.com, us5.datadoghq.com, datadoghq.eu (got "datadoghq.org")',
    ]);
  });

  it('refuses to start in production with the sandbox payment partners on: one line, exit code 1', async () => {
    const started = start({
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
      PAYMENT_SANDBOX: 'true',
    });
    expect(await started.exit).toBe(1);
    expect(started.stderr.join('').trim().split('\n')).toEqual([
      'PAYMENT_SANDBOX must be false in production',
    ]);
  });

  it('refuses to start in production with the sandbox location provider on: one line, exit code 1', async () => {
    const started = start({
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
      LOCATION_SANDBOX: 'true',
    });
    expect(await started.exit).toBe(1);
    expect(started.stderr.join('').trim().split('\n')).toEqual([
      'LOCATION_SANDBOX must be false in production',
    ]);
  });

  describe('with good settings', () => {
    it('migrates, listens, serves, and shuts down cleanly on SIGTERM', async () => {
      const url = await listeningUrl(server);
      const ready = await fetch(`${url}/ready`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
      if (!database)
        expect((await stat(path.join(dataRoot, 'nested', 'deeper', 'pglite'))).isDirectory()).toBe(true);

      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      expect(server.stdout.join('')).toContain('shutting down');
    });
  });
});
