// Login latency with the production password-hashing parameters (scrypt N=2^15, r=8, p=1).
// Baselines measured in the same run: a raw scrypt call with those parameters (what a login
// cannot go below) and GET /health through the same app (the HTTP stack with no work).
// Logins run through the real app (buildApp + app.inject) on an in-memory PGlite database, one
// after another, each from its own client address so the per-IP login limit never kicks in.
// A wrong password (from a new device) and an unknown email are timed too: both answer
// invalid_credentials, and their times should be alike so timing tells no account apart.
import { randomBytes, scrypt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { TERMS_VERSION } from '@kennel/core';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import { type Measurement, measure, printComparison } from './lib/compare.ts';

const ITERATIONS = 120;
const WARMUP = 10;
const PASSWORD = 'lantern orchard velvet 42';
// Each account allows 10 logins in 15 minutes, so the logins are spread over enough accounts.
const ACCOUNTS = Math.ceil((ITERATIONS + WARMUP) / 10) + 1;
// The fifth wrong password locks an account: wrong passwords get accounts of their own, four each.
const WRONG_PASSWORD_ACCOUNTS = Math.ceil((ITERATIONS + WARMUP) / 4) + 1;

type Cookies = Map<string, string>;

function keepCookies(jar: Cookies, response: LightMyRequestResponse) {
  for (const cookie of response.cookies) jar.set(cookie.name, cookie.value);
}

let address = 0;
function nextAddress(): string {
  address += 1;
  return `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

async function post(app: App, jar: Cookies, url: string, payload: unknown) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: nextAddress(),
    cookies: Object.fromEntries(jar),
    headers: { 'x-csrf-token': jar.get('kennel_csrf') ?? '' },
  });
  keepCookies(jar, response);
  return response;
}

async function registerAccounts(app: App, count: number) {
  const accounts: { email: string; jar: Cookies }[] = [];
  for (let index = 0; index < count; index += 1) {
    const jar: Cookies = new Map();
    keepCookies(jar, await app.inject({ method: 'GET', url: '/v1/csrf' }));
    const tag = randomBytes(4).toString('hex');
    const email = `bench.${tag}@example.com`;
    const response = await post(app, jar, '/v1/accounts', {
      email,
      username: `bench_${tag}`,
      password: PASSWORD,
      date_of_birth: '1990-05-17',
      state: 'NJ',
      accept_terms: true,
      terms_version: TERMS_VERSION,
    });
    if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
    accounts.push({ email, jar });
  }
  return accounts;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** measure() plus the median, which it does not report. */
async function measureWithMedian(name: string, task: () => Promise<unknown>) {
  const durations: number[] = [];
  const timed = async () => {
    const started = performance.now();
    await task();
    durations.push(performance.now() - started);
  };
  const measurement = await measure(name, timed, { warmupIterations: WARMUP, iterations: ITERATIONS });
  const sorted = durations.slice(WARMUP).sort((a, b) => a - b);
  return { measurement, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

async function main() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-kennel-web',
  });
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  try {
    const accounts = await registerAccounts(app, ACCOUNTS);
    const wrongPasswordAccounts = await registerAccounts(app, WRONG_PASSWORD_ACCOUNTS);
    const N = 2 ** config.passwordScryptLogN;
    const results: { measurement: Measurement; p50: number; p95: number }[] = [];

    results.push(
      await measureWithMedian(
        'raw scrypt (same parameters)',
        () =>
          new Promise((resolve, reject) =>
            scrypt(PASSWORD, randomBytes(16), 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (error, key) =>
              error ? reject(error) : resolve(key),
            ),
          ),
      ),
    );
    results.push(await measureWithMedian('GET /health', () => app.inject({ method: 'GET', url: '/health' })));

    let turn = 0;
    results.push(
      await measureWithMedian('POST /v1/sessions (login)', async () => {
        const account = accounts[turn % accounts.length];
        turn += 1;
        if (!account) throw new Error('no account');
        const response = await post(app, account.jar, '/v1/sessions', {
          email: account.email,
          password: PASSWORD,
        });
        if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      }),
    );

    /** A login from a browser the server has never seen (a new device), answered invalid_credentials. */
    const refusedLogin = async (email: string) => {
      const jar: Cookies = new Map();
      keepCookies(jar, await app.inject({ method: 'GET', url: '/v1/csrf' }));
      const response = await post(app, jar, '/v1/sessions', { email, password: 'not the password at all' });
      if (response.statusCode !== 401) throw new Error(`expected invalid_credentials: ${response.body}`);
    };
    // Interleaved, one of each in turn, so both see the same load on a shared machine.
    let wrongTurn = 0;
    const wrongPasswordTimes: number[] = [];
    const unknownEmailTimes: number[] = [];
    const timed = async (into: number[], task: () => Promise<void>) => {
      const started = performance.now();
      await task();
      into.push(performance.now() - started);
    };
    for (let round = 0; round < ITERATIONS + WARMUP; round += 1) {
      const account = wrongPasswordAccounts[wrongTurn % wrongPasswordAccounts.length];
      wrongTurn += 1;
      if (!account) throw new Error('no account');
      await timed(wrongPasswordTimes, () => refusedLogin(account.email));
      await timed(unknownEmailTimes, () =>
        refusedLogin(`nobody.${randomBytes(6).toString('hex')}@example.com`),
      );
    }
    const summary = (name: string, times: number[]) => {
      const sorted = times.slice(WARMUP).sort((x, y) => x - y);
      return { name, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
    };
    const wrongPassword = summary('wrong password, new device', wrongPasswordTimes);
    const unknownEmail = summary('unknown email, new device', unknownEmailTimes);

    const [raw, health, login] = results as [(typeof results)[0], (typeof results)[0], (typeof results)[0]];
    console.info(
      `scrypt parameters: N=2^${config.passwordScryptLogN}, r=8, p=1 (${(128 * N * 8) / 2 ** 20} MiB)\n`,
    );
    printComparison(raw.measurement, [health.measurement, login.measurement]);
    console.info('');
    for (const { measurement, p50, p95 } of results) {
      console.info(`${measurement.name.padEnd(30)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`);
    }
    console.info(
      `\nlogin p95 / raw scrypt p95: ${(login.p95 / raw.p95).toFixed(2)}x; login p50 / raw scrypt p50: ${(login.p50 / raw.p50).toFixed(2)}x`,
    );
    for (const { name, p50, p95 } of [wrongPassword, unknownEmail]) {
      console.info(`${name.padEnd(30)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`);
    }
    console.info(
      `unknown email p50 / wrong password p50: ${(unknownEmail.p50 / wrongPassword.p50).toFixed(2)}x; p95: ${(unknownEmail.p95 / wrongPassword.p95).toFixed(2)}x`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('The login benchmark could not run:', error);
  process.exit(1);
});
