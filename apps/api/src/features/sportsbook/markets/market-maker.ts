import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { boxScoresOfGames } from '../../sports/game-reads.ts';
import { decideGame, isUnderWay, type MarketWrite, reopensAt } from './decide.ts';
import { createGameFinals } from './game-finals.ts';
import { createKnownMarkets, KNOWN_MARKETS_MS, sameVersions } from './known-markets.ts';
import {
  type BookGame,
  bookGamesByIds,
  gamesToPrice,
  type MarketRow,
  marketsOfGames,
  marketVersionsOfGames,
} from './world-reads.ts';
import { writeMarkets } from './write-markets.ts';

/** Upcoming games priced per sport (the book's board); games under way are all priced. */
export const BOOK_GAMES_PER_SPORT = 8;

export interface MarketRunCounts {
  /** Games looked at. */
  games: number;
  /** Games whose inputs changed (or whose bet stop ended) and were decided again. */
  decided: number;
  /** Markets written (new, re-priced, suspended, reopened or closed). */
  written: number;
}

export interface MarketMakerOptions {
  db: Database;
  clock: Clock;
  /** The world's seed (the simulator's controls): the finals are played with it. */
  seed: () => Promise<number>;
  logger: FastifyBaseLogger;
  /**
   * A run asked for by a score change (`scored`) within this long of the last full run decides only
   * the games whose state changed (status, score, start, rosters, projections) or whose bet stop
   * ended, as a scoring play must be met at once; the in-game drift of the other games (new events,
   * the clock) waits for the next full run. 0 (the default): every run is full.
   */
  driftEveryMs?: number;
  /** How long a game's markets are taken from memory before they are read again (known-markets.ts; 0: every run reads them). */
  knownMarketsMs?: number;
}

/**
 * Makes and moves the sportsbook's markets. A run reads the games to price in one statement and
 * remembers what it last decided each from (status, events applied, score, started, rosters), so
 * a run where nothing changed and no bet stop ends sends that one statement and nothing else. A
 * run asked for by score changes reads only the games told and those whose bet stop ended. The
 * markets of the games it decides are taken as it last read or wrote them (known-markets.ts).
 * One run at a time: a run asked for while one is under way joins the next.
 */
