import type { WebSocket } from 'ws';

/**
 * Unsent bytes a live socket may hold: about a minute of a busy draft room's and sport's updates.
 * Past it the socket is behind: it gets nothing more until it has sent what it holds.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How often sockets that are behind are checked for having caught up. */
const CATCH_UP_CHECK_MS = 250;

/**
 * Back-pressure for live sockets (a phone on a bad network, a stalled tab): instead of buffering
 * every update for a socket that cannot keep up, which grows without bound, the socket is skipped
 * once its unsent data passes MAX_BUFFERED_BYTES, so each holds at most that plus one message.
 * When it has sent everything it held, `onCaughtUp` tells it to resync (refetch what it follows):
 * what it missed is not replayed. A socket that never catches up misses its pongs and is dropped
 * by the hub's heartbeat.
 */
export function createBackPressure(onCaughtUp: (socket: WebSocket) => void, onBehind: () => void) {
  const behind = new Set<WebSocket>();
  let timer: NodeJS.Timeout | undefined;

  function check() {
    for (const socket of behind) {
      if (socket.readyState !== socket.OPEN) behind.delete(socket);
      else if (socket.bufferedAmount === 0) {
        behind.delete(socket);
        onCaughtUp(socket);
      }
    }
    if (behind.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  return {
    /** Whether to write to the socket now: open, and not behind (this may find it so). */
    writable(socket: WebSocket): boolean {
      if (socket.readyState !== socket.OPEN || behind.has(socket)) return false;
      if (socket.bufferedAmount <= MAX_BUFFERED_BYTES) return true;
      behind.add(socket);
      onBehind();
      if (!timer) {
        timer = setInterval(check, CATCH_UP_CHECK_MS);
        timer.unref();
      }
      return false;
    },
    forget(socket: WebSocket) {
      behind.delete(socket);
    },
    close() {
      clearInterval(timer);
      behind.clear();
    },
  };
}

export type BackPressure = ReturnType<typeof createBackPressure>;
