import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { EventBus } from '../../../platform/realtime/bus.ts';
import { newLine } from './decide.ts';
import { createKnownProps, KNOWN_PROPS_MS } from './known-props.ts';
import { type GameLook, lookAtGames } from './look.ts';
import { createPricedGames, inputsOf } from './priced-games.ts';
import { createProjectedPlayers } from './projected-players.ts';
import { type ChangedProp, changedHeld, type LineSummaries, publishChangedProps } from './published-lines.ts';
import { createRefreshQueue, type RefreshTarget } from './refresh-queue.ts';
import { holdProps, type StoredProp, stateOf, writeProps } from './repo.ts';
import { canLookAtMovedPlayers, createSeenBoxScores, lookAtMovedPlayers } from './scored-look.ts';
import { boxScoresOfGames, gamesToPrice, type LineGame, readGames, type Stats } from './world-reads.ts';
import { type Written, writeChanges, writeGroups } from './write-changes.ts';

export interface LineMakerOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  logger: FastifyBaseLogger;
  /** Upcoming games per sport that get pre-game lines (about 2,000 lines on the board in all). */
  upcomingGamesPerSport?: number;
  /** How long an in-game prop stays suspended after a scoring play its player was in. */
  suspendMs?: number;
  /** Told after each commit that changed lines (the board cache drops its reads). */
  onLinesChanged?: () => void;
  /**
   * Set: a refresh asked for while none runs waits this long for more asks to share it (the score
   * changes of one simulator tick arrive game by game, a few milliseconds apart).
   */
  gatherMs?: number;
  /** How long a game's props are taken from memory before they are read again (known-props.ts; 0: every look reads them). */
  knownPropsMs?: number;
}

/** What one refresh did, summed over games. */
export interface RefreshCounts {
  games: number;
  created: number;
  repriced: number;
  suspended: number;
  reopened: number;
  locked: number;
}

const emptyCounts = (): RefreshCounts => ({
  games: 0,
  created: 0,
  repriced: 0,
  suspended: 0,
  reopened: 0,
  locked: 0,
});

function sumCounts(counts: Iterable<RefreshCounts>): RefreshCounts {
  const sum = emptyCounts();
  for (const one of counts)
    for (const key of Object.keys(sum) as (keyof RefreshCounts)[]) sum[key] += one[key];
  return sum;
}

/**
 * Makes and moves pick'em lines from the sports world (RULES.md, Pick'em): pre-game lines for the
 * next games, locked at their start; in-game lines re-priced as stats accrue, suspended around
 * scoring plays, locked at the final. A refresh skips games whose inputs did not change, reads the
 * others' props and facts in a few statements for all of them, and opens a write only for games
 * whose lines differ from what they should be; that write holds their props (`FOR UPDATE`), so an
 * entry reading a prop (`FOR SHARE`) sees a line before or after a change, never during. The
 * changed lines go out on `pickem:<sport>` after the commit, built from the rows the write held.
 */
