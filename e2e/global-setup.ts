import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { copyMigratedPgliteFolder } from '../apps/api/test/database-templates.ts';
import { apiEntryArgs } from '../apps/api/test/support/api-process.ts';
import { ensureConsoleBuild } from '../scripts/lib/console-build.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { repoRoot } from '../scripts/lib/repo.mjs';

// The API starts on its database and seeds the sports world first: over a minute on a loaded 2-core
// machine when it also migrated a fresh PGlite database (now copied from a migrated one).
const STARTUP_TIMEOUT_MS = 180_000;

async function waitForHealth(baseURL: string, api: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (api.exitCode !== null)
      throw new Error(`the API exited with code ${api.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseURL}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API was not healthy at ${baseURL}/health within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null || api.signalCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  const forceKill = setTimeout(() => api.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(forceKill);
}

const PINO_LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

/**
 * The API logs every email it "sends" in development (`mail to <address>: <subject> <link>`); journeys
 * read the links from `mailLog` (one JSON object a line). Other log lines are shown from `showLevel` up.
 */
function followApiLog(api: ChildProcess, mailLog: string, showLevel: number): void {
  writeFileSync(mailLog, '');
  createInterface({ input: api.stdout! }).on('line', (line) => {
    let entry: { level?: number; msg?: string; kind?: string } | undefined;
    try {
      entry = JSON.parse(line);
    } catch {
      process.stdout.write(`${line}\n`);
      return;
    }
    const mail = /^mail to (\S+): (.*?)(?: (https?:\/\/\S+))?$/.exec(entry?.msg ?? '');
    if (mail) {
      appendFileSync(
        mailLog,
        `${JSON.stringify({ to: mail[1], subject: mail[2], link: mail[3], kind: entry?.kind })}\n`,
      );
    }
    if ((entry?.level ?? 0) >= showLevel) process.stdout.write(`${line}\n`);
  });
}

/**
 * Starts the real API (serving the built web app, and the operator console on a port of its own)
 * on a fresh PGlite database; returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // `npm run test:e2e` builds both first; a direct `playwright test` still gets a current console.
  const consoleBuilt = await ensureConsoleBuild();
  if (consoleBuilt !== 0) throw new Error(`the operator console did not build (exit code ${consoleBuilt})`);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let consolePort = await freePort();
  while (consolePort === port) consolePort = await freePort();
  const consoleURL = `http://127.0.0.1:${consolePort}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'kennel-e2e-'));
  // A fresh database of the journeys' own, copied from the API tests' migrated template (built once
  // for these migrations and kept in node_modules/.cache): the API neither runs PGlite's initdb nor
  // migrates at start-up, seconds of WASM work before any journey can start.
  await copyMigratedPgliteFolder(join(dataDir, 'pglite'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    PGLITE_DATA_DIR: join(dataDir, 'pglite'),
    // Another build can be served (e.g. an old commit's, to see a journey fail before its fix).
    WEB_DIST_DIR: process.env.KENNEL_E2E_WEB_DIST_DIR || join(repoRoot, 'apps/web/dist'),
    KENNEL_TEST_ROUTES: 'true',
    CONSOLE_PORT: String(consolePort),
    CONSOLE_URL: consoleURL,
    // Journeys sign in to the console as the documented sandbox operator (on in development).
    CONSOLE_SANDBOX_OPERATOR: 'true',
    // Journeys seed the sports world and move games on themselves (POST /v1/test/world/*).
    WORLD_SIMULATOR: 'false',
    // Every journey shares 127.0.0.1, so the per-IP limit would throttle the suite, not a user;
    // rate limits have their own API tests.
    RATE_LIMIT_MAX: '100000',
    // Each test is a visitor of its own: its browser says which address it comes from
    // (X-Forwarded-For, see fixtures.ts), as a load balancer would, so the stricter per-address
    // limits (log in: 20 a minute) count each journey's own requests, not the whole suite's.
    TRUST_PROXY: '1',
    // Best ball journeys draft alone against bots: bots take the empty seats of a draft whose entry
    // waited half a second. A fast draft's pick clock is 20 s: long enough for a journey to make its
    // own pick on a loaded machine, and never waited out (a journey picks or turns the autopick on, and
    // bots pick at once); a slow draft keeps its 8 hours (the on-the-clock email's journey). No other
    // journey enters a contest, so these change nothing for them.
    DRAFT_BOTS: 'true',
    DRAFT_BOT_WAIT_MS: '500',
    // The API runs as development here: bots pick at once, as the journeys expect, not after a human-like moment.
    DRAFT_BOT_THINK: 'false',
    DRAFT_PICK_CLOCK_MS: '20000',
    // The lowest scrypt cost config allows: journeys log in and sign up often, and the production
    // cost has its own API test (accounts/production-cost.test.ts).
    PASSWORD_SCRYPT_LOG_N: '10',
    // Info, so the mail lines arrive; followApiLog shows only KENNEL_E2E_LOG_LEVEL and up.
    LOG_LEVEL: 'info',
  };
  const mailLog = join(dataDir, 'mail.jsonl');
  // The journeys run on their own PGlite database, whatever the shell points at.
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  // With a channel to this process, the API stops itself when the runner goes away however it
  // ends (killed, even with SIGKILL), as it does under `npm start`: no server is left running.
  // The compiled build when it is current (as `npm start` runs it), else the sources through tsx:
  // the build starts on about half the CPU (apps/api/test/support/api-process.ts).
  const api = spawn(process.execPath, apiEntryArgs('main'), {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  // The channel is only there to close when this process ends: it must not keep it running.
  api.channel?.unref();
  followApiLog(api, mailLog, PINO_LEVELS[process.env.KENNEL_E2E_LOG_LEVEL ?? 'warn'] ?? PINO_LEVELS.warn!);
  const killOnExit = () => api.kill('SIGKILL');
  process.on('exit', killOnExit);
  try {
    await waitForHealth(baseURL, api);
  } catch (error) {
    await stopApi(api);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.KENNEL_E2E_BASE_URL = baseURL;
  process.env.KENNEL_E2E_CONSOLE_URL = consoleURL;
  process.env.KENNEL_E2E_MAIL_LOG = mailLog;
  return async () => {
    await stopApi(api);
    process.off('exit', killOnExit);
    await rm(dataDir, { recursive: true, force: true });
  };
}
