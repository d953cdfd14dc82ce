import { describe, expect, it } from 'vitest';
import { createLineMaker, type RefreshCounts } from '../../src/features/pickem/lines/index.ts';
import { useTestApp } from '../app.ts';
import { countingDatabase } from '../statements.ts';
import { seedPickemBoard } from './fixtures.ts';
import { advanceGame, handClock } from './lines-support.ts';

// The statements of a line maker's refresh that looks at every game (a line maker of the test's
// own, which has not seen any game yet, so it reads all of them) and finds nothing to write: they
// must not grow with the number of games, live or upcoming.
const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });

/** A line maker of the test's own, over a database that records every statement it sends. */
function countedLineMaker() {
  const { app, database } = testApp.current;
  const statements: string[] = [];
  const lineMaker = createLineMaker({
    db: countingDatabase(database.handle.db, (query) => statements.push(query)),
    clock: time.clock,
    bus: app.eventBus,
    logger: app.log,
  });
  return { lineMaker, statements };
}

/** A new line maker's first refresh, with the statements it sent. */
async function refreshCounted(): Promise<{ counts: RefreshCounts; statements: string[] }> {
  const { lineMaker, statements } = countedLineMaker();
  return { counts: await lineMaker.refresh(), statements };
}

/** Starts games (their first events) and lets the app's line maker price them. */
async function startGames(gameIds: readonly string[]) {
  const { app } = testApp.current;
  for (const gameId of gameIds) await advanceGame(app, gameId, 15);
  await app.walletModule.pickemLines.refresh();
}

const nothingWritten = { created: 0, repriced: 0, suspended: 0, reopened: 0, locked: 0 };

describe("pick'em lines: a refresh's statements, whatever the number of games", () => {
  it('are as many for six live games as for two when nothing needs writing', async () => {
    const { app } = testApp.current;
    const { games } = await seedPickemBoard(app);
    const soonest = [...games].sort((a, b) => a.starts_at.localeCompare(b.starts_at)).map((game) => game.id);
    expect(soonest.length).toBeGreaterThanOrEqual(6);

    await startGames(soonest.slice(0, 2));
    const few = await refreshCounted();
    expect(few.counts).toMatchObject(nothingWritten);

    await startGames(soonest.slice(2, 6));
    const more = await refreshCounted();
    expect(more.counts).toMatchObject(nothingWritten);

    // Both looked at every game, the live ones' props, stat lines, projections and scoring plays included.
    expect(more.counts.games).toBeGreaterThan(few.counts.games);
    expect(more.counts.games).toBeGreaterThan(10);
    expect(more.statements.length).toBe(few.statements.length);
    expect(more.statements.length).toBeLessThanOrEqual(5);
  });

  it('reads nothing but the games when no game changed since the last refresh', async () => {
    const { lineMaker, statements } = countedLineMaker();
    await lineMaker.refresh();
    statements.splice(0);
    const counts = await lineMaker.refresh();
    expect(counts.games).toBeGreaterThan(10);
    expect(statements).toHaveLength(1);
  });

  it('the job and the refresh of a changed game report their run time and statements in /metrics', async () => {
    const { app } = testApp.current;
    const metric = async (pattern: RegExp) => {
      const body = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(pattern.exec(body)?.[1] ?? 0);
    };
    const runs = (job: string) =>
      metric(new RegExp(`^kennel_background_run_seconds_count\\{job="${job}",outcome="ok"\\} (\\S+)`, 'm'));
    const statements = (job: string) =>
      metric(new RegExp(`^kennel_db_statements_total\\{job="${job}"\\} (\\S+)`, 'm'));
    const before = {
      job: await runs('pickem_lines'),
      game: await runs('pickem_lines_game'),
      jobStatements: await statements('pickem_lines'),
      gameStatements: await statements('pickem_lines_game'),
    };
    // A game not started yet (its pre-game lines are on the board): its first events change its status.
    const { games } = await seedPickemBoard(app);
    const next = [...games].sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0];
    if (!next) throw new Error('no game to start');
    await advanceGame(app, next.id, 5);
    await app.jobs.runNow(['pickem_lines']);
    expect(await runs('pickem_lines')).toBeGreaterThan(before.job);
    expect(await runs('pickem_lines_game')).toBeGreaterThan(before.game);
    expect(await statements('pickem_lines')).toBeGreaterThan(before.jobStatements);
    expect(await statements('pickem_lines_game')).toBeGreaterThan(before.gameStatements);
  });
});
