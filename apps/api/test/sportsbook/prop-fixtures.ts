import type { SportsbookMarket } from '@kennel/core';
import { sql } from 'drizzle-orm';
// Brings in the app's `walletModule` decoration.
import type {} from '../../src/compose.ts';
import type { Database } from '../../src/platform/db/database.ts';
import type { App } from '../../src/platform/http/server.ts';
import { nextGameId, playerId } from '../support/sports-world.ts';
import { markets } from './fixtures.ts';

export const nba = nextGameId('nba');
/** The NBA game's home starter and an away regular, both given props by their projections. */
export const star = playerId('nba', 1, 0);
export const regular = playerId('nba', 2, 1);

/** A rotation player's NBA projection: enough minutes and stats for pick'em's lines. */
export const ROTATION = { minutes: 30, points: 15, rebounds: 6, assists: 4, steals: 1, blocks: 1 };

/** Projects every player of the NBA game as a rotation player (newer projections: priced again). */
export async function projectNba(db: Database): Promise<void> {
  await db.execute(
    sql`update projections set stats = ${JSON.stringify(ROTATION)}::jsonb, updated_at = updated_at + interval '1 second'
        where game_id = ${nba}`,
  );
}

/** Runs the market maker until it has nothing left to decide. */
export async function settleBook(app: App): Promise<void> {
  while ((await app.walletModule.sportsbookMarkets.refresh()).decided > 0);
}

/** The NBA game's props as offered now (open or suspended). */
export async function nbaProps(app: App): Promise<SportsbookMarket[]> {
  const event = (await markets(app)).events.find((one) => one.game_id === nba);
  return (event?.markets ?? []).filter((market) => market.kind === 'player_prop');
}

export async function propOf(app: App, player: string, stat: string): Promise<SportsbookMarket> {
  const market = (await nbaProps(app)).find((one) => one.player_id === player && one.stat === stat);
  if (!market) throw new Error(`no ${stat} prop for ${player}`);
  return market;
}

/** Sets a player's box score in a game (the stat events' running totals), moving the game's events on. */
export async function setBoxScore(
  db: Database,
  gameId: string,
  player: string,
  stats: Record<string, number>,
) {
  await db.execute(
    sql`insert into player_game_stats (game_id, player_id, stats, updated_at)
        values (${gameId}, ${player}, ${JSON.stringify(stats)}::jsonb, now())
        on conflict (game_id, player_id) do update set stats = excluded.stats, updated_at = excluded.updated_at`,
  );
  await db.execute(sql`update games set seq = seq + 1 where id = ${gameId}`);
}

/** Puts the NBA game in a state (in progress by default) at a score, period and clock. */
export async function playNba(
  db: Database,
  values: { home: number; away: number; status?: string; period?: number; clock?: number },
) {
  await db.execute(
    sql`update games set home_score = ${values.home}, away_score = ${values.away}, seq = seq + 1,
          status = ${values.status ?? 'in_progress'}, period = ${values.period ?? 1},
          clock_seconds = ${values.clock ?? 600}
        where id = ${nba}`,
  );
}
