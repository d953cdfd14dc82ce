import type { Database } from '../../../platform/db/database.ts';
import { type LineGame, type ProjectedPlayer, projectedPlayers } from './repo.ts';

/**
 * A game's projected players, read once per version of what they come from: its projections
 * (`projected_at`) and the players (rosters and statuses, `playersVersion`). A live game is
 * re-priced every few seconds from the same projections, so only its stat lines need reading again.
 */
export function createProjectedPlayers() {
  const known = new Map<string, { version: string; players: ProjectedPlayer[] }>();
  return {
    async of(db: Database, game: LineGame, playersVersion: string): Promise<ProjectedPlayer[]> {
      const version = [
        game.projected_at?.getTime() ?? '',
        playersVersion,
        game.home_team_id,
        game.away_team_id,
      ].join('|');
      const cached = known.get(game.id);
      if (cached?.version === version) return cached.players;
      const players = await projectedPlayers(db, game);
      known.set(game.id, { version, players });
      return players;
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
