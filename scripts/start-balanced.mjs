#!/usr/bin/env node
// `npm run start:balanced`: Kennel as production runs it on one machine: two API processes behind
// HAProxy (deploy/haproxy.cfg) on one PostgreSQL (DATABASE_URL; PGlite is
// for a single process). Players connect to PORT (default 3000); the APIs listen on the ports after it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { API_NODE_ARGS } from './lib/api-build.mjs';
import { ensureAppBuilt } from './lib/app-build.mjs';
import { forwardSignals, spawnGroup } from './lib/process-group.mjs';
import { exitCodeForSignal, repoRoot } from './lib/repo.mjs';

const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('start:balanced needs DATABASE_URL=postgres://… (every API process shares one PostgreSQL).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

const buildProblem = await ensureAppBuilt();
if (buildProblem) {
  console.error(`${buildProblem}; not starting the API.`);
  process.exit(1);
}

const apiPorts = [port + 1, port + 2];
// Each process also serves the operator console on a port of its own (operators use either).
const consolePorts = [port + 11, port + 12];
const apis = apiPorts.map((apiPort, index) =>
  spawnGroup(process.execPath, API_NODE_ARGS, {
    cwd: repoRoot,
    // One hop: the player's address is the one HAProxy forwards (rate limits, audit).
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      CONSOLE_PORT: String(consolePorts[index]),
      CONSOLE_URL: `http://localhost:${consolePorts[index]}`,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  }),
);
const balancer = spawn('haproxy', ['-db', '-f', join(repoRoot, 'deploy/haproxy.cfg')], {
  env: {
    PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin`,
    KENNEL_LB_BIND: `${host}:${port}`,
    KENNEL_API_1: `127.0.0.1:${apiPorts[0]}`,
    KENNEL_API_2: `127.0.0.1:${apiPorts[1]}`,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const children = [...apis, balancer];
forwardSignals(children);
balancer.on('error', (error) => {
  const hint = 'code' in error && error.code === 'ENOENT' ? ' (apt-get install -y haproxy)' : '';
  console.error(`Could not start HAProxy: ${error.message}${hint}`);
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = 1;
});
console.info(`Kennel on ${publicUrl}: HAProxy on ${host}:${port} → API processes on ${apiPorts.join(', ')}`);
console.info(`Operator console on http://localhost:${consolePorts.join(' and http://localhost:')}`);
// One of them stopping stops the rest, and this script with them.
for (const child of children) {
  child.on('exit', (code, signal) => {
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode ||= code ?? exitCodeForSignal(signal);
  });
}
