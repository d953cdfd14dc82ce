// The app as a new user first meets it: `npm start` (the compiled API) with the simulated world
// running and nobody using it. While it runs for BENCH_IDLE_MINUTES (default 10) after a warm-up of
// BENCH_IDLE_WARMUP_SECONDS (default 60), two clients each GET every 100 ms, one at a time: /health
// (no database) and the lobby signed in (GET /v1/contests with a session cookie: session lookup and
// reads). Printed per run: their p50/p99/max from the client side, the API process's CPU share
// (% of one core) and memory, PostgreSQL's CPU share where it runs here, the longest event-loop
// delay and request wait the API itself reported in /metrics, and where its background time went.
// Targets (issue 21): p99 < 50 ms, max < 250 ms, CPU < 10% of a core at speed 1 with nobody using it
// (BENCH_IDLE_QUIET_SECONDS, default 60, with no request at all before the probes start).
//
// Runs (BENCH_IDLE_RUNS, comma separated, default all): pglite-main:<speed> is the baseline in the
// same run, PGlite on the HTTP thread as before (PGLITE_THREAD=main); pglite-worker:<speed> is
// PGlite in its own thread; postgres:<speed> uses DATABASE_URL (an admin URL) or a throwaway cluster.
// Each run starts from the same freshly seeded world at the given speed. The machine may be shared:
// the load average is printed at each run's start and end. Needs `npm run build:api` first.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  type ApiProcess,
  clusterCpuSeconds,
  cpuSecondsOf,
  rssMbOf,
  runCli,
  startApi,
} from './lib/api-process.ts';
import { probe, summarise } from './lib/probe.ts';

const MINUTES = Number(process.env.BENCH_IDLE_MINUTES ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_IDLE_WARMUP_SECONDS ?? 60);
// Nobody using it at all: after the warm-up, this long with no request (not even a /metrics scrape)
// measures the CPU of the background work alone, before the probes start.
const QUIET_SECONDS = Number(process.env.BENCH_IDLE_QUIET_SECONDS ?? 60);
const RUNS = (
  process.env.BENCH_IDLE_RUNS ??
  'pglite-main:1,pglite-worker:1,pglite-main:10,pglite-worker:10,postgres:1,postgres:10'
).split(',');
// Node flags for the API process only, for example `--cpu-prof --cpu-prof-dir=/tmp/prof` (the
// profiles, one per thread, are written when it exits).
const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
const REPOSITORY = path.resolve(import.meta.dirname, '..');
// The cluster to use for the PostgreSQL runs; kept from the children, which would otherwise take
// it for their own database in the PGlite runs too.
const GIVEN_DATABASE_URL = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;

interface Run {
  name: string;
  driver: 'pglite' | 'postgres';
  thread: 'main' | 'worker';
  speed: number;
}

