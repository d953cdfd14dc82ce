import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { withoutRateLimit } from '../http/rate-limit.ts';
import type { App } from '../http/server.ts';

interface ProcessMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
}

let processMetrics: ProcessMetrics | undefined;

/** Metrics describe the process, so every app built in it (tests build many) shares one registry. */
function metricsForProcess(): ProcessMetrics {
  if (!processMetrics) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to finishing its response, by route pattern and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    });
    processMetrics = { registry, requestDuration };
  }
  return processMetrics;
}

/** Prometheus text at /metrics: Node's default metrics plus request durations. */
export function installMetrics(app: App) {
  const { registry, requestDuration } = metricsForProcess();

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
