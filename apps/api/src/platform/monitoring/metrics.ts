import { createHistogram, performance } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { inBackground } from '../db/background.ts';
import { observeConnection } from '../db/connection-waits.ts';
import { observeBackgroundStatements } from '../db/statements.ts';
import { withoutRateLimit } from '../http/rate-limit.ts';
import type { App } from '../http/server.ts';

/**
 * The event loop's lateness is sampled every EVENT_LOOP_RESOLUTION_MS. A stall of seconds is one
 * sample among hundreds a second, so a percentile over samples cannot see it (prom-client's
 * default p99 reported 27 ms while requests waited seconds): the max and the total lateness can.
 */
const EVENT_LOOP_RESOLUTION_MS = 5;

const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

interface ProcessMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  requestWait: Histogram;
  backgroundRun: Histogram<'job' | 'outcome'>;
  /** The longest request wait since the last scrape (seconds). */
  longestWait: { seconds: number };
  liveSocketsBehind: Counter;
}

let processMetrics: ProcessMetrics | undefined;

/**
 * Samples the event loop's lateness with its own timer rather than `monitorEventLoopDelay`, whose
 * `reset()` drops the first sample after it: a stall that began just after a scrape went unseen.
 */
function eventLoopMetrics(registry: Registry) {
  const samples = createHistogram();
  let longestMs = 0;
  let lateMs = 0;
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - last - EVENT_LOOP_RESOLUTION_MS);
    last = now;
    samples.record(Math.max(1, Math.round(late * 1e6)));
    longestMs = Math.max(longestMs, late);
    lateMs += late;
  }, EVENT_LOOP_RESOLUTION_MS).unref();
  new Gauge({
    name: 'kennel_event_loop_delay_max_seconds',
    help: `Longest event-loop delay since the last scrape (${EVENT_LOOP_RESOLUTION_MS} ms resolution): the longest any request or socket could not be served.`,
    registers: [registry],
    collect() {
      // The lateness the sampler has not seen yet counts too: a scrape may come at the end of a stall.
      this.set(Math.max(longestMs, performance.now() - last - EVENT_LOOP_RESOLUTION_MS) / 1000);
      longestMs = 0;
    },
  });
  new Gauge({
    name: 'kennel_event_loop_delay_p99_seconds',
    help: `99th percentile of the event-loop delay samples since the last scrape (${EVENT_LOOP_RESOLUTION_MS} ms resolution; sample-weighted, so a rare long stall shows only in the max).`,
    registers: [registry],
    collect() {
      this.set(samples.count > 0 ? samples.percentile(99) / 1e9 : 0);
      samples.reset();
    },
  });
  new Counter({
    name: 'kennel_event_loop_delay_seconds_total',
    help: 'Total event-loop delay: its rate is the share of time the loop was late (time-weighted, unlike a percentile of samples).',
    registers: [registry],
    collect() {
      this.inc(lateMs / 1000);
      lateMs = 0;
    },
  });
}

/** The embedded database's one connection (PGlite only): who waited for it behind whom, and background work's holds. */
function connectionMetrics(registry: Registry) {
  const waits = new Histogram({
    name: 'kennel_db_connection_wait_seconds',
    help: "A request's statement's wait for PGlite's single connection, by whose work held it when the statement arrived (request, or a background job).",
    labelNames: ['behind'] as const,
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  const holds = new Histogram({
    name: 'kennel_db_connection_held_seconds',
    help: "How long background work held PGlite's single connection at a time (one statement, or one transaction from begin to end), by job.",
    labelNames: ['job'] as const,
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  observeConnection({
    waited: (behind, seconds) => waits.observe({ behind }, seconds),
    held: (job, seconds) => holds.observe({ job }, seconds),
  });
}

/** Metrics describe the process, so every app built in it (tests build many) shares one registry. */
function metricsForProcess(): ProcessMetrics {
  if (!processMetrics) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    eventLoopMetrics(registry);
    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to finishing its response, by route pattern and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    });
    const requestWait = new Histogram({
      name: 'kennel_request_wait_seconds',
      help: 'Time from routing a request to its handler starting (hooks: session, limits, and any wait for the event loop or the database).',
      buckets: WAIT_BUCKETS,
      registers: [registry],
    });
    const longestWait = { seconds: 0 };
    new Gauge({
      name: 'kennel_request_wait_max_seconds',
      help: 'Longest wait of a request for its handler since the last scrape.',
      registers: [registry],
      collect() {
        this.set(longestWait.seconds);
        longestWait.seconds = 0;
      },
    });
    const backgroundRun = new Histogram({
      name: 'kennel_background_run_seconds',
      help: 'Run time of each background job run (the job queue, the world simulator tick, pick clocks, line refreshes), by job and outcome.',
      labelNames: ['job', 'outcome'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    });
    const liveSocketsBehind = new Counter({
      name: 'kennel_live_sockets_behind_total',
      help: 'Live sockets that fell too far behind (unsent data past its limit): skipped until caught up, then told to resync.',
      registers: [registry],
    });
    connectionMetrics(registry);
    const statements = new Counter({
      name: 'kennel_db_statements_total',
      help: 'Statements background work sent to the database (either driver; transaction control not counted), by job.',
      labelNames: ['job'] as const,
      registers: [registry],
    });
    observeBackgroundStatements((job) => statements.inc({ job }));
    processMetrics = {
      registry,
      requestDuration,
      requestWait,
      backgroundRun,
      longestWait,
      liveSocketsBehind,
    };
  }
  return processMetrics;
}

/** One more live socket fell behind (realtime/back-pressure.ts). */
export function countLiveSocketBehind(): void {
  metricsForProcess().liveSocketsBehind.inc();
}

/**
 * Runs background work (its statements yield to requests' on PGlite, see db/background.ts) and
 * times it under `job` in /metrics; answers what the work answered.
 */
export async function timeBackgroundRun<T>(job: string, work: () => Promise<T>): Promise<T> {
  const end = metricsForProcess().backgroundRun.startTimer({ job });
  try {
    const result = await inBackground(work, job);
    end({ outcome: 'ok' });
    return result;
  } catch (error) {
    end({ outcome: 'failed' });
    throw error;
  }
}

/** Prometheus text at /metrics: Node's default metrics, request durations and waits, event-loop delay, background runs. */
export function installMetrics(app: App) {
  const { registry, requestDuration, requestWait, longestWait } = metricsForProcess();

  // Every handler records how long its request waited for it (WebSocket routes hand over a socket instead).
  app.addHook('onRoute', (route) => {
    if ((route as { websocket?: boolean }).websocket) return;
    const handler = route.handler;
    route.handler = function timedHandler(request, reply) {
      const waited = reply.elapsedTime / 1000;
      requestWait.observe(waited);
      if (waited > longestWait.seconds) longestWait.seconds = waited;
      return handler.call(this, request, reply);
    };
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL, keeps label values few.
    const route = request.routeOptions.url ?? 'no_route';
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true }, config: withoutRateLimit }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
