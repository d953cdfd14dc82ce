// Where every entry fee lands: the options for the house account (ADR "House and pools without a
// hot row"), measured in SQL alone with pgbench so only the account's locking differs. Each
// transaction is an entry fee's ledger work: lock the player's cash row, write the transfer and its
// two entries, update the player's counters, then credit the house:
//   one-row      the house is one row, updated (so locked) until commit (Kennel before this change)
//   shards-hash  16 house rows, the player's one picked by hash (two players on a shard still wait)
//   shards-skip  16 house rows, any one not locked right now (`for update skip locked`)
//   append       no house row update: a delta row is inserted, summed into the row later
// Each runs with no work after the house posting, and with 2 ms of it (`\sleep`: what the API's
// remaining round trips and its event loop add while a real entry holds its locks). 10,000
// players, random, so two callers rarely share a player. Baseline: pgbench's TPC-B-like
// transaction (scale 16, its branch rows are its own hot spot) on the same database, alternating.
// Lock waits: pg_stat_activity sampled every 10 ms, the share of active backends in a Lock wait.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase, mean, pgbench, pgbenchTps } from './lib/postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '8,32').split(',').map(Number);
const PLAYERS = 10_000;
const SHARDS = 16;

const SCHEMA = `
  create table accounts (
    id bigint primary key, kind text not null, debits bigint not null default 0,
    credits bigint not null default 0, guard boolean not null,
    check (not guard or debits <= credits));
  create table transfers (id bigserial primary key, debit_id bigint not null references accounts (id),
    credit_id bigint not null references accounts (id), amount bigint not null, created_at timestamptz not null default now());
  create table entries (id bigserial primary key, transfer_id bigint not null references transfers (id),
    account_id bigint not null references accounts (id), amount bigint not null, balance_after bigint);
  create index on entries (account_id, id);
  create table deltas (account_id bigint not null references accounts (id), credits bigint not null);
  create index on deltas (account_id);
  insert into accounts (id, kind, credits, guard) select g, 'user', 1000000000, true from generate_series(1, ${PLAYERS}) g;
  insert into accounts (id, kind, guard) select -g, 'house', false from generate_series(0, ${SHARDS - 1}) g;`;

// :house is the credited row; the player's side is the same in every variant.
const PLAYER_SIDE = `begin;
select credits - debits from accounts where id = :u for update;
insert into transfers (debit_id, credit_id, amount) values (:u, -1 * :shard, 100) returning id \\gset t_
insert into entries (transfer_id, account_id, amount, balance_after) values (:t_id, :u, -100, 0), (:t_id, -1 * :shard, 100, null);
update accounts set debits = debits + 100 where id = :u;
`;

const PICK = `\\set u random(1, ${PLAYERS})\n`;
const HOLD = (ms: number) => (ms > 0 ? `\\sleep ${ms} ms\n` : '');

const VARIANTS: Record<string, (holdMs: number) => string> = {
  'one-row': (hold) =>
    `${PICK}\\set shard 0\n${PLAYER_SIDE}update accounts set credits = credits + 100 where id = 0;\n${HOLD(hold)}end;\n`,
  'shards-hash': (hold) =>
    `${PICK}\\set shard :u % ${SHARDS}\n${PLAYER_SIDE}update accounts set credits = credits + 100 where id = -1 * :shard;\n${HOLD(hold)}end;\n`,
  'shards-skip': (hold) =>
    `${PICK}\\set shard 0\n${PLAYER_SIDE}update accounts set credits = credits + 100 where id = (select id from accounts where kind = 'house' for update skip locked limit 1);\n${HOLD(hold)}end;\n`,
  append: (hold) =>
    `${PICK}\\set shard 0\n${PLAYER_SIDE}insert into deltas (account_id, credits) values (0, 100);\n${HOLD(hold)}end;\n`,
};

/** pgbench in the background, so this process can sample pg_stat_activity meanwhile. */
function pgbenchAsync(databaseUrl: string, args: string[]): Promise<string> {
  const url = new URL(databaseUrl);
  const connection = ['-h', url.hostname, '-p', url.port, '-U', url.username, url.pathname.slice(1)];
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', [...args, ...connection]);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

/** Samples pg_stat_activity while `work` runs: the share of busy backends waiting on a lock. */
async function lockWaits<T>(
  databaseUrl: string,
  work: () => Promise<T>,
): Promise<{ result: T; share: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  let busy = 0;
  let waiting = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await client.query<{ busy: number; waiting: number }>(
        `select count(*)::int as busy, count(*) filter (where wait_event_type = 'Lock')::int as waiting
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
           and state in ('active', 'idle in transaction')`,
      );
      busy += rows[0]?.busy ?? 0;
      waiting += rows[0]?.waiting ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    running = false;
  }
  running = false;
  await sampling.catch(() => undefined);
  await client.end();
  return { result, share: busy === 0 ? 0 : waiting / busy };
}

async function main() {
  const database = await createBenchDatabase();
  try {
    const setup = new pg.Client({ connectionString: database.databaseUrl });
    await setup.connect();
    await setup.query(SCHEMA);
    await setup.query('vacuum analyze');
    await setup.end();
    pgbench(database.databaseUrl, ['-i', '-q', '-s', '16']);
    const dir = tmpdir();
    console.info(
      `PostgreSQL ${database.host}; ${SECONDS} s per run; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    console.info('variant                  clients  hold   tps     ratio to pgbench  lock waits');
    for (const clients of CLIENTS) {
      const baseline: number[] = [];
      for (const hold of [0, 2]) {
        for (const [name, script] of Object.entries(VARIANTS)) {
          const file = path.join(dir, `kennel-house-${name}-${hold}.sql`);
          writeFileSync(file, script(hold));
          baseline.push(
            pgbenchTps(
              pgbench(database.databaseUrl, ['-c', String(clients), '-j', '2', '-T', String(SECONDS)]),
            ),
          );
          const { result, share } = await lockWaits(database.databaseUrl, async () =>
            pgbenchTps(
              await pgbenchAsync(database.databaseUrl, [
                '-n',
                '-f',
                file,
                '-c',
                String(clients),
                '-j',
                '2',
                '-T',
                String(SECONDS),
              ]),
            ),
          );
          const reference = baseline.at(-1) ?? Number.NaN;
          console.info(
            `${name.padEnd(24)} ${String(clients).padStart(7)}  ${`${hold} ms`.padEnd(5)} ${result.toFixed(0).padStart(6)}   ` +
              `${(result / reference).toFixed(2).padStart(5)}x (${reference.toFixed(0)})      ${(share * 100).toFixed(0)}%`,
          );
        }
      }
      console.info(
        `pgbench TPC-B-like, ${clients} clients, mean of its rounds: ${mean(baseline).toFixed(0)} tps`,
      );
    }
  } finally {
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error('house account bench could not run:', error instanceof Error ? error.stack : error);
  process.exit(1);
});
