import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type LoadBalancer, startLoadBalancer } from '../../apps/api/test/support/load-balancer.ts';

const SERVER = fileURLToPath(new URL('./api-server-process.ts', import.meta.url));

export interface BalancedApi {
  /** Where the load goes: HAProxy's address. */
  url: string;
  processes: ChildProcess[];
  balancer: LoadBalancer;
  stop(): Promise<void>;
}

async function ready(url: string, child: ChildProcess, output: () => string) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {}
    if (child.exitCode !== null || Date.now() - started > 180_000)
      throw new Error(`an API process did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Two API processes (api-server-process.ts: src/main.ts's server without job workers) on one
 * PostgreSQL behind HAProxy with deploy/haproxy.cfg, each with its own event loop and pool.
 */
export async function startBalancedApi(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<BalancedApi> {
  const [lbPort, ...apiPorts] = [await freePort(), await freePort(), await freePort()] as [
    number,
    number,
    number,
  ];
  const publicUrl = `http://127.0.0.1:${lbPort}`;
  const processes = apiPorts.map((port) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        WORLD_SIMULATOR: 'false',
        WEB_DIST_DIR: path.join(tmpdir(), 'kennel-bench-no-web'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    return { child, port, output: () => output };
  });
  await Promise.all(
    processes.map(({ child, port, output }) => ready(`http://127.0.0.1:${port}`, child, output)),
  );
  const balancer = await startLoadBalancer(lbPort, [`127.0.0.1:${apiPorts[0]}`, `127.0.0.1:${apiPorts[1]}`]);
  return {
    url: balancer.url,
    processes: processes.map(({ child }) => child),
    balancer,
    async stop() {
      await balancer.stop();
      await Promise.all(
        processes.map(
          ({ child }) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve(null);
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
