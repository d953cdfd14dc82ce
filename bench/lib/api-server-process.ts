// One API process for the balanced bench: src/main.ts's server without the job workers, like the
// in-process app of the one-process rounds, so the line maker does not reprice the bench's
// hand-made board under the load (everything a request does is the same as production's).
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { openDatabase } from '../../apps/api/src/platform/db/database.ts';
import { createLogger } from '../../apps/api/src/platform/http/server.ts';

const config = loadConfig(process.env);
const logger = createLogger(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
const app = await buildApp({ config, db: database.db, logger, runWorkers: false });
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
await app.listen({ port: config.port, host: config.host });
