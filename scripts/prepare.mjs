#!/usr/bin/env node
// npm's `prepare` step, run by `npm ci` and `npm install` after the packages are in place: builds
// the web app and compiles the API when stale, so a first `npm start` only starts the API
// (`npm start` still builds whatever is stale, for example after `npm ci --ignore-scripts`).
import { ensureAppBuilt } from './lib/app-build.mjs';

const problem = await ensureAppBuilt();
if (problem) {
  console.error(`${problem}.`);
  process.exit(1);
}