function parseRun(text: string): Run {
  const [kind = '', speed = '1'] = text.trim().split(':');
  if (!['pglite-main', 'pglite-worker', 'postgres'].includes(kind)) throw new Error(`unknown run "${text}"`);
  return {
    name: `${kind} speed ${speed}`,
    driver: kind === 'postgres' ? 'postgres' : 'pglite',
    thread: kind === 'pglite-main' ? 'main' : 'worker',
    speed: Number(speed),
  };
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';

/** Where each run's database comes from: a seeded PGlite folder copied, or a new PostgreSQL database. */
async function databases() {
  const work = mkdtempSync(path.join(tmpdir(), 'kennel-idle-'));
  let template: string | undefined;
  let cluster: { adminUrl: string; postmasterPid: number | undefined; stop(): void } | undefined;

  async function postgresCluster() {
    if (cluster) return cluster;
    const given = GIVEN_DATABASE_URL;
    if (given) {
      cluster = { adminUrl: given, postmasterPid: await postmasterOf(given), stop: () => undefined };
      return cluster;
    }
    const script = path.join(REPOSITORY, 'scripts', 'pg-throwaway.mjs');
    const started = spawnSync(process.execPath, [script, '--detach'], { encoding: 'utf8' });
    const adminUrl = /DATABASE_URL=(\S+)/.exec(started.stdout)?.[1];
    const dir = /PG_THROWAWAY_DIR=(\S+)/.exec(started.stdout)?.[1];
    if (!adminUrl || !dir) throw new Error(`could not start PostgreSQL:\n${started.stdout}${started.stderr}`);
    cluster = {
      adminUrl,
      postmasterPid: await postmasterOf(adminUrl),
      stop: () => spawnSync(process.execPath, [script, '--stop', dir], { stdio: 'ignore' }),
    };
    return cluster;
  }

  return {
    /** Settings that point the API at a fresh, seeded database for `run`. */
    async forRun(run: Run, index: number): Promise<Record<string, string>> {
      if (run.driver === 'pglite') {
        if (!template) {
          template = path.join(work, 'template');
          await runCli('world', ['seed'], { PGLITE_DATA_DIR: template });
        }
        const dir = path.join(work, `run-${index}`);
        cpSync(template, dir, { recursive: true });
        await runCli('world', ['speed', String(run.speed)], { PGLITE_DATA_DIR: dir });
        return { PGLITE_DATA_DIR: dir, PGLITE_THREAD: run.thread };
      }
      const { adminUrl } = await postgresCluster();
      const name = `kennel_idle_${index}_${process.pid}`;
      await asAdmin(adminUrl, `create database "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      await runCli('world', ['seed'], { DATABASE_URL: url.toString() });
      await runCli('world', ['speed', String(run.speed)], { DATABASE_URL: url.toString() });
      return { DATABASE_URL: url.toString() };
    },
    postmasterPid: () => cluster?.postmasterPid,
    async cleanUp() {
      rmSync(work, { recursive: true, force: true });
      cluster?.stop();
    },
  };
}

async function asAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The postmaster's pid when PostgreSQL runs on this host (a backend's parent), else undefined. */
async function postmasterOf(adminUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const stat = readFileSync(`/proc/${rows[0]?.pid}/stat`, 'utf8');
    return Number(stat.split(') ')[1]?.split(' ')[1]) || undefined;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

/** Signs a test user in (KENNEL_TEST_ROUTES); answers the Cookie header of its session. */
async function signIn(baseUrl: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/v1/csrf`);
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
  };
  keep(csrf);
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const session = await fetch(`${baseUrl}/v1/test/session`, {
    method: 'POST',
    headers: {
      cookie: cookie(),
      'x-csrf-token': jar.get('kennel_csrf') ?? '',
      'content-type': 'application/json',
    },
    body: '{}',
  });
  if (session.status !== 201) throw new Error(`could not sign in: ${session.status} ${await session.text()}`);
  keep(session);
  return cookie();
}

/** The API's own view from /metrics: stall maxima and the background run time per job. */
async function scrape(baseUrl: string) {
  const text = await fetch(`${baseUrl}/metrics`).then((response) => response.text());
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 'NaN');
  const runSeconds = new Map<string, number>();
  for (const match of text.matchAll(
    /^kennel_background_run_seconds_sum\{job="([^"]+)",outcome="[^"]+"\} (\S+)/gm,
  )) {
    runSeconds.set(match[1] ?? '', (runSeconds.get(match[1] ?? '') ?? 0) + Number(match[2]));
  }
  const statements = new Map<string, number>();
  for (const match of text.matchAll(/^kennel_db_statements_total\{job="([^"]+)"\} (\S+)/gm)) {
    statements.set(match[1] ?? '', Number(match[2]));
  }
  return {
    loopDelayMax: value('kennel_event_loop_delay_max_seconds'),
    requestWaitMax: value('kennel_request_wait_max_seconds'),
    runSeconds,
    statements,
    waits: histogramsOf(text, 'kennel_db_connection_wait_seconds', 'behind'),
    holds: histogramsOf(text, 'kennel_db_connection_held_seconds', 'job'),
  };
}

/** Per label value of a histogram: its sum, count and how many were over 50 ms. */
function histogramsOf(text: string, name: string, label: string) {
  const seen = new Map<string, { sum: number; count: number; over50ms: number }>();
  const of = (key: string) => {
    const entry = seen.get(key) ?? { sum: 0, count: 0, over50ms: 0 };
    seen.set(key, entry);
    return entry;
  };
  for (const match of text.matchAll(
    new RegExp(`^${name}_(sum|count)\\{${label}="([^"]+)"\\} (\\S+)`, 'gm'),
  )) {
    const entry = of(match[2] ?? '');
    if (match[1] === 'sum') entry.sum = Number(match[3]);
    else entry.count = Number(match[3]);
  }
  for (const match of text.matchAll(
    new RegExp(`^${name}_bucket\\{le="0.05",${label}="([^"]+)"\\} (\\S+)`, 'gm'),
  )) {
    of(match[1] ?? '').over50ms = -Number(match[2]);
  }
  for (const entry of seen.values()) entry.over50ms += entry.count;
  return seen;
}

