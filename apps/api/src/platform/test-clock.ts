import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from './clock.ts';
import type { App } from './http/server.ts';

/**
 * TEST ONLY (KENNEL_TEST_ROUTES): a request carrying this header runs that many milliseconds in the
 * future, so an e2e journey can pass a 24-hour wait. Per request, not global: journeys run in
 * parallel against one server, and moving everyone's time would expire the others' sessions.
 */
export const TEST_CLOCK_OFFSET_HEADER = 'x-kennel-test-clock-offset-ms';

/** At most a year ahead; time never moves back. */
const MAX_OFFSET_MS = 366 * 24 * 3_600_000;

/**
 * The app's clock, moved ahead by the header's offset for the request being handled. Installed only
 * when test routes are on (refused in production), so otherwise the header means nothing.
 */
export function installTestClockOffset(app: App, base: Clock): Clock {
  const offsets = new AsyncLocalStorage<number>();
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.headers[TEST_CLOCK_OFFSET_HEADER];
    const offset = typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
    if (offset <= 0 || offset > MAX_OFFSET_MS) return done();
    // The handler and everything it awaits run inside this store.
    offsets.run(offset, done);
  });
  return () => {
    const offset = offsets.getStore();
    return offset === undefined ? base() : new Date(base().getTime() + offset);
  };
}
