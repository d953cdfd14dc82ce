// `npm run world -- status|pause|resume|speed <n>|advance <gameId>|seed|import <file>|schema`: the
// operator's controls of the sports world, with the API's settings and database. A running leader
// reads pause and speed on its next tick. With the embedded database (no DATABASE_URL) it refuses
// while the server runs: a PGlite data folder has one process at a time (command-database.ts).

import { createSportsWorld } from '../features/sports/index.ts';
import { runWorldCommand } from '../features/sports/operator.ts';
import { createWorldProduction } from '../features/sports/world.ts';
import { createWorldOperations } from '../features/sports/world-operations.ts';
import { systemClock } from '../platform/clock.ts';
import { createEventBus } from '../platform/realtime/bus.ts';
import { openForCommand } from './command-database.ts';

const { config, database } = await openForCommand('npm run world');
const bus = createEventBus(database.db, {
  onError: (error) => console.error(`world: live updates not sent: ${error.message}`),
});
try {
  await database.migrate();
  const sports = createSportsWorld({ db: database.db, clock: systemClock });
  // On PostgreSQL, what `advance` and `import` apply reaches the running servers' sockets through the bus.
  sports.live.subscribe((messages) => bus.publish(messages));
  const production = createWorldProduction({
    db: database.db,
    clock: systemClock,
    sports,
    world: config.world,
  });
  const operations = createWorldOperations({
    db: database.db,
    driver: database.driver,
    clock: systemClock,
    config: config.world,
    production,
  });
  process.exitCode = await runWorldCommand(operations, process.argv.slice(2), (text) => console.info(text));
} catch (error) {
  console.error(`world: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  // Sends what is queued before the connection closes.
  await bus.close();
  await database.close();
}
