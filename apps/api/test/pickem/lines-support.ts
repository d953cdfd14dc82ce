import { type PickemBoard, pickemBoardSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
// Brings in the app's `walletModule` decoration.
import type {} from '../../src/compose.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import type { App } from '../../src/platform/http/server.ts';

/** The sport's first `count` games by start, then id: the same games on every run. */
export function earliestGames<Game extends { id: string; sport_id: string; starts_at: string }>(
  games: readonly Game[],
  sport: string,
  count: number,
): Game[] {
  return games
    .filter((game) => game.sport_id === sport)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id))
    .slice(0, count);
}

/** A clock the test moves by hand. */
export function handClock(startsAt: string) {
  let now = Date.parse(startsAt);
  return {
    clock: () => new Date(now),
    set: (at: Date | string | number) => {
      now = new Date(at).getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** GET /v1/pickem/board with a query string, checked against the contract. */
export async function board(app: App, query = ''): Promise<PickemBoard> {
  const response = await app.inject({ method: 'GET', url: `/v1/pickem/board${query}` });
  if (response.statusCode !== 200) throw new Error(`board answered ${response.statusCode}: ${response.body}`);
  return pickemBoardSchema.parse(response.json());
}

export interface PropRow {
  id: string;
  kind: string;
  timing: string;
  status: string;
  stat: string;
  version: number;
  current_line_id: string;
  suspended_until: Date | string | null;
  game_ids: string[];
  player_ids: string[];
}

/** The stored props of a game (every status). */
export function propsOfGame(db: Database, gameId: string): Promise<PropRow[]> {
  return selectRows<PropRow>(
    db,
    sql`select id, kind, timing, status, stat, version, current_line_id, suspended_until, game_ids, player_ids
        from pickem_props where game_ids @> array[${gameId}]::text[] order by id`,
  );
}

export async function countRows(db: Database, table: 'pickem_props' | 'pickem_lines'): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${sql.raw(table)}`,
  );
  return Number(row?.n ?? 0);
}

/** Applies a simulated game's next events and waits for the line maker's refresh they trigger. */
export async function advanceGame(app: App, gameId: string, events?: number) {
  const { sports, pickemLinesLive } = app.walletModule;
  const result = await sports.producer.advance(gameId, events);
  await pickemLinesLive.settled();
  return result;
}
