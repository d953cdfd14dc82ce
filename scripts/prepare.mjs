#!/usr/bin/env node
// npm's `prepare` step, run by `npm ci` and `npm install` after the packages are in place: builds
// the web app and compiles the API when stale, and creates the local database, so a first
// `npm start` only starts the API (`npm start` still builds whatever is stale and the API creates
// its database, for example after `npm ci --ignore-scripts`).
import { ensureAppBuilt } from './lib/app-build.mjs';
import { createLocalDatabase } from './lib/local-database.mjs';

const problem = await ensureAppBuilt(createLocalDatabase);
if (problem) {
  console.error(`${problem}.`);
  process.exit(1);
}
