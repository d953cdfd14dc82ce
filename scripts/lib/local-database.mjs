import { join } from 'node:path';
import { repoRoot, runInherited } from './repo.mjs';

/**
 * Creates the local PGlite database with the compiled API (scripts/create-database.mjs). A failure
 * only warns: the API creates its database at its first start anyway.
 * @returns {Promise<void>}
 */
export async function createLocalDatabase() {
  const code = await runInherited(process.execPath, [
    '--conditions=kennel-dist',
    join(repoRoot, 'scripts/create-database.mjs'),
  ]);
  if (code !== 0)
    console.warn(`The local database was not created (exit code ${code}); npm start will create it.`);
}
