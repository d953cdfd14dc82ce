// `npm run jobs -- list|dead|retry <id>`: the operator's view of the job queue, with the API's
// settings and database. With the embedded database (no DATABASE_URL) it refuses while the server
// runs: a PGlite data folder has one process at a time (command-database.ts).
import { runJobsCommand } from '../platform/jobs/operator.ts';
import { openForCommand } from './command-database.ts';

const { database } = await openForCommand('npm run jobs');
try {
  await database.migrate();
  process.exitCode = await runJobsCommand(database.db, process.argv.slice(2), (text) => console.info(text));
} finally {
  await database.close();
}
