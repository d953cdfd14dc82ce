// `npm run jobs -- list|dead|retry <id>`: the operator's view of the job queue, with the API's
// settings and database. With the embedded database (no DATABASE_URL), stop the server first:
// a PGlite data folder has one process at a time.
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { runJobsCommand } from '../platform/jobs/operator.ts';

const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
try {
  await database.migrate();
  process.exitCode = await runJobsCommand(database.db, process.argv.slice(2), (text) => console.info(text));
} finally {
  await database.close();
}
