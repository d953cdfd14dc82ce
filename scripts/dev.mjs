#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` (port 3000) and the Vite dev server (port 5173, proxying
// /v1 to the API) side by side, output prefixed, both stopped together.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { forwardSignals, signalGroup, spawnGroup } from './lib/process-group.mjs';
import { bin, exitCodeForSignal, repoRoot } from './lib/repo.mjs';

const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const env = { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}) };

const servers = [
  {
    name: 'api',
    colourCode: 36,
    command: bin('tsx'),
    args: [
      'watch',
      '--clear-screen=false',
      '--include',
      'apps/api/src/**/*',
      '--include',
      'packages/core/src/**/*',
      '--exclude',
      '**/*.test.ts',
      'apps/api/src/main.ts',
    ],
    cwd: repoRoot,
  },
  {
    name: 'web',
    colourCode: 35,
    command: bin('vite'),
    args: ['--port', '5173', '--strictPort'],
    cwd: join(repoRoot, 'apps/web'),
  },
];

/**
 * @param {string} name
 * @param {number} colourCode
 */
function prefixFor(name, colourCode) {
  return colour ? `\x1b[${colourCode}m[${name}]\x1b[0m ` : `[${name}] `;
}

/**
 * @param {import('node:stream').Readable | null} stream
 * @param {string} prefix
 * @param {NodeJS.WriteStream} out
 */
function pipeLines(stream, prefix, out) {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    out.write(`${prefix}${line}\n`);
  });
}

mkdirSync(dirname(resolve(repoRoot, process.env.PGLITE_DATA_DIR ?? 'data/pglite')), { recursive: true });

let firstExitCode;
let stoppedCount = 0;
const children = servers.map(({ name, colourCode, command, args, cwd }) => {
  const child = spawnGroup(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = prefixFor(name, colourCode);
  pipeLines(child.stdout, prefix, process.stdout);
  pipeLines(child.stderr, prefix, process.stderr);
  child.on('error', (error) => console.error(`${prefix}could not start: ${error.message}`));
  child.on('close', (code, signal) => {
    firstExitCode ??= code ?? exitCodeForSignal(signal);
    stoppedCount += 1;
    console.info(`${prefix}stopped (${signal ?? `exit code ${code}`})`);
    // One server without the other is no dev environment: stop the rest.
    for (const other of children) signalGroup(other, 'SIGTERM');
    if (stoppedCount === children.length) process.exit(firstExitCode);
  });
  return child;
});
forwardSignals(children);
console.info('Dev servers starting: API on http://localhost:3000, web on http://localhost:5173');
