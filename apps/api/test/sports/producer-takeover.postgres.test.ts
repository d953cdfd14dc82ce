import { type ChildProcess, spawn } from 'node:child_process';
import { checkGameTotals, type StatEvent, sportOfGame } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSportsWorld } from '../../src/features/sports/index.ts';
import { createWorldProduction } from '../../src/features/sports/world.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { apiEntryArgs } from '../support/api-process.ts';

const SEED = 99;
const GAME_MINUTES = 0.1;
const LEADS = 'this instance now produces the sports world';

interface ApiProcess {
  name: string;
  child: ChildProcess;
  output: string[];
  exit: Promise<number | null>;
}

function startApi(name: string, databaseUrl: string): ApiProcess {
  const child = spawn(process.execPath, apiEntryArgs('main'), {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent-kennel-web-build',
      WORLD_SIMULATOR: 'true',
      WORLD_SEED: String(SEED),
      WORLD_GAME_MINUTES: String(GAME_MINUTES),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, output, exit };
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
) {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const leads = (api: ApiProcess) => api.output.join('').includes(LEADS);
const listening = (api: ApiProcess) => /Kennel is running/.test(api.output.join(''));

describe('two API processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  const apis: ApiProcess[] = [];
  const db = () => database.handle.db;
  const count = async (query: ReturnType<typeof sql>) =>
    (await selectRows<{ n: number }>(db(), query))[0]?.n ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await database.destroy();
  });

  it('run one producer; when it is killed the other takes over, and no event is lost or doubled', async () => {
    const url = database.databaseUrl ?? '';
    const first = startApi('first', url);
    apis.push(first);
    await until('the first process to lead', () => leads(first) || undefined);
    const second = startApi('second', url);
    apis.push(second);
    await until('the second process to listen', () => listening(second) || undefined);
    expect(leads(second)).toBe(false);

    // Let the first play until a game is under way, then kill it without a chance to clean up.
    // Guards, not timings: at load 30 on this 2-core machine the first game went live after more than 60 s.
    const live = await until(
      'a live game',
      async () => {
        const [row] = await selectRows<{ id: string }>(
          db(),
          sql`select id from games where status = 'in_progress' and provider = 'simulator' order by starts_at limit 1`,
        );
        return row?.id;
      },
      180_000,
    );
    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    await first.exit;
    const eventsAtKill = await count(sql`select count(*)::int as n from stat_events`);

    await until('the second process to take over', () => leads(second) || undefined, 20_000);
    // Reported, not asserted (timings belong in bench/): the lock frees when the session ends.
    console.info(`takeover after kill -9: ${Date.now() - killedAt} ms`);
    await until(
      'the live game to finish under the new producer',
      async () => {
        const [row] = await selectRows<{ status: string }>(
          db(),
          sql`select status from games where id = ${live}`,
        );
        return row?.status === 'final' || undefined;
      },
      180_000,
    );
    expect(await count(sql`select count(*)::int as n from stat_events`)).toBeGreaterThan(eventsAtKill);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);

    // No event twice, no stream with a hole, and every game stream exactly the simulation's.
    expect(
      await count(
        sql`select count(*)::int as n from (select stream_id, seq from stat_events group by 1, 2 having count(*) > 1) d`,
      ),
    ).toBe(0);
    const gaps = await selectRows<{ stream_id: string }>(
      db(),
      sql`select stream_id from stat_events group by stream_id having max(seq) <> count(*) or min(seq) <> 1`,
    );
    expect(gaps).toEqual([]);
    // A fresh instance recomputes every stream from the seed and the stored news.
    const clock = () => new Date();
    const sports = createSportsWorld({ db: db(), clock });
    const { producer } = createWorldProduction({
      db: db(),
      clock,
      sports,
      world: { seed: SEED, gameMinutes: GAME_MINUTES },
    });
    const games = await selectRows<{ id: string; seq: number }>(
      db(),
      sql`select id, seq from games where seq > 0`,
    );
    expect(games.length).toBeGreaterThan(1);
    for (const game of games) {
      const stored = await selectRows<{ payload: StatEvent }>(
        db(),
        sql`select payload from stat_events where stream_id = ${game.id} order by seq`,
      );
      const expected = await producer.expectedGame(game.id);
      expect(stored.map((row) => row.payload)).toEqual(expected?.stream.slice(0, game.seq));
      if (!expected) continue;
      const sport = sportOfGame({ id: game.id }, expected.home, expected.away);
      const applied = stored.map((row) => row.payload);
      // Totals such as minutes played add up once a game is over.
      if (applied.some((event) => event.kind === 'game_status' && event.status === 'final')) {
        expect(checkGameTotals(sport, applied, expected.home, expected.away)).toEqual([]);
      }
    }
    // Two start-ups, a game played and every stream recomputed: past the default 60 s when the
    // machine is loaded (as the other multi-process tests allow for); at load 30 the first game alone
    // took over 60 s to go live.
  }, 420_000);
});
