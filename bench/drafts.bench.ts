// Pick-to-broadcast latency of best ball drafts: from just before a player's pick is POSTed to the
// delta carrying it arriving on each of the draft's twelve real WebSockets (signed-in players
// following `draft:<id>`), through the engine's row lock, commit, PostgreSQL LISTEN/NOTIFY and the
// hub. BENCH_DRAFTS concurrent 12-seat, 18-round NFL drafts, each seat a scripted player (a bot
// client) picking the best player by ADP the moment it is on the clock. Baseline: one draft alone in
// the same run. Also CPU time and memory growth per draft. Target: p99 < 150 ms.
// Uses DATABASE_URL (an admin URL) if set, else starts a throwaway cluster and stops it after.
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type DraftDelta, draftTopic } from '@kennel/core';
import WebSocket from 'ws';
import { buildApp } from '../apps/api/src/app.ts';
import type {} from '../apps/api/src/compose.ts';
import { createWorldStore } from '../apps/api/src/features/sports/world-store.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import { draftWorld, seatDraft } from '../apps/api/test/drafts/draft-fixture.ts';
import { createBenchDatabase, percentile } from './lib/postgres.ts';

const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 1_000);
const SEATS = 12;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 18);
/** How long a bot client "thinks" before picking (0: at once, the heaviest load). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);

interface Seat {
  cookie: string;
  socket?: WebSocket;
}

async function signIn(app: App, name: string): Promise<{ id: string; cookie: string }> {
  const csrf = await app.inject({ method: 'GET', url: '/v1/csrf' });
  const jar = Object.fromEntries(csrf.cookies.map((cookie) => [cookie.name, cookie.value]));
  const response = await app.inject({
    method: 'POST',
    url: '/v1/test/session',
    cookies: jar,
    headers: { 'x-csrf-token': jar.kennel_csrf ?? '' },
    payload: { username: name },
  });
  if (response.statusCode !== 201) throw new Error(`could not sign a player in: ${response.body}`);
  for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
  const user = (response.json() as { data: { user: { id: string } } }).data.user;
  const cookie = Object.entries(jar)
    .map(([key, value]) => `${key}=${value}`)
    .join('; ');
  return { id: user.id, cookie };
}

/** Runs `count` drafts at once to the end; answers every pick-to-socket latency (ms). */
async function runDrafts(app: App, baseUrl: string, ranking: string[], count: number, tag: string) {
  const db = app.walletModule.wallet.db;
  const latencies: number[] = [];
  const drafts = await Promise.all(
    Array.from({ length: count }, async (_, d) => {
      const seats: (Seat & { id: string })[] = [];
      for (let s = 0; s < SEATS; s++) seats.push(await signIn(app, `${tag}_${d}_${s}`));
      const draftId = await seatDraft(db, { seats: seats.map(({ id }) => ({ userId: id })), rounds: ROUNDS });
      return { draftId, seats, sentAt: new Map<number, number>(), taken: new Set<string>(), done: false };
    }),
  );
  const finished: Promise<void>[] = [];
  for (const draft of drafts) {
    const topic = draftTopic(draft.draftId);
    let version = 0;
    const pickFor = async (seat: Seat, pickNumber: number) => {
      const playerId = ranking.find((id) => !draft.taken.has(id));
      draft.sentAt.set(pickNumber, performance.now());
      const csrf = /kennel_csrf=([^;]+)/.exec(seat.cookie)?.[1] ?? '';
      await fetch(`${baseUrl}/v1/drafts/${draft.draftId}/picks`, {
        method: 'POST',
        headers: { cookie: seat.cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ pick_number: pickNumber, player_id: playerId }),
      });
    };
    finished.push(
      new Promise<void>((resolve) => {
        draft.seats.forEach((seat, index) => {
          const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/ws`, {
            headers: { cookie: seat.cookie, origin: baseUrl },
          });
          seat.socket = socket;
          socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] })));
          socket.on('message', (raw) => {
            const message = JSON.parse(String(raw)) as { type: string; data: DraftDelta };
            if (message.type !== 'draft') return;
            const arrived = performance.now();
            const delta = message.data;
            for (const pick of delta.picks) {
              const sent = draft.sentAt.get(pick.pick_number);
              if (sent !== undefined && pick.source === 'user') latencies.push(arrived - sent);
              draft.taken.add(pick.player_id);
            }
            // One socket of the draft drives it: the one whose seat is on the clock picks.
            if (index === 0 && delta.version > version) version = delta.version;
            if (delta.status === 'complete' && index === 0) {
              draft.done = true;
              resolve();
            }
            if (delta.on_the_clock_seat === index + 1)
              setTimeout(() => void pickFor(seat, delta.current_pick), THINK_MS);
          });
        });
      }),
    );
  }
  // Every socket subscribed: start all the drafts as the lobby would.
  await new Promise((resolve) => setTimeout(resolve, 500 + count * 5));
  const cpu = process.cpuUsage();
  const heap = process.memoryUsage();
  const started = performance.now();
  for (const draft of drafts) {
    await db.transaction((tx) => app.walletModule.drafts.startDraft(tx, draft.draftId, new Date()));
    app.walletModule.drafts.announce([draft.draftId]);
  }
  await Promise.all(finished);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const after = process.memoryUsage();
  for (const draft of drafts) for (const seat of draft.seats) seat.socket?.close();
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    wallMs,
    cpuMsPerDraft: (used.user + used.system) / 1000 / count,
    rssMbPerDraft: (after.rss - heap.rss) / 1024 / 1024 / count,
    heapMbPerDraft: (after.heapUsed - heap.heapUsed) / 1024 / 1024 / count,
  };
}

const row = (name: string, r: Awaited<ReturnType<typeof runDrafts>>) =>
  `${name}: ${r.latencies.length} pick arrivals; p50 ${percentile(r.latencies, 0.5).toFixed(1)} ms, p95 ${percentile(r.latencies, 0.95).toFixed(1)} ms, p99 ${percentile(r.latencies, 0.99).toFixed(1)} ms; ` +
  `${(r.wallMs / 1000).toFixed(1)} s; CPU ${r.cpuMsPerDraft.toFixed(0)} ms/draft; RSS +${r.rssMbPerDraft.toFixed(2)} MB/draft; heap +${r.heapMbPerDraft.toFixed(2)} MB/draft`;

async function main() {
  const database = await createBenchDatabase();
  let app: App | undefined;
  try {
    const handle = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDataDir: 'memory://' });
    await handle.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      KENNEL_TEST_ROUTES: 'true',
      RATE_LIMIT_MAX: '1000000',
      WEB_DIST_DIR: path.join(tmpdir(), 'kennel-bench-no-web'),
    });
    app = await buildApp({ config, db: handle.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await createWorldStore({ db: handle.db, clock: () => new Date() }).upsertWorld(draftWorld(260));
    const pool = await app.inject({ method: 'GET', url: '/v1/slates/sl-nfl-next' });
    if (pool.statusCode !== 200) throw new Error('the bench slate is missing');
    const ranking = Array.from({ length: 260 }, (_, i) => `dp-${i}`);

    const baseline = await runDrafts(app, baseUrl, ranking, 1, 'base');
    console.info(row('baseline, 1 draft (12 sockets)', baseline));
    const loaded = await runDrafts(app, baseUrl, ranking, DRAFTS, 'load');
    console.info(row(`${DRAFTS} drafts (${DRAFTS * SEATS} sockets), think ${THINK_MS} ms`, loaded));
    const p99 = (r: typeof baseline) => percentile(r.latencies, 0.99);
    console.info(`p99 ratio to baseline: ${(p99(loaded) / p99(baseline)).toFixed(1)}x; target p99 < 150 ms`);
  } finally {
    await app?.close();
    await database.drop();
  }
}

await main();