type Histograms = ReturnType<typeof histogramsOf>;

/** What changed in each label's histogram between two scrapes, per minute, largest sum first. */
function perMinute(before: Histograms, after: Histograms, minutes: number) {
  return [...after]
    .map(([key, now]) => {
      const then = before.get(key) ?? { sum: 0, count: 0, over50ms: 0 };
      return {
        key,
        seconds: (now.sum - then.sum) / minutes,
        count: (now.count - then.count) / minutes,
        over50ms: (now.over50ms - then.over50ms) / minutes,
      };
    })
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.seconds - a.seconds);
}

async function measure(run: Run, api: ApiProcess, postmasterPid: number | undefined) {
  const cookie = await signIn(api.baseUrl);
  await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
  // The statements of the quiet window: one scrape just before it and one just after its CPU is read.
  const quietStatementsBefore = (await scrape(api.baseUrl)).statements;
  const quietCpuBefore = cpuSecondsOf(api.pid);
  const quietStarted = performance.now();
  await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000));
  const quietCpuShare =
    (100 * (cpuSecondsOf(api.pid) - quietCpuBefore)) / ((performance.now() - quietStarted) / 1000);
  const before = await scrape(api.baseUrl);
  const quietMinutes = (performance.now() - quietStarted) / 60_000;
  const quietStatements = [...before.statements]
    .map(([job, total]) => [job, (total - (quietStatementsBefore.get(job) ?? 0)) / quietMinutes] as const)
    .filter(([, perMinute]) => perMinute > 0)
    .sort((a, b) => b[1] - a[1]);
  const loadBefore = load();
  const cpuBefore = cpuSecondsOf(api.pid);
  const pgBefore = postmasterPid && run.driver === 'postgres' ? clusterCpuSeconds(postmasterPid) : undefined;
  const started = performance.now();
  const stop = new AbortController();
  const rss: number[] = [];
  let loopDelayMax = 0;
  let requestWaitMax = 0;
  const sampler = setInterval(() => {
    rss.push(rssMbOf(api.pid));
    void scrape(api.baseUrl).then(
      (seen) => {
        loopDelayMax = Math.max(loopDelayMax, seen.loopDelayMax);
        requestWaitMax = Math.max(requestWaitMax, seen.requestWaitMax);
      },
      () => undefined,
    );
  }, 10_000);
  const probes = Promise.all([
    probe(`${api.baseUrl}/health`, { signal: stop.signal }),
    probe(`${api.baseUrl}/v1/contests`, { signal: stop.signal, headers: { cookie } }),
  ]);
  await new Promise((resolve) => setTimeout(resolve, MINUTES * 60_000));
  stop.abort();
  clearInterval(sampler);
  const [health, lobby] = await probes;
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSecondsOf(api.pid) - cpuBefore;
  const pgCpu =
    pgBefore === undefined || !postmasterPid ? undefined : clusterCpuSeconds(postmasterPid) - pgBefore;
  const after = await scrape(api.baseUrl);
  loopDelayMax = Math.max(loopDelayMax, after.loopDelayMax);
  requestWaitMax = Math.max(requestWaitMax, after.requestWaitMax);
  const background = [...after.runSeconds]
    .map(([job, total]) => [job, (total - (before.runSeconds.get(job) ?? 0)) / (seconds / 60)] as const)
    .filter(([, perMinute]) => perMinute > 0.005)
    .sort((a, b) => b[1] - a[1]);
  const statements = [...after.statements]
    .map(([job, total]) => [job, (total - (before.statements.get(job) ?? 0)) / (seconds / 60)] as const)
    .filter(([, perMinute]) => perMinute > 0)
    .sort((a, b) => b[1] - a[1]);
  return {
    load: `${loadBefore}→${load()}`,
    health: { ...summarise(health.latenciesMs), failures: health.failures },
    lobby: { ...summarise(lobby.latenciesMs), failures: lobby.failures },
    cpuShare: (100 * cpu) / seconds,
    quietCpuShare,
    quietStatements,
    pgCpuShare: pgCpu === undefined ? undefined : (100 * pgCpu) / seconds,
    rssMean: rss.reduce((sum, value) => sum + value, 0) / Math.max(1, rss.length),
    rssMax: Math.max(0, ...rss),
    loopDelayMax,
    requestWaitMax,
    background,
    statements,
    waits: perMinute(before.waits, after.waits, seconds / 60),
    holds: perMinute(before.holds, after.holds, seconds / 60),
  };
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)}` : '–');

async function main() {
  const runs = RUNS.map(parseRun);
  console.info(
    `idle runtime: ${runs.length} runs of ${MINUTES} min after ${WARMUP_SECONDS} s of warm-up; probes every 100 ms`,
  );
  const source = await databases();
  const rows: string[] = [];
  try {
    for (const [index, run] of runs.entries()) {
      const env = await source.forRun(run, index);
      const api = await startApi(
        {
          NODE_ENV: 'development',
          WORLD_SIMULATOR: 'true',
          KENNEL_TEST_ROUTES: 'true',
          // The probes ask 600 times a minute from one address: not what the per-IP limit is for.
          RATE_LIMIT_MAX: '100000',
          ...env,
        },
        undefined,
        API_NODE_ARGS,
      );
      let result: Awaited<ReturnType<typeof measure>>;
      let shutdownMs: number;
      try {
        result = await measure(run, api, source.postmasterPid());
      } finally {
        shutdownMs = await api.stop();
      }
      const { health, lobby } = result;
      const row = [
        run.name.padEnd(22),
        result.load.padEnd(10),
        `${ms(health.p50)}/${ms(health.p99)}/${ms(health.max)}`.padEnd(18),
        `${ms(lobby.p50)}/${ms(lobby.p99)}/${ms(lobby.max)}`.padEnd(18),
        String(health.failures + lobby.failures).padEnd(5),
        `${result.quietCpuShare.toFixed(1)}%`.padEnd(8),
        `${result.cpuShare.toFixed(1)}%`.padEnd(7),
        (result.pgCpuShare === undefined ? '–' : `${result.pgCpuShare.toFixed(1)}%`).padEnd(7),
        `${result.rssMean.toFixed(0)}/${result.rssMax.toFixed(0)}`.padEnd(10),
        `${ms(result.loopDelayMax * 1000)}`.padEnd(9),
        `${ms(result.requestWaitMax * 1000)}`.padEnd(9),
        `${(shutdownMs / 1000).toFixed(1)} s`,
      ].join(' ');
      rows.push(row);
      console.info(`\n${run.name}: ${row}`);
      console.info(
        `  background run time per minute: ${result.background.map(([job, perMinute]) => `${job} ${perMinute.toFixed(2)} s`).join(', ') || 'none'}`,
      );
      const quietTotal = result.quietStatements.reduce((sum, [, perMinute]) => sum + perMinute, 0);
      console.info(
        `  quiet window's statements per minute: ${quietTotal.toFixed(0)} (${result.quietStatements.map(([job, perMinute]) => `${job} ${perMinute.toFixed(0)}`).join(', ') || 'none'})`,
      );
      console.info(
        `  background statements per minute: ${result.statements.map(([job, perMinute]) => `${job} ${perMinute.toFixed(0)}`).join(', ') || 'none'}`,
      );
      const listed = (entries: typeof result.waits) =>
        entries
          .map(
            ({ key, seconds, count, over50ms }) =>
              `${key} ${seconds.toFixed(2)} s in ${count.toFixed(0)} (${over50ms.toFixed(1)} over 50 ms)`,
          )
          .join(', ') || 'none';
      console.info(`  requests' waits for the PGlite connection per minute, behind: ${listed(result.waits)}`);
      console.info(`  background holds of the PGlite connection per minute: ${listed(result.holds)}`);
    }
  } finally {
    await source.cleanUp();
  }
  console.info(
    `\n${'run'.padEnd(22)} ${'load'.padEnd(10)} ${'/health p50/p99/max'.padEnd(18)} ${'lobby p50/p99/max'.padEnd(18)} ${'fail'.padEnd(5)} ${'CPU idle'.padEnd(8)} ${'API CPU'.padEnd(7)} ${'PG CPU'.padEnd(7)} ${'RSS MB'.padEnd(10)} ${'loop max'.padEnd(9)} ${'wait max'.padEnd(9)} shutdown`,
  );
  for (const row of rows) console.info(row);
  console.info(
    '(latencies in ms from the client; CPU in % of one core: "CPU idle" with no request at all, "API CPU" with the probes; loop max and wait max in ms from /metrics)',
  );
}

await main();
