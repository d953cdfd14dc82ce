// `npm run operators -- list|create`: console operators, with the API's settings and database (the
// first admin is made here). With the embedded database (no DATABASE_URL) it refuses while the
// server runs: a PGlite data folder has one process at a time.
import { createPasswordHasher } from '../features/accounts/password-hashing.ts';
import { createOperatorAuth } from '../features/console/operator-auth.ts';
import { runOperatorsCommand } from '../features/console/operator-command.ts';
import { systemClock } from '../platform/clock.ts';
import { openForCommand } from './command-database.ts';

const { config, database } = await openForCommand('npm run operators');
try {
  await database.migrate();
  const auth = createOperatorAuth({
    db: database.db,
    clock: systemClock,
    passwords: createPasswordHasher({ logN: config.passwordScryptLogN }),
    sessionSecret: config.sessionSecret,
  });
  process.exitCode = await runOperatorsCommand(
    auth,
    process.argv.slice(2),
    (text) => console.info(text),
    process.env,
  );
} finally {
  await database.close();
}
