import type { Notices } from '../../src/features/notifications/port.ts';

/**
 * Notices that, once `close` was called, make the next settlement wait inside its transaction where
 * it sends its players' notices (its rows written, not yet committed) until `open`: a transaction
 * in flight a test can hold. `reached` resolves when one is waiting there.
 */
export function gatedNotices(inner: Notices) {
  let gate: Promise<void> | null = null;
  let open = () => {};
  let arrived = () => {};
  let reached = Promise.resolve();
  const notices: Notices = {
    send: (executor, notice) => inner.send(executor, notice),
    async sendAll(executor, all) {
      const waiting = gate;
      gate = null;
      if (waiting) {
        arrived();
        await waiting;
      }
      await inner.sendAll(executor, all);
    },
  };
  return {
    notices,
    close() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      reached = new Promise<void>((resolve) => {
        arrived = resolve;
      });
    },
    reached: () => reached,
    open: () => open(),
  };
}
