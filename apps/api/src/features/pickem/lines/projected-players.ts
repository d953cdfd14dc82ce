import type { Database } from '../../../platform/db/database.ts';
import { type LineGame, type ProjectedPlayer, projectedPlayersOfGames } from './world-reads.ts';

/**
 * Games' projected players, read once per version of what they come from: a game's projections
 * (`projected_at`) and its teams' players (rosters and statuses, `roster_version`). A live game is
 * re-priced every few seconds from the same projections, so only its stat lines need reading again.
 */
export function createProjectedPlayers() {
  const known = new Map<string, { version: string; players: ProjectedPlayer[] }>();
  const versionOf = (game: LineGame) =>
    [game.projected_at?.getTime() ?? '', game.roster_version, game.home_team_id, game.away_team_id].join('|');
  return {
    /** Each game's projected players; those not known for their current version are read in one statement. */
    async of(db: Database, games: readonly LineGame[]): Promise<Map<string, ProjectedPlayer[]>> {
      const stale = games.filter((game) => known.get(game.id)?.version !== versionOf(game));
      const read = await projectedPlayersOfGames(
        db,
        stale.map((game) => game.id),
      );
      for (const game of stale)
        known.set(game.id, { version: versionOf(game), players: read.get(game.id) ?? [] });
      return new Map(games.map((game) => [game.id, known.get(game.id)?.players ?? []]));
    },
    forgetAll() {
      known.clear();
    },
    /** Drops games no longer priced, so the memory stays as small as the board. */
    keepOnly(gameIds: ReadonlySet<string>) {
      for (const gameId of known.keys()) if (!gameIds.has(gameId)) known.delete(gameId);
    },
  };
}
