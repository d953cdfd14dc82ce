#!/usr/bin/env node
// `npm start`: builds the web app and compiles the API when stale (`npm ci` already did, through the
// `prepare` script), then runs the compiled API (which serves the web app) on PGlite in ./data. tsx
// is for `npm run dev` only.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { API_NODE_ARGS } from './lib/api-build.mjs';
import { ensureAppBuilt } from './lib/app-build.mjs';
import { forwardSignals, spawnGroup } from './lib/process-group.mjs';
import { exitCodeForSignal, repoRoot } from './lib/repo.mjs';

const buildProblem = await ensureAppBuilt();
if (buildProblem) {
  console.error(`${buildProblem}; not starting the API.`);
  process.exit(1);
}

// PGlite creates its own folder but not the parent.
mkdirSync(dirname(resolve(repoRoot, process.env.PGLITE_DATA_DIR ?? 'data/pglite')), { recursive: true });

// The channel (ipc) tells the API when this script is gone, even killed with SIGKILL (main.ts).
const api = spawnGroup(process.execPath, API_NODE_ARGS, {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
forwardSignals([api]);
api.on('error', (error) => {
  console.error(`Could not start the API: ${error.message}`);
  process.exit(1);
});
api.on('exit', (code, signal) => process.exit(code ?? exitCodeForSignal(signal)));
