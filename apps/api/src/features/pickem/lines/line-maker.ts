import { pickemLinesTopic, type SportId } from '@kennel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { EventBus, TopicEvent } from '../../../platform/realtime/bus.ts';
import { decideChanges, type GameMoment, hasChanges, newLine } from './decide.ts';
import { planInGame, planPreGame } from './plan.ts';
import { createPricedGames, inputsOf, recheckAfter, recheckAt } from './priced-games.ts';
import { createProjectedPlayers } from './projected-players.ts';
import { readLinesOfProps } from './read-lines.ts';
import {
  gameProps,
  gameStatLines,
  gamesToPrice,
  insertLines,
  insertProps,
  type LineGame,
  lockProp,
  moveProp,
  moveProps,
  playersVersion,
  readGame,
  scoringPlaysSince,
  setPropStatus,
} from './repo.ts';

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

/** Lines per topic message: a message stays far under the bus's event size limit. */
const LINES_PER_MESSAGE = 100;

/**
 * Makes and moves pick'em lines from the sports world (RULES.md, Pick'em): pre-game lines for the
 * next games, locked at their start; in-game lines re-priced as stats accrue, suspended around
 * scoring plays, locked at the final. Each game's changes commit in one transaction that holds
 * its props' rows (`FOR UPDATE`), so an entry reading a prop (`FOR SHARE`) sees a line before or
 * after a change, never during; the changed lines go out on `pickem:<sport>` after the commit.
 */