export function createLineMaker({
  db,
  clock,
  bus,
  logger,
  upcomingGamesPerSport = 8,
  suspendMs = 5_000,
  onLinesChanged = () => undefined,
  gatherMs,
  knownPropsMs = KNOWN_PROPS_MS,
}: LineMakerOptions) {
  const priced = createPricedGames();
  const projected = createProjectedPlayers();
  const known = createKnownProps(knownPropsMs);
  const boxScores = createSeenBoxScores();

  async function publish(
    changed: readonly ChangedProp[],
    statLines: Map<string, Map<string, Stats>>,
    summaries?: LineSummaries,
  ) {
    if (changed.length === 0) return;
    onLinesChanged();
    await publishChangedProps(db, bus, changed, statLines, summaries);
  }

  /** Writes a group's changes together; when that fails, game by game, so one game's failure leaves the others priced. */
  async function write(group: readonly GameLook[]): Promise<Written[]> {
    const options = { clock, suspendMs };
    try {
      return [await writeChanges(db, group, options)];
    } catch (error) {
      if (group.length === 1) {
        logger.error({ err: error, game_id: group[0]?.game.id }, 'pickem lines of a game not refreshed');
        return [];
      }
    }
    const written: Written[] = [];
    for (const look of group) {
      try {
        written.push(await writeChanges(db, [look], options));
      } catch (error) {
        logger.error({ err: error, game_id: look.game.id }, 'pickem lines of a game not refreshed');
      }
    }
    return written;
  }

  const gameCounts = (games: readonly LineGame[]) =>
    new Map(games.map((game) => [game.id, { ...emptyCounts(), games: 1 }]));

  /**
   * Writes the looks' changes in groups and publishes each group's after its commit. `whole`: each
   * look covered every prop of its game, so what it wrote is what the game's inputs call for.
   */
  async function writeLooks(
    changing: readonly GameLook[],
    statLines: Map<string, Map<string, Stats>>,
    counts: Map<string, RefreshCounts>,
    whole: boolean,
  ) {
    for (const look of changing) priced.forget(look.game.id);
    for (const group of writeGroups(changing)) {
      const written = await write(group);
      // A game whose write failed, or whose props the write leaves unknown, is read again next time.
      const left = new Map<string, StoredProp[] | undefined>(group.map((look) => [look.game.id, undefined]));
      for (const { look, props } of written.flatMap((write) => write.games)) left.set(look.game.id, props);
      for (const [gameId, props] of left)
        if (props) known.written(gameId, props);
        else {
          known.forget(gameId);
          boxScores.forget(gameId);
        }
      for (const { look, changes, created, recheck, lost } of written.flatMap((write) => write.games)) {
        // What was written is what these inputs call for: nothing to look at again until a recheck
        // is due. A game some change of which met another state is decided again on the next look.
        if (whole && !lost) priced.remember(look.game.id, look.inputs, recheck);
        const count = counts.get(look.game.id);
        if (!count) continue;
        count.created += created.length;
        count.repriced += changes.moves.filter((move) => !move.reopened).length;
        count.reopened += changes.moves.filter((move) => move.reopened).length;
        count.locked += changes.toLock.length;
        count.suspended += changes.toSuspend.length;
      }
      try {
        await publish(
          written.flatMap((write) => write.changed),
          statLines,
          written.length === 1 ? written[0]?.summaries : undefined,
        );
      } catch (error) {
        logger.error({ err: error }, 'pickem lines changed but not published');
      }
    }
  }

  /** Brings these games' props to what the world says now; answers what it did per game. */
  async function refreshGames(games: readonly LineGame[]) {
    const now = clock();
    const counts = gameCounts(games);
    // Nothing a game's lines depend on changed since they were last found right, and no suspension
    // or start is due: nothing to read, nothing to re-price.
    const due = games
      .map((game) => ({ game, inputs: inputsOf(game) }))
      .filter(({ game, inputs }) => !priced.upToDate(game.id, inputs, now));
    if (due.length === 0) return counts;
    const looked = await lookAtGames(db, due, { projected, known }, now);
    for (const [gameId, boxScore] of looked.statLines) boxScores.remember(gameId, boxScore);
    for (const { game, inputs, recheck } of looked.right) priced.remember(game.id, inputs, recheck);
    await writeLooks(looked.changing, looked.statLines, counts, true);
    return counts;
  }

  /**
   * Games under way after a scoring play: where the game's props and the box score they were
   * decided from are known, only the props of the players whose totals moved are looked at
   * (scored-look.ts), and a play that moved nobody's priced props writes nothing; the others whole.
   */
  async function refreshScored(gameIds: readonly string[]) {
    const now = clock();
    const scored: { gameId: string; seen: StoredProp[] }[] = [];
    const others: string[] = [];
    for (const gameId of gameIds) {
      const seen = known.of(gameId, now);
      if (seen && canLookAtMovedPlayers(seen, boxScores.of(gameId))) scored.push({ gameId, seen });
      else others.push(gameId);
    }
    const counts = await refreshGames(await readGames(db, others));
    if (scored.length === 0) return counts;
    const looked = await lookAtMovedPlayers(db, scored, { projected, boxScores }, now);
    for (const [gameId, count] of await refreshGames(looked.whole)) counts.set(gameId, count);
    for (const [gameId, count] of gameCounts(looked.looked.map(({ game }) => game)))
      counts.set(gameId, count);
    for (const { game, boxScore } of looked.looked) boxScores.remember(game.id, boxScore);
    await writeLooks(looked.changing, looked.statLines, counts, false);
    return counts;
  }

  const queue = createRefreshQueue(
    async (target: RefreshTarget) => {
      // A game asked for whole (or covered by a refresh of every game) is looked at whole.
      const scoredOnly = [...target.scoredIds].filter((id) => !target.gameIds.has(id));
      if (!target.all) {
        const counts = await refreshGames(await readGames(db, [...target.gameIds]));
        for (const [gameId, count] of await refreshScored(scoredOnly)) counts.set(gameId, count);
        return counts;
      }
      const every = await gamesToPrice(db, clock(), upcomingGamesPerSport);
      const gameIds = new Set(every.map((game) => game.id));
      priced.keepOnly(gameIds);
      projected.keepOnly(gameIds);
      known.keepOnly(gameIds);
      boxScores.keepOnly(gameIds);
      // Games whose score changed during the last refresh and that are no longer priced (all locked).
      const others = await readGames(
        db,
        [...target.gameIds, ...scoredOnly].filter((id) => !gameIds.has(id)),
      );
      return refreshGames([...every, ...others]);
    },
    { gatherMs },
  );

  return {
    /** Every game lines are made for: the next games per sport, the live ones, and any with open props. */
    async refresh(): Promise<RefreshCounts> {
      return sumCounts((await queue.all()).values());
    },

    /** One game now (its status just changed, or a test asks); answers what was done to it. */
    async refreshGame(gameId: string): Promise<RefreshCounts> {
      return (await queue.game(gameId)).get(gameId) ?? emptyCounts();
    },

    /**
     * One game under way whose score just changed: the props of the players whose totals moved
     * (the rest follow on the next refresh of every game); answers what was done to it.
     */
    async refreshScored(gameId: string): Promise<RefreshCounts> {
      return (await queue.scored(gameId)).get(gameId) ?? emptyCounts();
    },

    /**
     * TEST ONLY: gives an open prop a new line one higher (for rivals, a handicap one higher), as
     * a real move would, and publishes it. Answers the new line, or null when the prop is not open.
     */
    async move(propId: string): Promise<{ line_id: string; stat_value: number } | null> {
      const moved = await inTransaction(db, async (tx) => {
        const [prop] = await holdProps(tx, [propId]);
        if (prop?.status !== 'open') return null;
        const at = clock();
        // Priced on the same stat so far: only the value moves.
        const line = newLine(prop, prop.version + 1, Number(prop.stat_value) + 1, prop.priced_on);
        await writeProps(
          tx,
          {
            fresh: [],
            moves: [{ from: stateOf(prop), line, version: prop.version + 1 }],
            toLock: [],
            toSuspend: [],
          },
          at,
          at,
        );
        return changedHeld(prop, 'open', at, line);
      });
      if (!moved) return null;
      // A hand-made move is not what the inputs say: let the next refresh look at the props again.
      priced.forgetAll();
      known.forgetAll();
      boxScores.forgetAll();
      await publish([moved], await boxScoresOfGames(db, moved.game_ids));
      return { line_id: moved.line_id, stat_value: moved.stat_value };
    },
  };
}

export type LineMaker = ReturnType<typeof createLineMaker>;
