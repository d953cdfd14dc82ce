import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../../platform/db/database.ts';
import { decideChanges, type GameMoment, hasChanges } from './decide.ts';
import type { KnownProps } from './known-props.ts';
import { type DesiredProp, planInGame, planPreGame } from './plan.ts';
import { recheckAt } from './priced-games.ts';
import type { createProjectedPlayers } from './projected-players.ts';
import { propsByGame, propsOfGames, type StoredProp } from './repo.ts';
import {
  boxScoresOfGames,
  type LineGame,
  type ScoringPlay,
  type Stats,
  scoringPlaysOfGames,
  statsAndScoringPlays,
} from './world-reads.ts';

/**
 * A game whose lines, as read without locks, call for a change: the props that change (existing
 * ones, locked and decided again by the write) and those to create, what they should be, and the
 * moment's facts.
 */
export interface GameLook {
  game: LineGame;
  /** Its inputs when looked at (priced-games.ts): remembered once its change is written. */
  inputs: string;
  /** Its props as read without locks (after the write, when it next needs a look follows from them). */
  seen: StoredProp[];
  /** The stored props the change is to (existing props that would move, lock or be suspended). */
  changing: string[];
  /** What the changing props and the props to create should be. */
  desired: DesiredProp[];
  upcoming: boolean;
  live: boolean;
  scoring: ScoringPlay[];
}

/** How many props a game's change touches: write transactions are kept small by it. */
export const sizeOf = (look: GameLook) => look.changing.length + look.desired.length;

export interface Looked {
  /** Games whose stored props are right for their inputs, and when each needs a look again regardless. */
  right: { game: LineGame; inputs: string; recheck: number }[];
  changing: GameLook[];
  /** Each player's totals so far in the games under way (a published line shows them). */
  statLines: Map<string, Map<string, Stats>>;
}

export const momentOf = (look: GameLook, now: Date): GameMoment => ({
  upcoming: look.upcoming,
  live: look.live,
  now,
  scoring: look.scoring,
});

const isUpcoming = (game: LineGame, now: Date) =>
  game.status === 'scheduled' && game.starts_at.getTime() > now.getTime();

/** When the game's oldest open in-game prop last changed: scoring plays since then may suspend one. */
export function oldestOpenInGame(props: readonly StoredProp[]): Date | null {
  let oldest: Date | null = null;
  for (const prop of props)
    if (prop.timing === 'in_game' && prop.status === 'open' && (!oldest || prop.updated_at < oldest))
      oldest = prop.updated_at;
  return oldest;
}

/**
 * Looks at games whose inputs changed: reads their props (those not known, see known-props.ts),
 * stat lines, projected players (those not remembered) and scoring plays, each for all the games
 * in one statement, and decides in memory which games need a write. Nothing is locked: the write
 * decides again under lock.
 */
export async function lookAtGames(
  db: Database,
  due: readonly { game: LineGame; inputs: string }[],
  { projected, known }: { projected: ReturnType<typeof createProjectedPlayers>; known: KnownProps },
  now: Date,
): Promise<Looked> {
  const seenOf = new Map<string, StoredProp[]>();
  for (const { game } of due) {
    const props = known.of(game.id, now);
    if (props) seenOf.set(game.id, props);
  }
  const toRead = due.filter(({ game }) => !seenOf.has(game.id)).map(({ game }) => game.id);
  const started = due.filter(({ game }) => game.status !== 'scheduled').map(({ game }) => game.id);
  const upcomingIds = due.filter(({ game }) => isUpcoming(game, now)).map(({ game }) => game.id);
  // Every prop known (the usual look at live games): each game's `since` for its scoring plays is
  // known before any read, so its stat lines and plays are read together after deciding what to price.
  const [props, statsRead] =
    toRead.length === 0
      ? [[], undefined]
      : await Promise.all([propsOfGames(db, toRead, upcomingIds), boxScoresOfGames(db, started)]);
  for (const [gameId, read] of propsByGame(toRead, props)) {
    seenOf.set(gameId, read);
    known.read(gameId, read, now);
  }
  const right: Looked['right'] = [];
  const priced: { game: LineGame; inputs: string; seen: StoredProp[]; upcoming: boolean; live: boolean }[] =
    [];
  for (const { game, inputs } of due) {
    const seen = seenOf.get(game.id) ?? [];
    const upcoming = isUpcoming(game, now);
    const live = game.status === 'in_progress';
    // Pre-game lines are priced once: an upcoming game already priced since its projections has nothing to do.
    const preGame = seen.filter((prop) => prop.timing === 'pre_game');
    const pricedAt = Math.max(...preGame.map((prop) => prop.updated_at.getTime()));
    if (upcoming && preGame.length > 0 && game.projected_at && pricedAt >= game.projected_at.getTime())
      right.push({ game, inputs, recheck: recheckAt(game, seen, now) });
    else priced.push({ game, inputs, seen, upcoming, live });
  }
  const since = new Map<string, Date>();
  for (const { game, seen, live } of priced) {
    const oldest = live ? oldestOpenInGame(seen) : null;
    if (oldest) since.set(game.id, oldest);
  }
  const [players, { statLines, scoring }] = await Promise.all([
    projected.of(
      db,
      priced.filter((game) => game.upcoming || game.live).map(({ game }) => game),
    ),
    statsRead
      ? scoringPlaysOfGames(db, since).then((plays) => ({ statLines: statsRead, scoring: plays }))
      : statsAndScoringPlays(db, started, since),
  ]);
  const looked: Looked = { right, changing: [], statLines };
  for (const { game, inputs, seen, upcoming, live } of priced) {
    const projectedPlayers = players.get(game.id) ?? [];
    const desired = upcoming
      ? planPreGame(game, projectedPlayers)
      : live
        ? planInGame(game, projectedPlayers, statLines.get(game.id) ?? new Map())
        : [];
    const look: GameLook = {
      game,
      inputs,
      seen,
      changing: [],
      desired,
      upcoming,
      live,
      scoring: scoring.get(game.id) ?? [],
    };
    const changes = decideChanges(seen, desired, momentOf(look, now));
    if (hasChanges(changes)) {
      look.changing = [...changes.moves.map((move) => move.prop.id), ...changes.toLock, ...changes.toSuspend];
      // The write needs only the targets of what changes: its decision covers those props alone.
      const involved = new Set([...look.changing, ...changes.fresh.map((prop) => prop.id)]);
      look.desired = desired.filter((prop) => involved.has(prop.id));
      looked.changing.push(look);
    } else looked.right.push({ game, inputs, recheck: recheckAt(game, seen, now) });
    // Pricing a game is a block of JavaScript on the HTTP thread: requests go between games.
    await nextTurn();
  }
  return looked;
}