export function createLineMaker({
  db,
  clock,
  bus,
  logger,
  upcomingGamesPerSport = 8,
  suspendMs = 5_000,
  onLinesChanged = () => undefined,
}: LineMakerOptions) {
  const priced = createPricedGames();
  const projected = createProjectedPlayers();

  async function publish(sport: SportId, propIds: readonly string[]) {
    if (propIds.length === 0) return;
    onLinesChanged();
    const { lines, players, games } = await readLinesOfProps(db, propIds);
    const events: TopicEvent[] = [];
    for (let start = 0; start < lines.length; start += LINES_PER_MESSAGE) {
      const part = lines.slice(start, start + LINES_PER_MESSAGE);
      const playerIds = new Set(part.flatMap((line) => line.subjects.map((subject) => subject.player_id)));
      const gameIds = new Set(part.flatMap((line) => line.subjects.map((subject) => subject.game_id)));
      events.push({
        type: 'pickem_lines',
        topic: pickemLinesTopic(sport),
        data: {
          lines: part,
          players: players.filter((player) => playerIds.has(player.id)),
          games: games.filter((game) => gameIds.has(game.id)),
        },
      });
    }
    bus.publish(events);
  }

  /** Brings one game's props to what the world says now. */
  async function refreshGame(game: LineGame, world: string, counts: RefreshCounts): Promise<void> {
    const now = clock();
    const inputs = inputsOf(game, world);
    // Nothing the lines depend on changed since they were last found right, and no suspension or
    // start is due: nothing to read, nothing to re-price.
    if (priced.upToDate(game.id, inputs, now)) {
      counts.games += 1;
      return;
    }
    const upcoming = game.status === 'scheduled' && game.starts_at.getTime() > now.getTime();
    const live = game.status === 'in_progress';
    // A first look without locks: most refreshes of most games change nothing.
    const seen = await gameProps(db, game.id, false);
    const preGame = seen.filter((prop) => prop.timing === 'pre_game');
    // Pre-game lines are priced once: an upcoming game already priced since its projections has nothing to do.
    if (upcoming && preGame.length > 0 && game.projected_at) {
      const pricedAt = Math.max(...preGame.map((prop) => prop.updated_at.getTime()));
      if (pricedAt >= game.projected_at.getTime()) {
        counts.games += 1;
        priced.remember(game.id, inputs, recheckAt(game, seen, now));
        return;
      }
    }
    const players = upcoming || live ? await projected.of(db, game, world) : [];
    const desired = upcoming
      ? planPreGame(game, players)
      : live
        ? planInGame(game, players, await gameStatLines(db, game.id))
        : [];
    const earliest = seen
      .filter((prop) => prop.timing === 'in_game' && prop.status === 'open')
      .reduce<Date | null>((min, prop) => (min && min < prop.updated_at ? min : prop.updated_at), null);
    const scoring = live && earliest ? await scoringPlaysSince(db, game.id, earliest) : [];
    const moment = (at: Date): GameMoment => ({ upcoming, live, now: at, scoring });
    counts.games += 1;
    if (!hasChanges(decideChanges(seen, desired, moment(now)))) {
      priced.remember(game.id, inputs, recheckAt(game, seen, now));
      return;
    }
    priced.forget(game.id);
    const changed = await inTransaction(db, async (tx) => {
      const at = clock();
      const locked = await gameProps(tx, game.id, true);
      const changes = decideChanges(locked, desired, moment(at));
      const created = await insertProps(tx, changes.fresh, at);
      // Sent together: the connection runs them in this order, and the transaction holds it for
      // one round trip instead of four (on PGlite, a request waits for the whole transaction).
      await Promise.all([
        insertLines(
          tx,
          changes.moves.map((move) => move.line),
          at,
        ),
        moveProps(
          tx,
          changes.moves.map((move) => ({ propId: move.prop.id, line: move.line, version: move.version })),
          at,
        ),
        setPropStatus(tx, changes.toLock, 'locked', at),
        setPropStatus(tx, changes.toSuspend, 'suspended', at, new Date(at.getTime() + suspendMs)),
      ]);
      return { ...changes, created, recheck: recheckAfter(game, locked, changes, at, suspendMs) };
    });
    // What was written is what these inputs call for: nothing to look at again until a recheck is due.
    priced.remember(game.id, inputs, changed.recheck);
    counts.created += changed.created.length;
    counts.repriced += changed.moves.filter((move) => !move.reopened).length;
    counts.reopened += changed.moves.filter((move) => move.reopened).length;
    counts.locked += changed.toLock.length;
    counts.suspended += changed.toSuspend.length;
    await publish(game.sport_id, [
      ...changed.created,
      ...changed.moves.map((move) => move.prop.id),
      ...changed.toLock,
      ...changed.toSuspend,
    ]);
  }

  async function refreshGames(games: readonly LineGame[]): Promise<RefreshCounts> {
    const counts = emptyCounts();
    const world = await playersVersion(db);
    for (const game of games) {
      try {
        await refreshGame(game, world, counts);
      } catch (error) {
        // One game's failure leaves the others priced; the next refresh tries it again.
        logger.error({ err: error, game_id: game.id }, 'pickem lines of a game not refreshed');
      }
    }
    return counts;
  }

  return {
    /** Every game lines are made for: the next games per sport, the live ones, and any with open props. */
    async refresh(): Promise<RefreshCounts> {
      const games = await gamesToPrice(db, clock(), upcomingGamesPerSport);
      const gameIds = new Set(games.map((game) => game.id));
      priced.keepOnly(gameIds);
      projected.keepOnly(gameIds);
      return refreshGames(games);
    },

    /** One game now (its score or status just changed). */
    async refreshGame(gameId: string): Promise<RefreshCounts> {
      const game = await readGame(db, gameId);
      return refreshGames(game ? [game] : []);
    },

    /**
     * TEST ONLY: gives an open prop a new line one higher (for rivals, a handicap one higher), as
     * a real move would, and publishes it. Answers the new line, or null when the prop is not open.
     */
    async move(propId: string): Promise<{ line_id: string; stat_value: number } | null> {
      const moved = await inTransaction(db, async (tx) => {
        const prop = await lockProp(tx, propId);
        if (prop?.status !== 'open') return null;
        const at = clock();
        const statValue = Number(prop.stat_value) + 1;
        const line = newLine({ id: prop.id, kind: prop.kind }, prop.version + 1, statValue);
        await insertLines(tx, [line], at);
        await moveProp(tx, prop.id, line, prop.version + 1, at);
        return { line_id: line.id, stat_value: statValue, sport: prop.sport_id };
      });
      if (!moved) return null;
      // A hand-made move is not what the inputs say: let the next refresh look at the props again.
      priced.forgetAll();
      await publish(moved.sport, [propId]);
      return { line_id: moved.line_id, stat_value: moved.stat_value };
    },
  };
}

export type LineMaker = ReturnType<typeof createLineMaker>;
