// Bytes on the wire for the pick'em board (`GET /v1/pickem/board` over the simulated world at its
// normal size), with and without compression (ADR 0031): the web board's first answer (a page of
// PICKEM_BOARD_PAGE_LINES lines with the board's counts, issue #25) against the whole board it
// downloaded before, for every sport ("home") and for one sport. Baselines, in the same run: the
// whole board, and each answer uncompressed (a client sending no Accept-Encoding); gzip and brotli
// are printed as a fraction of the uncompressed whole board, with the time each GET takes over real
// HTTP (the board is cached for a second, so this is mostly serialisation and compression). Runs on
// PGlite in memory: the bytes do not depend on the database.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PICKEM_BOARD_PAGE_LINES } from '@kennel/core';
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
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/pickem/board`;
    await app.walletModule.sports.producer.prepare();
    await app.walletModule.pickemLines.refresh();
    console.info(`${REQUESTS} GETs each (load ${loadavg()[0]?.toFixed(1)})`);
    for (const [board, query] of [
      ['every sport ("home")', '?kind=higher_lower&timing=all'],
      ['one sport (nba)', '?kind=higher_lower&timing=all&sport=nba'],
    ] as const) {
      const whole = `${base}${query}`;
      const first = `${whole}&limit=${PICKEM_BOARD_PAGE_LINES}`;
      const lines = (url: string) =>
        fetch(url).then(async (response) => ((await response.json()) as { lines: unknown[] }).lines.length);
      console.info(`\n${board}: whole board ${await lines(whole)} lines, first answer ${await lines(first)}`);
      const plain = await measure(whole, 'identity');
      for (const [name, url, encoding] of [
        ['whole, uncompressed (baseline)', whole, 'identity'],
        ['whole, gzip', whole, 'gzip'],
        ['whole, br', whole, 'gzip, deflate, br'],
        ['first answer, uncompressed', first, 'identity'],
        ['first answer, gzip', first, 'gzip'],
        ['first answer, br', first, 'gzip, deflate, br'],
      ] as const) {
        const result = name.startsWith('whole, uncompressed') ? plain : await measure(url, encoding);
        console.info(
          `${name.padEnd(32)} ${result.encoding.padEnd(5)} ${(result.bytes / 1024).toFixed(1).padStart(8)} KiB  ` +
            `${(result.bytes / plain.bytes).toFixed(3)}x  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms`,
        );
      }
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
