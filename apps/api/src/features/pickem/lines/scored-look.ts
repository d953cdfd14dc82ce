import { PICKEM_STATS } from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import { decideChanges, hasChanges } from './decide.ts';
import { type GameLook, momentOf, oldestOpenInGame } from './look.ts';
import { inGamePropId, planInGame } from './plan.ts';
import { inputsOf } from './priced-games.ts';
import type { createProjectedPlayers } from './projected-players.ts';
import type { StoredProp } from './repo.ts';
import { gamesWithStatsAndScoringPlays, type LineGame, type Stats } from './world-reads.ts';

type BoxScore = ReadonlyMap<string, Stats>;

/**
 * Each live game's box score as the line maker's last look at it read it: a scoring play's refresh
 * compares the game's new box score with it to find the players the play moved.
 */
export function createSeenBoxScores() {
  const seen = new Map<string, BoxScore>();
  return {
    of: (gameId: string): BoxScore | undefined => seen.get(gameId),
    remember(gameId: string, boxScore: BoxScore) {
      seen.set(gameId, boxScore);
    },
    forget(gameId: string) {
      seen.delete(gameId);
    },
    forgetAll() {
      seen.clear();
    },
    keepOnly(gameIds: ReadonlySet<string>) {
      for (const gameId of seen.keys()) if (!gameIds.has(gameId)) seen.delete(gameId);
    },
  };
}

export type SeenBoxScores = ReturnType<typeof createSeenBoxScores>;

function sameStats(a: Stats | undefined, b: Stats | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The players whose totals differ between two box scores of a game (one missing from either moved too). */
export function playersMoved(before: BoxScore, after: BoxScore): Set<string> {
  const moved = new Set<string>();
  for (const [playerId, stats] of after) if (!sameStats(before.get(playerId), stats)) moved.add(playerId);
  for (const playerId of before.keys()) if (!after.has(playerId)) moved.add(playerId);
  return moved;
}

/**
 * Whether a scoring play's refresh of a game can look at the players it moved alone: its props
 * are known, and so is the box score they were decided from, and its start has been met (no
 * pre-game prop left open). Otherwise the game is looked at whole.
 */
export const canLookAtMovedPlayers = (
  props: readonly StoredProp[] | undefined,
  boxScore: BoxScore | undefined,
) =>
  props !== undefined &&
  boxScore !== undefined &&
  props.every((prop) => prop.timing !== 'pre_game' || prop.status === 'locked');

export interface ScoredLooked {
  /** Games whose moved players' props call for a change (each look covers those props alone). */
  changing: GameLook[];
  /** The games still under way that were looked at, with their new box scores. */
  looked: { game: LineGame; boxScore: BoxScore }[];
  /** Games no longer under way (their status changed since the play): to be looked at whole. */
  whole: LineGame[];
  statLines: Map<string, Map<string, Stats>>;
}

/**
 * A scoring play's look at games under way whose props are known: reads each game's row, box score
 * and scoring plays in one statement, finds the players whose totals moved since the last look,
 * and prices and decides only their in-game props (a scoring play suspends them; their lines are
 * re-priced on their new totals). The other props' drift with the clock waits for the next look at
 * the whole game (the 3-second job). Decided exactly as a whole look decides those props.
 */
export async function lookAtMovedPlayers(
  db: Database,
  scored: readonly { gameId: string; seen: StoredProp[] }[],
  {
    projected,
    boxScores,
  }: { projected: ReturnType<typeof createProjectedPlayers>; boxScores: SeenBoxScores },
  now: Date,
): Promise<ScoredLooked> {
  const since = new Map<string, Date>();
  for (const { gameId, seen } of scored) {
    const oldest = oldestOpenInGame(seen);
    if (oldest) since.set(gameId, oldest);
  }
  const read = await gamesWithStatsAndScoringPlays(
    db,
    scored.map(({ gameId }) => gameId),
    since,
  );
  const seenOf = new Map(scored.map(({ gameId, seen }) => [gameId, seen]));
  const live = read.games.filter((game) => game.status === 'in_progress');
  const result: ScoredLooked = {
    changing: [],
    looked: [],
    whole: read.games.filter((game) => game.status !== 'in_progress'),
    statLines: read.statLines,
  };
  const moving: { game: LineGame; boxScore: BoxScore; moved: Set<string> }[] = [];
  for (const game of live) {
    const boxScore = read.statLines.get(game.id) ?? new Map<string, Stats>();
    result.looked.push({ game, boxScore });
    const moved = playersMoved(boxScores.of(game.id) ?? new Map(), boxScore);
    if (moved.size > 0) moving.push({ game, boxScore, moved });
  }
  if (moving.length === 0) return result;
  const players = await projected.of(
    db,
    moving.map(({ game }) => game),
  );
  for (const { game, boxScore, moved } of moving) {
    const seen = seenOf.get(game.id) ?? [];
    const propIds = new Set(
      [...moved].flatMap((playerId) =>
        PICKEM_STATS[game.sport_id].map((stat) => inGamePropId(game.id, playerId, stat.key)),
      ),
    );
    const desired = planInGame(
      game,
      (players.get(game.id) ?? []).filter((player) => moved.has(player.player_id)),
      boxScore,
    );
    const look: GameLook = {
      game,
      inputs: inputsOf(game),
      seen,
      changing: [],
      desired,
      upcoming: false,
      live: true,
      scoring: read.scoring.get(game.id) ?? [],
    };
    const changes = decideChanges(
      seen.filter((prop) => propIds.has(prop.id)),
      desired,
      momentOf(look, now),
    );
    if (!hasChanges(changes)) continue;
    look.changing = [...changes.moves.map((move) => move.prop.id), ...changes.toLock, ...changes.toSuspend];
    const involved = new Set([...look.changing, ...changes.fresh.map((prop) => prop.id)]);
    look.desired = desired.filter((prop) => involved.has(prop.id));
    result.changing.push(look);
  }
  return result;
}
