import {
  MARKET_RUNS,
  offeredProps,
  type PlayedGames,
  type Player,
  type PropStat,
  propValueOf,
  simulatedGames,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import { projectedPlayersOfGames } from '../../sports/game-reads.ts';
import { type BookGame, rostersOf } from './world-reads.ts';

/** As the simulator decides who can play (not out, not on injured reserve). */
const canPlay = (player: Player) => player.status !== 'out' && player.status !== 'injured_reserve';

/** Plays of a game simulated between two yields of the event loop (a tenth of an NFL game's 200 takes ~30 ms). */
const PLAYS_PER_SLICE = 20;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A game played out: its finals, and each prop's totals in the same plays (ascending: no prop's pricing pairs them with a final). */
export interface PlayedOut {
  finals: PlayedGames['finals'];
  props: { prop: PropStat; totals: number[] }[];
}

/** A game's MARKET_RUNS simulated plays, in slices so requests are served in between. */
async function playedOut(
  seed: number,
  game: BookGame,
  home: Player[],
  away: Player[],
  props: readonly PropStat[],
): Promise<PlayedOut> {
  const out: PlayedOut = { finals: [], props: props.map((prop) => ({ prop, totals: [] })) };
  const value = propValueOf(game.sport_id);
  for (let from = 0; from < MARKET_RUNS; from += PLAYS_PER_SLICE) {
    const runs = Math.min(PLAYS_PER_SLICE, MARKET_RUNS - from);
    const slice = simulatedGames(seed, game, home, away, { runs, from, props, value });
    out.finals.push(...slice.finals);
    for (const [index, totals] of slice.props.entries()) out.props[index]!.totals.push(...totals);
    await nextTurn();
  }
  // Sorted once: an in-game total is the player's so far plus each play's scaled (an order-keeping
  // map), so every later pricing of the prop sorts (for its median and quantiles) values already in order.
  for (const one of out.props) one.totals.sort((a, b) => a - b);
  return out;
}

/** Games played out per run at most: each is 200 simulated games, so a run's CPU stays bounded. */
export const GAMES_SIMULATED_PER_RUN = 4;

/**
 * Each game's simulated finals (the simulator's own probabilities), kept per game for as long as
 * its rosters stay the same (its `roster_version`: another team's news leaves it be): a live game is re-priced from them every few seconds, and playing a
 * game 200 times is the costly part of pricing it.
 */
export function createGameFinals(seedOf: () => Promise<number>) {
  const known = new Map<string, { version: string; finals: PlayedOut | null }>();
  /** A game is played out anew when its rosters or its projections (who gets a prop) change. */
  const versionOf = (game: BookGame) => `${game.roster_version}|${game.projected_at ?? ''}`;
  return {
    /**
     * Each game played out (null: a team has no one who can play; absent: not played out yet, left
     * for a later run), with its props (pick'em's players and stats, from the game's projections).
     * Unknown games' rosters and projections are read in a statement each.
     */
    async of(db: Database, games: readonly BookGame[]) {
      const stale = games
        .filter((game) => known.get(game.id)?.version !== versionOf(game))
        .slice(0, GAMES_SIMULATED_PER_RUN);
      if (stale.length > 0) {
        const seed = await seedOf();
        const rosters = await rostersOf(db, [
          ...new Set(stale.flatMap((game) => [game.home_team_id, game.away_team_id])),
        ]);
        const projections = await projectedPlayersOfGames(
          db,
          stale.map((game) => game.id),
        );
        for (const game of stale) {
          const home = rosters.get(game.home_team_id) ?? [];
          const away = rosters.get(game.away_team_id) ?? [];
          // A team with nobody able to play is not simulated: the game waits for its rosters to change.
          const playable = [home, away].every((roster) => roster.some(canPlay));
          const props = offeredProps(game.sport_id, projections.get(game.id) ?? []);
          const finals = playable ? await playedOut(seed, game, home, away, props) : null;
          known.set(game.id, { version: versionOf(game), finals });
        }
      }
      const finals = new Map<string, PlayedOut | null>();
      for (const game of games) {
        const one = known.get(game.id);
        if (one?.version === versionOf(game)) finals.set(game.id, one.finals);
      }
      return finals;
    },
    /** Drops games no longer priced, so the memory stays as small as the board. */
    keepOnly(gameIds: ReadonlySet<string>) {
      for (const gameId of known.keys()) if (!gameIds.has(gameId)) known.delete(gameId);
    },
  };
}
