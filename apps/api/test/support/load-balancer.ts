import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../scripts/lib/free-port.mjs';

export { freePort };

/** The configuration production uses (README, Scaling): the tests run it unchanged. */
export const HAPROXY_CONFIG = fileURLToPath(new URL('../../../../deploy/haproxy.cfg', import.meta.url));
/** The response header HAProxy adds naming the API process that answered (api1, api2). */
export const INSTANCE_HEADER = 'x-kennel-instance';

export interface LoadBalancer {
  url: string;
  child: ChildProcess;
  /** Everything HAProxy printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * HAProxy from Debian's package (`apt-get install haproxy`; CI's `.ci/run` installs it) in front of
 * two API processes given as host:port, listening on `port`. Not installed: it fails, saying so.
 */
export async function startLoadBalancer(port: number, apis: [string, string]): Promise<LoadBalancer> {
  const child = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin`,
      KENNEL_LB_BIND: `127.0.0.1:${port}`,
      KENNEL_API_1: apis[0],
      KENNEL_API_2: apis[1],
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('haproxy is not installed: apt-get install -y haproxy (.ci/run installs it)')
          : error,
      ),
    );
    child.once('exit', (code) => reject(new Error(`haproxy exited with ${code}:\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const listening = (async () => {
    while (child.exitCode === null) {
      try {
        await fetch(`${url}/health`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  })();
  await Promise.race([listening, failed]);
  failed.catch(() => undefined);
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
