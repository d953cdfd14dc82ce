import { migratedPgliteFolder, postgresTemplate, preparePgliteTemplates } from './database-templates.ts';

/**
 * Builds the test databases' templates ahead of the suites that use them: the PGlite dumps (initdb
 * and every migration in WASM), the migrated PGlite folder that the journeys' API and the process
 * tests copy, and, when DATABASE_URL is set, the migrated PostgreSQL template. `npm test` runs it
 * beside the unit tests (scripts/test.mjs), so on a fresh clone the API suites' global setups and
 * the journeys' find them built, instead of building them on one core while the other waits. Each
 * is built once per set of migrations, safely by concurrent processes, so a suite that starts
 * without it builds what is missing itself.
 *   node --import tsx apps/api/test/prepare-databases.ts
 */
await preparePgliteTemplates();
await migratedPgliteFolder();
if (process.env.DATABASE_URL) await postgresTemplate(process.env.DATABASE_URL);
