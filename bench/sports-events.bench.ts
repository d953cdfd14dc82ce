// Stat events applied per second on PostgreSQL by the real stat ingest (`createStatIngest`), with 60
// games streaming at once, next to pgbench's TPC-B-like transaction on the same database in the
// same run. Baseline: `pgbench -c 8 -j 2 -T 10`, what a tuned PostgreSQL does for a small
// read-modify-write transaction with nothing above it; an event is one such transaction on the
// live path. Three shapes: each game's caller hands over one event at a time (a play-by-play feed
// polled per play, the worst case: a transaction per event), or ten at a time (a feed polled every
// few seconds), and one producer whose every apply carries the next event of all 60 games. Every commit publishes its live messages on the real LISTEN/NOTIFY bus, as in
// production. Target: at least 2,000 events/s. Uses DATABASE_URL (an admin URL) if set, else
// starts a throwaway cluster and stops it after.
import { performance } from 'node:perf_hooks';
import { createStatIngest } from '../apps/api/src/features/sports/stat-ingest.ts';
import { createWorldStore } from '../apps/api/src/features/sports/world-store.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import { createEventBus } from '../apps/api/src/platform/realtime/bus.ts';
import { createBenchDatabase, mean, pgbench, pgbenchTps } from './lib/postgres.ts';
import { type BenchGame, benchWorld, KICK_OFF, streamEvent } from './lib/sports-world.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 60);
const SECONDS = 10;
const ROUNDS = 2;
const CLIENTS = 8;

type Ingest = ReturnType<typeof createStatIngest>;

/** Every game's caller hands its next `batch` events to the ingest until time is up; answers events/s. */
async function perGameEventsPerSecond(
  ingest: Ingest,
  games: BenchGame[],
  next: number[],
  batch: number,
  seconds: number,
) {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let applied = 0;
  await Promise.all(
    games.map(async (game, g) => {
      while (performance.now() < deadline) {
        const events = Array.from({ length: batch }, (_, i) => streamEvent(game, (next[g] ?? 1) + i));
        next[g] = (next[g] ?? 1) + batch;
        // Awaited first: `applied += await ...` would read `applied` before the wait and lose others' counts.
        const result = await ingest.apply(events);
        applied += result.applied;
      }
    }),
  );
  return applied / ((performance.now() - started) / 1000);
}

/** One producer: each apply carries the next event of every game (a feed's tick); answers events/s. */
async function tickEventsPerSecond(ingest: Ingest, games: BenchGame[], next: number[], seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let applied = 0;
  while (performance.now() < deadline) {
    const events = games.map((game, g) => streamEvent(game, next[g] ?? 1));
    for (let g = 0; g < games.length; g += 1) next[g] = (next[g] ?? 1) + 1;
    applied += (await ingest.apply(events)).applied;
  }
  return applied / ((performance.now() - started) / 1000);
}

async function main() {
  const database = await createBenchDatabase();
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    handle = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDataDir: 'memory://' });
    await handle.migrate();
    const clock = () => new Date(KICK_OFF);
    const { world, gameIds } = benchWorld(GAMES);
    await createWorldStore({ db: handle.db, clock }).upsertWorld(world);
    const bus = createEventBus(handle.db, { onError: (error) => console.error('bus:', error.message) });
    await bus.ready();
    let published = 0;
    const ingest = createStatIngest({
      db: handle.db,
      clock,
      provider: { name: 'bench', eventsAfter: async () => [] },
      publish: (messages) => {
        published += messages.length;
        bus.publish(messages);
      },
    });
    const next = gameIds.map(() => 1);

    pgbench(database.databaseUrl, ['-i', '-q']);
    await perGameEventsPerSecond(ingest, gameIds, next, 1, 2); // warm-up
    const pgbenchRounds: number[] = [];
    const singleRounds: number[] = [];
    const batchedRounds: number[] = [];
    const tickRounds: number[] = [];
    // Alternating rounds, so load from anything else on the machine hits every side alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      pgbenchRounds.push(
        pgbenchTps(pgbench(database.databaseUrl, ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS)])),
      );
      singleRounds.push(await perGameEventsPerSecond(ingest, gameIds, next, 1, SECONDS));
      batchedRounds.push(await perGameEventsPerSecond(ingest, gameIds, next, 10, SECONDS));
      tickRounds.push(await tickEventsPerSecond(ingest, gameIds, next, SECONDS));
    }
    const rounds = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
    const baseline = mean(pgbenchRounds);
    const row = (name: string, values: number[], unit: string) =>
      console.info(
        `${name.padEnd(46)} ${mean(values).toFixed(0).padStart(6)} ${unit.padEnd(9)} ${(mean(values) / baseline).toFixed(2).padStart(5)}x  (rounds: ${rounds(values)})`,
      );
    console.info(
      `PostgreSQL ${database.host}, ${GAMES} game streams at once, ${ROUNDS} alternating rounds of ${SECONDS} s, same database`,
    );
    row(`pgbench TPC-B-like, ${CLIENTS} clients (baseline)`, pgbenchRounds, 'tps');
    row('stat ingest, 1 event per apply', singleRounds, 'events/s');
    row('stat ingest, 10 events per apply', batchedRounds, 'events/s');
    row(`stat ingest, one apply per tick of ${GAMES} games`, tickRounds, 'events/s');
    console.info(`live messages published on the bus: ${published}; target >= 2000 events/s`);
    await bus.close();
  } finally {
    await handle?.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error('sports events bench could not run:', error instanceof Error ? error.message : error);
  process.exit(1);
});
