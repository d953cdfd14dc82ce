import type { FastifyBaseLogger } from 'fastify';

/** A logger that drops everything but errors, for benches that wire services by hand. */
export const silent = {
  level: 'silent',
  info: () => undefined,
  warn: () => undefined,
  error: (...args: unknown[]) => console.error(...args),
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  silent: () => undefined,
  child() {
    return this;
  },
} as unknown as FastifyBaseLogger;
