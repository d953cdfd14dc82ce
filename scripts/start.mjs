#!/usr/bin/env node
// `npm start`: builds the web app and compiles the API when stale, then runs the compiled API (which
// serves the web app) on PGlite in ./data. tsx is for `npm run dev` only.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { API_NODE_ARGS, ensureApiBuild } from './lib/api-build.mjs';
import { forwardSignals, spawnGroup } from './lib/process-group.mjs';
import { exitCodeForSignal, repoRoot } from './lib/repo.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const buildCode = await ensureWebBuild();
if (buildCode !== 0) {
  console.error(`The web app did not build (exit code ${buildCode}); not starting the API.`);
  process.exit(buildCode);
}

const apiBuildCode = await ensureApiBuild();
if (apiBuildCode !== 0) {
  console.error(`The API did not compile (exit code ${apiBuildCode}); not starting it.`);
  process.exit(apiBuildCode);
}

// PGlite creates its own folder but not the parent.
mkdirSync(dirname(resolve(repoRoot, process.env.PGLITE_DATA_DIR ?? 'data/pglite')), { recursive: true });

const api = spawnGroup(process.execPath, API_NODE_ARGS, {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
});
forwardSignals([api]);
api.on('error', (error) => {
  console.error(`Could not start the API: ${error.message}`);
  process.exit(1);
});
api.on('exit', (code, signal) => process.exit(code ?? exitCodeForSignal(signal)));
