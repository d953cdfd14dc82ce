#!/usr/bin/env node
// `npm start`: builds the web app when stale, then runs the API (which serves it) on PGlite in ./data.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { forwardSignals, spawnGroup } from './lib/process-group.mjs';
import { exitCodeForSignal, repoRoot } from './lib/repo.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const buildCode = await ensureWebBuild();
if (buildCode !== 0) {
  console.error(`The web app did not build (exit code ${buildCode}); not starting the API.`);
  process.exit(buildCode);
}

// PGlite creates its own folder but not the parent.
mkdirSync(dirname(resolve(repoRoot, process.env.PGLITE_DATA_DIR ?? 'data/pglite')), { recursive: true });

const api = spawnGroup(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
});
forwardSignals([api]);
api.on('error', (error) => {
  console.error(`Could not start the API: ${error.message}`);
  process.exit(1);
});
api.on('exit', (code, signal) => process.exit(code ?? exitCodeForSignal(signal)));
