import { healthResponseSchema, readyResponseSchema } from '@kennel/core';
import { withoutRateLimit } from '../http/rate-limit.ts';
import type { App } from '../http/server.ts';

const READY_CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessChecks {
  /** Resolves when the database answers a trivial query. */
  database: () => Promise<unknown>;
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** `/health`: the process is up. `/ready`: it can serve traffic (503 tells the load balancer to wait). */
export function installHealthRoutes(app: App, checks: ReadinessChecks) {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema } }, config: withoutRateLimit },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: { response: { 200: readyResponseSchema, 503: readyResponseSchema } },
      config: withoutRateLimit,
    },
    async (request, reply) => {
      const database = await withinTime(checks.database(), READY_CHECK_TIMEOUT_MS).then(
        () => 'ok' as const,
        (error: unknown) => {
          request.log.warn({ err: error }, 'readiness check failed: database');
          return 'failing' as const;
        },
      );
      const ready = database === 'ok';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', checks: { database } });
    },
  );
}
