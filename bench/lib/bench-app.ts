import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processorClearingAccount, userCashAccount } from '@kennel/core';
import { buildApp } from '../../apps/api/src/app.ts';
import type {} from '../../apps/api/src/compose.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/platform/db/database.ts';
import type { App } from '../../apps/api/src/platform/http/server.ts';
import type { LoadPlayer } from './entry-load-worker.ts';

/** The real API on a bench database, migrated, with its test routes, listening on a free port. */
export async function listeningBenchApp(
  databaseUrl: string,
): Promise<{ app: App; handle: DatabaseHandle; baseUrl: string }> {
  const handle = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
  await handle.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    KENNEL_TEST_ROUTES: 'true',
    RATE_LIMIT_MAX: '1000000',
    WEB_DIST_DIR: path.join(tmpdir(), 'kennel-bench-no-web'),
  });
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, handle, baseUrl };
}

/** Signs a player in through the test-only session route; answers its id, cookie header and CSRF token. */
async function signIn(app: App, username: string): Promise<LoadPlayer & { id: string }> {
  const csrf = await app.inject({ method: 'GET', url: '/v1/csrf' });
  const jar = Object.fromEntries(csrf.cookies.map((cookie) => [cookie.name, cookie.value]));
  const response = await app.inject({
    method: 'POST',
    url: '/v1/test/session',
    cookies: jar,
    headers: { 'x-csrf-token': jar.kennel_csrf ?? '' },
    payload: { username },
  });
  if (response.statusCode !== 201) throw new Error(`could not sign a player in: ${response.body}`);
  for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
  const cookie = Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { id: response.json().data.user.id, cookie, csrf: jar.kennel_csrf ?? '' };
}

/** `count` players named `<prefix>_<n>`, signed in and each funded with $1,000,000 of cash. */
export async function fundedLoadPlayers(app: App, count: number, prefix: string): Promise<LoadPlayer[]> {
  const players: LoadPlayer[] = [];
  for (let n = 0; n < count; n += 1) {
    const player = await signIn(app, `${prefix}_${n}`);
    await app.walletModule.wallet.transfer({
      key: `bench:fund:${player.id}`,
      kind: 'deposit',
      debit: processorClearingAccount('sandbox_card'),
      credit: userCashAccount(player.id),
      amountCents: 100_000_000,
      description: 'Deposit',
    });
    players.push({ cookie: player.cookie, csrf: player.csrf });
  }
  return players;
}
