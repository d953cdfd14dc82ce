import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// A port asked of the OS with `listen(0)` comes from the ephemeral range, which every outgoing
// connection (to PostgreSQL, between tests) also draws from: once the probe closes it, a client
// socket can take it before the server meant for it binds (EADDRINUSE, seen in CI). Ports below
// that range are never handed out by the kernel, so only another explicit bind can race for one.
const FALLBACK_EPHEMERAL_START = 32768;
const LOWEST = 10_000;

function ephemeralStart() {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > LOWEST + 1000 ? port : FALLBACK_EPHEMERAL_START;
  } catch {
    return FALLBACK_EPHEMERAL_START;
  }
}

/** @param {number} port */
function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A port free on 127.0.0.1 right now, chosen at random below the kernel's ephemeral range so that
 * no outgoing connection takes it before the caller's server binds.
 */
export async function freePort() {
  const highest = ephemeralStart() - 1;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port found between ${LOWEST} and ${highest}`);
}