export function createMarketMaker({
  db,
  clock,
  seed,
  logger,
  driftEveryMs = 0,
  knownMarketsMs = KNOWN_MARKETS_MS,
}: MarketMakerOptions) {
  const finals = createGameFinals(seed);
  const known = createKnownMarkets(knownMarketsMs);

  /**
   * The games' markets: from memory where known; where known but due a check, from memory when
   * their stored ids and versions are those remembered (one light statement for all of them); the
   * others read whole in one statement.
   */
  async function marketsOf(gameIds: readonly string[], now: Date): Promise<Map<string, MarketRow[]>> {
    const markets = new Map<string, MarketRow[]>();
    const toCheck: string[] = [];
    for (const gameId of gameIds) {
      const rows = known.of(gameId, now);
      if (rows) markets.set(gameId, rows);
      else if (known.due(gameId)) toCheck.push(gameId);
    }
    for (const [gameId, stored] of await marketVersionsOfGames(db, toCheck)) {
      const rows = known.due(gameId);
      if (!rows || !sameVersions(rows, stored)) continue;
      known.checked(gameId, now);
      markets.set(gameId, rows);
    }
    const read = await marketsOfGames(
      db,
      gameIds.filter((gameId) => !markets.has(gameId)),
    );
    for (const [gameId, rows] of read) {
      known.read(gameId, rows, now);
      markets.set(gameId, rows);
    }
    return markets;
  }
  /** Per game, the inputs it was last decided from: its state, then the events applied. */
  const seen = new Map<string, string>();
  const reopenAt = new Map<string, number>();
  let lastFullRunAt = Number.NEGATIVE_INFINITY;
  /** Games whose score or status changed since the last run began (told by `scored`). */
  const scored = new Set<string>();

  const stateOf = (game: BookGame, now: Date) =>
    [
      game.status,
      game.home_score,
      game.away_score,
      isUnderWay(game, now),
      game.roster_version,
      game.projected_at,
    ].join('|');
  const inputsOf = (game: BookGame, now: Date) => `${stateOf(game, now)}|${game.seq}`;

  async function run(): Promise<MarketRunCounts> {
    const now = clock();
    // Real time, not the world's clock: this paces the work, it decides nothing about a price.
    const full = scored.size === 0 || performance.now() - lastFullRunAt >= driftEveryMs;
    if (full) lastFullRunAt = performance.now();
    // Not full: the games told and those whose bet stop ended are all it can decide.
    const told = full
      ? []
      : [
          ...new Set([
            ...scored,
            ...[...reopenAt].filter(([, at]) => at <= now.getTime()).map(([gameId]) => gameId),
          ]),
        ];
    scored.clear();
    const games = full ? await gamesToPrice(db, now, BOOK_GAMES_PER_SPORT) : await bookGamesByIds(db, told);
    const changed = games.filter((game) => {
      const decidedFrom = seen.get(game.id);
      const moved = full
        ? decidedFrom !== inputsOf(game, now)
        : decidedFrom === undefined || !decidedFrom.startsWith(`${stateOf(game, now)}|`);
      return moved || (reopenAt.get(game.id) ?? Number.POSITIVE_INFINITY) <= now.getTime();
    });
    if (changed.length === 0) return { games: games.length, decided: 0, written: 0 };

    const over = (game: BookGame) => game.status === 'final' || game.status === 'cancelled';
    const finalsOf = await finals.of(
      db,
      changed.filter((game) => !over(game)),
    );
    // A game not played out yet this run (the per-run bound) is decided on a later one.
    const due = changed.filter((game) => over(game) || finalsOf.has(game.id));
    const counts = { games: games.length, decided: due.length, written: 0 };
    const markets = await marketsOf(
      due.map((game) => game.id),
      now,
    );
    // Props in-game are priced from the players' totals so far: read only for games under way with props.
    const boxScores = await boxScoresOfGames(
      db,
      due
        .filter(
          (game) => !over(game) && isUnderWay(game, now) && (finalsOf.get(game.id)?.props.length ?? 0) > 0,
        )
        .map((game) => game.id),
    );
    const writesOf = new Map<string, MarketWrite[]>(
      due.map((game) => [
        game.id,
        decideGame(
          game,
          markets.get(game.id) ?? [],
          finalsOf.get(game.id) ?? null,
          boxScores.get(game.id) ?? new Map(),
          now,
        ),
      ]),
    );
    const written = await writeMarkets(db, [...writesOf.values()].flat(), now);
    counts.written = written.size;
    for (const game of due) {
      const writes = writesOf.get(game.id) ?? [];
      // A write that lost a race leaves the game to be decided again on the next run.
      if (writes.some((write) => !written.has(write.id))) {
        seen.delete(game.id);
        known.forget(game.id);
        logger.debug({ game_id: game.id }, 'sportsbook markets moved meanwhile; deciding again');
        continue;
      }
      seen.set(game.id, inputsOf(game, now));
      known.written(game.id, writes);
      const state = new Map<string, { status: string; suspended_until: string | Date | null }>(
        (markets.get(game.id) ?? []).map((row) => [row.id, row]),
      );
      for (const write of writes) state.set(write.id, write);
      const reopens = reopensAt([...state.values()]);
      if (reopens === null) reopenAt.delete(game.id);
      else reopenAt.set(game.id, reopens);
    }
    // A run of some games only leaves the others' memory be.
    if (!full) return counts;
    const looked = new Set(games.map((game) => game.id));
    finals.keepOnly(looked);
    known.keepOnly(looked);
    for (const gameId of seen.keys()) if (!looked.has(gameId)) seen.delete(gameId);
    for (const gameId of reopenAt.keys()) if (!looked.has(gameId)) reopenAt.delete(gameId);
    return counts;
  }

  let current: Promise<MarketRunCounts> | null = null;
  let next: Promise<MarketRunCounts> | null = null;

  /** Prices, moves, suspends, reopens and closes what changed; answers what it looked at and wrote. */
  function refresh(): Promise<MarketRunCounts> {
    if (!current) {
      current = run().finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = null;
        return refresh();
      });
    return next;
  }

  return {
    refresh,
    /** These games' score or status changed: the run this asks for may decide them alone (`driftEveryMs`). */
    scored(gameIds: Iterable<string>) {
      for (const gameId of gameIds) scored.add(gameId);
    },
  };
}

export type MarketMaker = ReturnType<typeof createMarketMaker>;
