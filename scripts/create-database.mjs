#!/usr/bin/env node
// Run by `npm ci` (scripts/prepare.mjs) with the compiled API, as
// `node --conditions=kennel-dist scripts/create-database.mjs`: creates and migrates the local PGlite
// database the API would otherwise create at its first start (PGlite's initdb alone takes seconds).
// Nothing to do with DATABASE_URL set, an in-memory database or a database already there.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/repo.mjs';

/** A module of the compiled API (apps/api/dist), which is not there before its build. */
const compiledApi = (/** @type {string} */ path) =>
  import(pathToFileURL(join(repoRoot, 'apps/api/dist', path)).href);
const { loadConfig } = await compiledApi('platform/config.js');
const { openDatabase } = await compiledApi('platform/db/database.js');

const config = loadConfig(process.env);
const dataDir = config.pgliteDataDir;
if (config.databaseUrl || dataDir.startsWith('memory://') || existsSync(join(dataDir, 'PG_VERSION'))) {
  process.exit(0);
}
console.info(`Creating the local database in ${dataDir}...`);
mkdirSync(dirname(dataDir), { recursive: true });
const database = await openDatabase({ pgliteDataDir: dataDir });
try {
  await database.migrate();
} finally {
  await database.close();
}
