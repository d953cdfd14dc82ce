/**
 * The server clock's offset from this device's, for the whole app: learned from every API answer's
 * `Date` header (the API never lets an answer be cached, so the header is the time it was sent).
 * A phone whose clock is wrong still says "starts in 12 min", "closes in 5 min" or "final" by the
 * server's time. Pages whose answer carries the server's time to the millisecond (a draft's
 * `server_now`, the board's `as_of`) measure their own offset and put it in a `ServerClock`.
 */

/** A header has whole seconds: taken as its middle, an estimate within half a second plus the trip. */
const HALF_SECOND_MS = 500;
/** Closer than this to the offset already known is noise (whole-second headers, the trip): kept. */
const NOISE_MS = 2_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/** Learns the offset from an answer's `Date` header, received at `receivedAt` on this device's clock. */
export function learnServerTime(dateHeader: string | null, receivedAt = Date.now()): void {
  if (!dateHeader) return;
  const sentAt = Date.parse(dateHeader);
  if (Number.isNaN(sentAt)) return;
  const measured = sentAt + HALF_SECOND_MS - receivedAt;
  if (Math.abs(measured - offsetMs) < NOISE_MS) return;
  offsetMs = measured;
  for (const listener of listeners) listener();
}

/** How far the server's clock is ahead of this device's (ms); 0 until an answer said otherwise. */
export function serverTimeOffsetMs(): number {
  return offsetMs;
}

/** The time now on the server's clock (ms): for code outside a render (a default, a handler). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** For `useSyncExternalStore`: called whenever the learned offset changes. */
export function subscribeServerTime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: back to this device's clock. */
export function forgetServerTime(): void {
  offsetMs = 0;
  for (const listener of listeners) listener();
}
