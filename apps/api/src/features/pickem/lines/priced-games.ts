import type { LineChanges } from './decide.ts';
import type { StoredProp } from './repo.ts';
import type { LineGame } from './world-reads.ts';

/**
 * Everything a game's lines are computed from, as one string: its row (status, start, score and
 * clock through `seq`, any other change through `updated_at`), when its projections last changed,
 * and its teams' players (rosters and statuses). Equal inputs give equal desired lines.
 */
export function inputsOf(game: LineGame): string {
  return [
    game.status,
    game.starts_at.getTime(),
    game.seq,
    game.period,
    game.clock_seconds,
    game.updated_at.getTime(),
    game.projected_at?.getTime() ?? '',
    game.roster_version,
  ].join('|');
}

/**
 * When a game whose props are right now needs a look again with no change to its inputs: the start
 * of an upcoming game (its pre-game props lock), the end of the first suspension (it reopens).
 */
export function recheckAt(game: LineGame, props: readonly StoredProp[], now: Date): number {
  let at = Number.POSITIVE_INFINITY;
  if (game.status === 'scheduled' && game.starts_at.getTime() > now.getTime()) at = game.starts_at.getTime();
  for (const prop of props) {
    if (prop.status !== 'suspended') continue;
    at = Math.min(at, prop.suspended_until?.getTime() ?? now.getTime());
  }
  return at;
}

/** `recheckAt` for the props as `changes`, written at `at`, left them (a new suspension ends `suspendMs` later). */
export function recheckAfter(
  game: LineGame,
  props: readonly StoredProp[],
  changes: LineChanges,
  at: Date,
  suspendMs: number,
): number {
  const suspended = new Set(changes.toSuspend);
  const locked = new Set(changes.toLock);
  const reopened = new Set(changes.moves.map((move) => move.prop.id));
  const after = props.map((prop): StoredProp => {
    if (suspended.has(prop.id))
      return { ...prop, status: 'suspended', suspended_until: new Date(at.getTime() + suspendMs) };
    if (locked.has(prop.id)) return { ...prop, status: 'locked', suspended_until: null };
    return reopened.has(prop.id) ? { ...prop, status: 'open', suspended_until: null } : prop;
  });
  return recheckAt(game, after, at);
}

/**
 * The games whose props were found right for their current inputs, and until when: a refresh skips
 * those without reading their props, so the line maker's work follows what changes in the world,
 * not the number of games. Only what this process saw is remembered; another instance's change is
 * made from the same inputs, so it leaves the props right too.
 */
export function createPricedGames() {
  const priced = new Map<string, { inputs: string; until: number }>();
  return {
    /** True when the game's props were right for exactly these inputs and nothing is due by `now`. */
    upToDate(gameId: string, inputs: string, now: Date): boolean {
      const known = priced.get(gameId);
      return known !== undefined && known.inputs === inputs && now.getTime() < known.until;
    },
    remember(gameId: string, inputs: string, until: number) {
      priced.set(gameId, { inputs, until });
    },
    forget(gameId: string) {
      priced.delete(gameId);
    },
    forgetAll() {
      priced.clear();
    },
    /** Drops games no longer priced (final and all locked), so the memory stays as small as the board. */
    keepOnly(gameIds: ReadonlySet<string>) {
      for (const gameId of priced.keys()) if (!gameIds.has(gameId)) priced.delete(gameId);
    },
  };
}

export type PricedGames = ReturnType<typeof createPricedGames>;
