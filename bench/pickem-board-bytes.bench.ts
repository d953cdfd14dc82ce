// Bytes on the wire for the all-sports pick'em board (`GET /v1/pickem/board`, every line of the
// simulated world's scheduled games), with and without compression (ADR 0031). Baseline: the same
// answer uncompressed (a client sending no Accept-Encoding), in the same run; gzip and brotli are
// printed as a fraction of it, with the time each GET takes over real HTTP (the API compresses
// every answer; the board itself is cached for a second, so this is mostly serialisation and
// compression). Runs on PGlite in memory: the bytes do not depend on the database.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app.ts';
// Brings in the app's `walletModule` decoration.
import type {} from '../apps/api/src/compose.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import { percentile } from './lib/postgres.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);

/** One GET with node:http, which does not decode: the bytes counted are the bytes sent. */
function get(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'none') }),
        );
      })
      .on('error', reject);
  });
}

/** Bytes on the wire and p50/p99 time of `REQUESTS` GETs. */
async function measure(url: string, acceptEncoding: string) {
  const times: number[] = [];
  let last = { bytes: 0, encoding: '' };
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    last = await get(url, acceptEncoding);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ...last, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

async function main() {
  const handle = await openDatabase({ pgliteDataDir: 'memory://' });
  await handle.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(tmpdir(), 'kennel-bench-no-web'),
  });
  const app = await buildApp({ config, db: handle.db });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/pickem/board`;
    await app.walletModule.sports.producer.prepare();
    await app.walletModule.pickemLines.refresh();
    const lines = (await (await fetch(url)).json()) as { lines: unknown[] };
    console.info(
      `all-sports board: ${lines.lines.length} lines; ${REQUESTS} GETs each (load ${loadavg()[0]?.toFixed(1)})`,
    );
    const plain = await measure(url, 'identity');
    for (const [name, result] of [
      ['uncompressed (baseline)', plain],
      ['gzip', await measure(url, 'gzip')],
      ['br', await measure(url, 'gzip, deflate, br')],
    ] as const) {
      console.info(
        `${name.padEnd(24)} ${result.encoding.padEnd(5)} ${(result.bytes / 1024).toFixed(0).padStart(6)} KiB  ` +
          `${(result.bytes / plain.bytes).toFixed(3)}x  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms`,
      );
    }
  } finally {
    await app.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('board bytes bench could not run:', error instanceof Error ? error.stack : error);
  process.exit(1);
});
