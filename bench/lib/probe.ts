// A user's patience, measured: one GET at a time every `everyMs`, timed from the client side, so a
// request that waits in the kernel while the API's event loop is blocked counts in full.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface ProbeResult {
  latenciesMs: number[];
  failures: number;
}

function get(url: string, agent: http.Agent, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : -1));
    });
    request.on('error', () => resolve(-1));
  });
}

/** Probes `url` until `signal` aborts; answers every latency and how many requests failed. */
export async function probe(
  url: string,
  {
    everyMs = 100,
    headers = {},
    signal,
  }: { everyMs?: number; headers?: Record<string, string>; signal: AbortSignal },
): Promise<ProbeResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const result: ProbeResult = { latenciesMs: [], failures: 0 };
  while (!signal.aborted) {
    const started = performance.now();
    const ms = await get(url, agent, headers);
    if (ms < 0) result.failures += 1;
    else result.latenciesMs.push(ms);
    const wait = everyMs - (performance.now() - started);
    if (wait > 0 && !signal.aborted) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  agent.destroy();
  return result;
}

export function summarise(latencies: readonly number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}
