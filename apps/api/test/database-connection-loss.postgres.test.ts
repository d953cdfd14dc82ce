import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/platform/db/connection-errors.ts';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP proxy in front of PostgreSQL that, while `cutAtBegin` is set, drops the connection the
 * moment a client sends BEGIN: the server "goes away" exactly as a transaction starts.
 */
async function startProxy(target: URL) {
  const state = { cutAtBegin: false };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => {
      if (state.cutAtBegin && /\bbegin\b/i.test(chunk.toString('latin1'))) {
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    state,
    port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a connection lost as a transaction begins', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let handle: DatabaseHandle;
  const connectionErrors: Error[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.databaseUrl ?? '');
    proxy = await startProxy(target);
    const viaProxy = new URL(target);
    viaProxy.port = String(proxy.port);
    handle = await openDatabase({
      databaseUrl: viaProxy.toString(),
      pgliteDataDir: 'memory://',
      onConnectionError: (error) => connectionErrors.push(error),
    });
  });
  afterAll(async () => {
    await proxy?.close();
    await database?.destroy();
  });

  it('fails the transaction as an outage and gives the client back, so the pool never runs dry', async () => {
    proxy.state.cutAtBegin = true;
    // More failures than the pool has connections (10): each leaked client would be gone for good.
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const failure = await Promise.race([
        handle.db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .then(() => null)
          .catch((error: unknown) => error),
        pause(10_000).then(() => `attempt ${attempt}: no connection left in the pool`),
      ]);
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    }
    expect(connectionErrors.length).toBeGreaterThan(0);

    proxy.state.cutAtBegin = false;
    const answer = await Promise.race([
      handle.db.transaction(async (tx) => tx.execute(sql`select 1 as one`)).then(() => 'answered'),
      pause(10_000).then(() => 'no connection left in the pool'),
    ]);
    expect(answer).toBe('answered');
    const closed = await Promise.race([
      handle.close().then(() => 'closed'),
      pause(10_000).then(() => 'a client was never released'),
    ]);
    expect(closed).toBe('closed');
  });
});
