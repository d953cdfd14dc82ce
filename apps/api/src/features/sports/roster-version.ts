import { type SQL, sql } from 'drizzle-orm';

/**
 * A game's two teams' players as a version, for the SQL row `game` (a games alias): how many they
 * are and the latest change to any of them (a roster move, a status from the news). What is priced
 * from a game's rosters is priced anew when this changes, and only then: a news item about one
 * player touches the games of that player's team, not every game on the board. The count catches a
 * player leaving a team, which leaves the others' latest change as it was.
 */
export const rosterVersionOf = (game: SQL) =>
  sql`(select count(*)::text || ':' || coalesce(max(p.updated_at)::text, '')
        from players p where p.team_id in (${game}.home_team_id, ${game}.away_team_id))`;
