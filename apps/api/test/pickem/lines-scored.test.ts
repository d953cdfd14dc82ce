import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLineMaker, type LineMaker } from '../../src/features/pickem/lines/index.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { countingDatabase } from '../statements.ts';
import { seedPickemBoard } from './fixtures.ts';
import { advanceGame, earliestGames, handClock, type PropRow, propsOfGame } from './lines-support.ts';

// A scoring play's refresh of a game under way (`refreshScored`, what the app runs on a score
// change) looks at the props of the players whose totals the play moved, not every prop of the
// game: the others' drift with the clock is the next whole look's. What it writes for those players
// must be what a look at the whole game decides. The app's own line maker is stopped from refreshing
// on game messages: every change below is the test's line maker's.
const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
/** Every statement the test's line maker sent (transaction control left out), with its parameters. */
const sent: { query: string; params: unknown[] }[] = [];
let lineMaker: LineMaker | undefined;
const lines = () => {
  const { app, database } = testApp.current;
  lineMaker ??= createLineMaker({
    db: countingDatabase(database.handle.db, (query, params) => sent.push({ query, params })),
    clock: time.clock,
    bus: app.eventBus,
    logger: app.log,
  });
  return lineMaker;
};

/** A line maker that has seen nothing: it looks at every prop of the game. */
const freshLineMaker = () => {
  const { app, database } = testApp.current;
  return createLineMaker({ db: database.handle.db, clock: time.clock, bus: app.eventBus, logger: app.log });
};

const stateOf = ({ id, status, version, current_line_id, suspended_until }: PropRow) =>
  JSON.stringify({ id, status, version, current_line_id, until: suspended_until && String(suspended_until) });

/** The props whose price or state differ between two reads of a game's props. */
function changedBetween(before: readonly PropRow[], after: readonly PropRow[]): PropRow[] {
  const was = new Map(before.map((prop) => [prop.id, stateOf(prop)]));
  return after.filter((prop) => was.get(prop.id) !== stateOf(prop));
}

async function scoreOf(gameId: string): Promise<{ points: number; status: string }> {
  const [row] = await selectRows<{ points: number; status: string }>(
    testApp.current.database.handle.db,
    sql`select home_score + away_score as points, status from games where id = ${gameId}`,
  );
  return { points: Number(row?.points), status: String(row?.status) };
}

async function boxScoreOf(gameId: string): Promise<Map<string, string>> {
  const rows = await selectRows<{ player_id: string; stats: unknown }>(
    testApp.current.database.handle.db,
    sql`select player_id, stats from player_game_stats where game_id = ${gameId}`,
  );
  return new Map(rows.map((row) => [row.player_id, JSON.stringify(row.stats)]));
}

const movedBetween = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([playerId, stats]) => before.get(playerId) !== stats).map(([playerId]) => playerId);

const hasOpenInGameProps = (props: readonly PropRow[], playerId: string) =>
  props.some(
    (prop) => prop.timing === 'in_game' && prop.status === 'open' && prop.player_ids[0] === playerId,
  );

const nothingWritten = { created: 0, repriced: 0, suspended: 0, reopened: 0, locked: 0 };

describe("pick'em lines after a scoring play: the props of the players it moved", () => {
  let gameId = '';

  beforeAll(async () => {
    await testApp.current.app.walletModule.pickemLinesLive.close();
  });

  /**
   * Plays the game event by event, the test's line maker catching up with a whole look after each
   * event that is not the one wanted; answers the props before the wanted event and who it moved.
   */
  async function playUntil(wanted: (moved: string[], props: PropRow[], scored: boolean) => boolean) {
    const { app, database } = testApp.current;
    for (let event = 0; event < 200; event++) {
      await lines().refresh();
      const props = await propsOfGame(database.handle.db, gameId);
      const box = await boxScoreOf(gameId);
      const { points } = await scoreOf(gameId);
      time.advance(1_000);
      await advanceGame(app, gameId, 1);
      const moved = movedBetween(box, await boxScoreOf(gameId));
      const now = await scoreOf(gameId);
      if (now.status !== 'in_progress') break;
      if (wanted(moved, props, now.points !== points)) return { props, moved };
    }
    throw new Error('no such event in the game while under way');
  }

  it('changes only the props of the one player a scoring play moved, as a whole look would', async () => {
    const { app, database } = testApp.current;
    const db = database.handle.db;
    const [nba] = earliestGames((await seedPickemBoard(app)).games, 'nba', 1);
    if (!nba) throw new Error('no upcoming nba game');
    gameId = nba.id;
    time.set(Date.parse(nba.starts_at) + 1_000);
    await advanceGame(app, gameId, 40);
    const { props: before, moved } = await playUntil(
      (players, props, scored) =>
        scored && players.length === 1 && hasOpenInGameProps(props, players[0] ?? ''),
    );
    const [player] = moved;

    sent.splice(0);
    const counts = await lines().refreshScored(gameId);
    const after = await propsOfGame(db, gameId);
    const changed = changedBetween(before, after);
    expect(changed.length).toBeGreaterThan(0);
    expect(new Set(changed.map((prop) => prop.player_ids[0]))).toEqual(new Set([player]));
    expect(counts.created + counts.repriced + counts.suspended + counts.reopened + counts.locked).toBe(
      changed.length,
    );
    // One read (the game, its box score and plays) and the write, which locks his props alone (in
    // its own statement: no read of them before it) and reads the published message's game and
    // players too.
    expect(sent).toHaveLength(2);
    const locked = sent.filter(({ query }) => /\bfor update\b/.test(query));
    expect(locked).toHaveLength(1);
    expect(locked[0]).toBe(sent[1]);
    const lockedIds = JSON.parse(String(locked[0]?.params[0])) as string[];
    expect(lockedIds.every((id) => id.startsWith(`hl:live:${gameId}:${player}:`))).toBe(true);

    // A line maker looking at every prop of the game at the same moment leaves his props as they are.
    await freshLineMaker().refreshGame(gameId);
    const whole = await propsOfGame(db, gameId);
    const his = (props: PropRow[]) => props.filter((prop) => prop.player_ids[0] === player).map(stateOf);
    expect(his(whole)).toEqual(his(after));
  });

  it('sends one read and no transaction when the play moved only players with no line', async () => {
    const { database } = testApp.current;
    const { props: before } = await playUntil(
      (moved, props) =>
        moved.length > 0 &&
        moved.every(
          (player) => !props.some((prop) => prop.timing === 'in_game' && prop.player_ids[0] === player),
        ),
    );
    sent.splice(0);
    const counts = await lines().refreshScored(gameId);
    expect(counts).toMatchObject({ games: 1, ...nothingWritten });
    expect(sent).toHaveLength(1);
    expect(changedBetween(before, await propsOfGame(database.handle.db, gameId))).toEqual([]);
  });

  it('looks at the whole game when it does not know the box score its props were decided from', async () => {
    const { app, database } = testApp.current;
    const before = await propsOfGame(database.handle.db, gameId);
    time.advance(1_000);
    await advanceGame(app, gameId, 20);
    const counts = await freshLineMaker().refreshScored(gameId);
    expect(counts.games).toBe(1);
    // Whatever the 20 events moved (lines of players they did not move drift with the clock), a
    // whole look right after finds nothing left to do.
    expect(changedBetween(before, await propsOfGame(database.handle.db, gameId)).length).toBeGreaterThan(0);
    expect(await freshLineMaker().refreshGame(gameId)).toMatchObject(nothingWritten);
  });
});
