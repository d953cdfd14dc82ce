import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import type { App } from '../../src/platform/http/server.ts';
import { useTestApp } from '../app.ts';
import { untilLockWaiters } from '../support/lock-waits.ts';
import { seedPickemBoard } from './fixtures.ts';
import { countRows, handClock, propsOfGame } from './lines-support.ts';

// Two API instances on one PostgreSQL, and an entry's transaction holding a prop (FOR SHARE).
const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
let second: App | undefined;
afterAll(async () => {
  await second?.close();
});

async function secondInstance(): Promise<App> {
  const { config, database } = testApp.current;
  second = await buildApp({ config, db: (await database.openAnotherHandle()).db, clock: time.clock });
  await second.ready();
  return second;
}

describe("pick'em lines made by several instances at once (PostgreSQL)", () => {
  it('two instances refreshing together make each prop once, with one first line each', async () => {
    const { app, database } = testApp.current;
    const other = await secondInstance();
    await app.walletModule.sports.producer.prepare();
    await Promise.all([
      app.walletModule.pickemLines.refresh(),
      other.walletModule.pickemLines.refresh(),
      app.walletModule.pickemLines.refresh(),
    ]);
    const db = database.handle.db;
    const props = await countRows(db, 'pickem_props');
    expect(props).toBeGreaterThan(500);
    expect(await countRows(db, 'pickem_lines')).toBe(props);
    const again = await other.walletModule.pickemLines.refresh();
    expect(again).toMatchObject({ created: 0, repriced: 0, locked: 0 });
  });

  it('an entry reading a prop FOR SHARE sees its line until it commits; the lock at start waits for it', async () => {
    const { app, database } = testApp.current;
    const { lines, games } = await seedPickemBoard(app);
    const line = lines[0];
    const game = games.find((candidate) => candidate.id === line?.subjects[0]?.game_id);
    if (!line || !game) throw new Error('no line');
    const entry = await database.openAnotherHandle();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entryRead: { status: string; current_line_id: string }[] = [];
    let entrySawAgain: { status: string; current_line_id: string }[] = [];
    const entryHolding = entry.db.transaction(async (tx) => {
      entryRead = await selectRows(
        tx,
        sql`select status, current_line_id from pickem_props where id = ${line.prop_id} for share`,
      );
      await released;
      entrySawAgain = await selectRows(
        tx,
        sql`select status, current_line_id from pickem_props where id = ${line.prop_id}`,
      );
    });
    while (entryRead.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    time.set(Date.parse(game.starts_at) + 1_000);
    const refreshing = app.walletModule.pickemLines.refreshGame(game.id);
    // The refresh waits on the entry's row lock (seen in pg_stat_activity, not by timing).
    await untilLockWaiters(database.handle.db);
    release();
    await entryHolding;
    const counts = await refreshing;
    expect(entryRead).toEqual([{ status: 'open', current_line_id: line.id }]);
    expect(entrySawAgain).toEqual(entryRead);
    expect(counts.locked).toBeGreaterThan(0);
    const props = await propsOfGame(database.handle.db, game.id);
    expect(props.find((prop) => prop.id === line.prop_id)?.status).toBe('locked');
  });
});
