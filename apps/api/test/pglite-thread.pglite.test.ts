import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { inBackground, requestEnded, serveRequest } from '../src/platform/db/background.ts';
import { isDatabaseUnavailable } from '../src/platform/db/connection-errors.ts';
import { observeConnection } from '../src/platform/db/connection-waits.ts';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import type { PgliteThread } from '../src/platform/db/pglite-thread.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import { sqlStateOf, violatedUniqueIndex } from '../src/platform/db/sql-errors.ts';
import { pgliteTemplate } from './database-templates.ts';

// The embedded database in its own thread (platform/db/pglite-thread.ts). These tests open PGlite
// themselves, whatever KENNEL_TEST_DB says: they are about this driver.

let handle: DatabaseHandle;

/**
 * A new, empty in-memory database, loaded from the dump of one (initdb alone costs seconds of WASM
 * each time); the first one of the file is made by initdb, as a new data folder is.
 */
const openEmptyDatabase = async (pgliteThread?: 'worker' | 'main') =>
  openDatabase({
    pgliteDataDir: 'memory://',
    pgliteLoadDataDir: await pgliteTemplate('empty'),
    pgliteThread,
  });

beforeAll(async () => {
  handle = await openDatabase({ pgliteDataDir: 'memory://' });
  await handle.db.execute(sql`create table things (id int primary key, name text not null unique)`);
});

afterAll(async () => {
  await handle.close();
});

const countThings = async (db = handle.db) =>
  (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from things`))[0]?.n;

const clientOf = (database: DatabaseHandle) => (database.db as unknown as { $client: PgliteThread }).$client;

describe('the PGlite worker driver', () => {
  it('keeps the SQLSTATE and the constraint of a failed statement', async () => {
    await handle.db.execute(sql`insert into things values (1, 'one')`);
    const failure = await handle.db
      .execute(sql`insert into things values (2, 'one')`)
      .catch((error) => error);
    expect(sqlStateOf(failure)).toBe('23505');
    expect(violatedUniqueIndex(failure)).toBe('things_name_key');
    expect(isDatabaseUnavailable(failure)).toBe(false);
  });

  it('commits a transaction, rolls back one that throws, and rolls back only a failed savepoint', async () => {
    await handle.db.execute(sql`truncate things`);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (10, 'ten')`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values (11, 'eleven')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (12, 'twelve')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into things values (13, 'ten')`);
        })
        .catch(() => undefined);
    });
    const names = await selectRows<{ name: string }>(handle.db, sql`select name from things order by id`);
    expect(names.map((row) => row.name)).toEqual(['ten', 'twelve']);
  });

  it('makes statements outside a transaction wait until it ends (one connection, as in PGlite)', async () => {
    await handle.db.execute(sql`truncate things`);
    const events: string[] = [];
    let insideTransaction!: () => void;
    const inside = new Promise<void>((resolve) => {
      insideTransaction = resolve;
    });
    let goOn!: () => void;
    const goingOn = new Promise<void>((resolve) => {
      goOn = resolve;
    });
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(42)`);
      await tx.execute(sql`insert into things values (20, 'twenty')`);
      insideTransaction();
      await goingOn;
      // Sent after the outside read: the worker has that read in hand before it answers this.
      await tx.execute(sql`select 1`);
      events.push('committing');
    });
    await inside;
    const outside = countThings().then((count) => {
      events.push(`outside read ${count}`);
    });
    goOn();
    await Promise.all([transaction, outside]);
    expect(events).toEqual(['committing', 'outside read 1']);
  });

  it("runs a request's statement before background statements queued ahead of it", async () => {
    const finished: string[] = [];
    let insideTransaction!: () => void;
    const inside = new Promise<void>((resolve) => {
      insideTransaction = resolve;
    });
    let goOn!: () => void;
    const goingOn = new Promise<void>((resolve) => {
      goOn = resolve;
    });
    // An open transaction holds the single connection while the others queue.
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      insideTransaction();
      await goingOn;
    });
    await inside;
    const background = inBackground(() =>
      Promise.all(
        [1, 2, 3].map((n) =>
          handle.db.execute(sql`select ${n}`).then(() => finished.push(`background ${n}`)),
        ),
      ),
    );
    const request = handle.db.execute(sql`select 'request'`).then(() => finished.push('request'));
    // Every statement above is sent (each is a few promise steps from its postMessage) before the commit.
    await new Promise((resolve) => setImmediate(resolve));
    goOn();
    await Promise.all([transaction, background, request]);
    expect(finished).toEqual(['request', 'background 1', 'background 2', 'background 3']);
  });

  it('begins a background transaction after the request being served, not between its statements', async () => {
    const events: string[] = [];
    const request = {};
    serveRequest(request, () => undefined);
    try {
      await handle.db.execute(sql`select 'request 1'`);
      events.push('request statement 1');
      const background = inBackground(
        () =>
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`select 'background'`);
            events.push('background transaction');
          }),
        'test_job',
      );
      // The background transaction has had its chance to ask for the connection.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      await handle.db.execute(sql`select 'request 2'`);
      events.push('request statement 2');
      requestEnded(request);
      await background;
    } finally {
      requestEnded(request);
    }
    expect(events).toEqual(['request statement 1', 'request statement 2', 'background transaction']);
  });

  it('still runs background transactions while a request never ends (they wait a bounded time)', async () => {
    const stuck = {};
    serveRequest(stuck, () => undefined);
    try {
      const committed = await inBackground(
        () => handle.db.transaction(async (tx) => selectRows<{ n: number }>(tx, sql`select 1 as n`)),
        'test_job',
      );
      expect(committed).toEqual([{ n: 1 }]);
    } finally {
      requestEnded(stuck);
    }
  });

  it("tells whose work a request's statement waited behind, and how long that work held the connection", async () => {
    const waits: string[] = [];
    const holds: string[] = [];
    const stop = observeConnection({
      waited: (behind) => waits.push(behind),
      held: (job) => holds.push(job),
    });
    try {
      let insideTransaction!: () => void;
      const inside = new Promise<void>((resolve) => {
        insideTransaction = resolve;
      });
      let goOn!: () => void;
      const goingOn = new Promise<void>((resolve) => {
        goOn = resolve;
      });
      const background = inBackground(
        () =>
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            insideTransaction();
            await goingOn;
          }),
        'line_refresh',
      );
      await inside;
      const request = handle.db.execute(sql`select 'request'`);
      await new Promise((resolve) => setImmediate(resolve));
      goOn();
      await Promise.all([background, request]);
      await inBackground(() => handle.db.execute(sql`select 'alone'`), 'news');
    } finally {
      stop();
    }
    expect(waits).toEqual(['line_refresh']);
    expect(holds).toEqual(['line_refresh', 'news']);
  });

  it('hears NOTIFY on a channel it listens to', async () => {
    const client = (handle.db as unknown as { $client: PgliteThread }).$client;
    const heard = new Promise<string>((resolve) => {
      void client.listen('kennel_test', resolve);
    });
    await handle.db.execute(sql`select pg_notify('kennel_test', 'hello')`);
    expect(await heard).toBe('hello');
  });

  it('starts a database from another one’s dump (loadDataDir)', async () => {
    await handle.db.execute(sql`truncate things`);
    await handle.db.execute(sql`insert into things values (30, 'thirty')`);
    const client = (handle.db as unknown as { $client: PgliteThread }).$client;
    const copy = await openDatabase({
      pgliteDataDir: 'memory://',
      pgliteLoadDataDir: await client.dumpDataDir('none'),
    });
    try {
      expect(await selectRows(copy.db, sql`select id, name from things`)).toEqual([
        { id: 30, name: 'thirty' },
      ]);
    } finally {
      await copy.close();
    }
  });

  it('opens the next database in the thread a closed one ran in, with nothing of the old one in it', async () => {
    const first = await openEmptyDatabase();
    await first.db.execute(sql`create table leftovers (id int)`);
    const heardByFirst: string[] = [];
    await clientOf(first).listen('kennel_reuse', (payload) => heardByFirst.push(payload));
    const thread = clientOf(first).threadId;
    await first.close();

    const second = await openEmptyDatabase();
    try {
      expect(clientOf(second).threadId).toBe(thread);
      expect(await selectRows(second.db, sql`select to_regclass('leftovers')::text as found`)).toEqual([
        { found: null },
      ]);
      const heard = new Promise<string>((resolve) => {
        void clientOf(second).listen('kennel_reuse', resolve);
      });
      await second.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('kennel_reuse', 'second')`);
      });
      expect(await heard).toBe('second');
      expect(heardByFirst).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('answers a closed database as unavailable (503), not as a bug', async () => {
    const closing = await openEmptyDatabase();
    await closing.close();
    const failure = await closing.db.execute(sql`select 1`).catch((error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });
});

/** What happened first: the slow statement's end or the answer to `/health` asked after it started. */
async function orderOfEvents(thread: 'worker' | 'main'): Promise<string[]> {
  const database = await openEmptyDatabase(thread);
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent/kennel-web' }),
    db: database.db,
  });
  try {
    await app.ready();
    const events: string[] = [];
    const slow = database.db.execute(sql`select pg_sleep(3)`).then(() => events.push('slow query finished'));
    const health = app.inject({ method: 'GET', url: '/health' }).then((response) => {
      events.push(`health answered ${response.statusCode}`);
    });
    await Promise.all([slow, health]);
    return events;
  } finally {
    await app.close();
    await database.close();
  }
}

describe('a slow statement on PGlite', () => {
  it('does not hold up a request that needs no database', async () => {
    expect(await orderOfEvents('worker')).toEqual(['health answered 200', 'slow query finished']);
  });

  it('held every request up while PGlite ran on the HTTP thread (the old driver)', async () => {
    expect(await orderOfEvents('main')).toEqual(['slow query finished', 'health answered 200']);
  });
});
