import {
  IDEMPOTENCY_KEY_HEADER,
  SPORT_IDS,
  type SportId,
  type SportsbookMarket,
  type SportsbookMarkets,
  sportsbookMarketsSchema,
  TEST_LOCATION_HEADER,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
// Brings in the app's `walletModule` decoration.
import type {} from '../../src/compose.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import type { App } from '../../src/platform/http/server.ts';
import { setPlayer } from '../authorization/helpers.ts';
import { gamesStartAt, setGame } from '../pickem/entry-fixtures.ts';
import { signInWithPassword } from '../responsible-gaming/helpers.ts';
import { nextGameId, sportsWorldFixture } from '../support/sports-world.ts';
import { depositByCard, newKey, type Player } from '../wallet/helpers.ts';

/** The fixture world's next games (one per sport, three days out), priced by the app's market maker. */
export async function seedBook(app: App, db: Database, now: Date): Promise<void> {
  await app.walletModule.sports.store.upsertWorld(sportsWorldFixture());
  for (const sport of SPORT_IDS) await setGame(db, nextGameId(sport), { startsAt: gamesStartAt(now) });
  // A run plays out a few games; the next runs price the rest.
  while ((await app.walletModule.sportsbookMarkets.refresh()).written > 0);
}

export async function markets(app: App): Promise<SportsbookMarkets> {
  const response = await app.inject({ method: 'GET', url: '/v1/sportsbook/markets' });
  expect(response.statusCode, response.body).toBe(200);
  return sportsbookMarketsSchema.parse(response.json());
}

/** The market of a kind on a sport's next game, as offered now. */
export async function marketOf(app: App, sport: SportId, kind: SportsbookMarket['kind']) {
  const event = (await markets(app)).events.find((one) => one.game_id === nextGameId(sport));
  const market = event?.markets.find((one) => one.kind === kind);
  if (!market) throw new Error(`no ${kind} market on ${nextGameId(sport)}`);
  return market;
}

export interface LegBody {
  selection_id: string;
  price_version: number;
  price: number;
  line?: number | null;
}

/** What the slip sends for a side of a market as shown. */
export function legOf(market: SportsbookMarket, key: string): LegBody {
  const selection = market.selections.find((one) => one.key === key);
  if (!selection) throw new Error(`no ${key} on ${market.id}`);
  return {
    selection_id: selection.id,
    price_version: market.price_version,
    price: selection.price,
    line: market.line,
  };
}

/** A leg on a sport's next game, as offered now. */
export async function leg(app: App, sport: SportId, kind: SportsbookMarket['kind'], key: string) {
  return legOf(await marketOf(app, sport, kind), key);
}

export interface BetBody {
  stake_cents: number;
  legs: LegBody[];
  accept_better_odds?: boolean;
  use_promo?: boolean;
}

/** POST /v1/sportsbook/bets, located in Arizona (a sportsbook state) unless told otherwise. */
export function placeBet(player: Player, body: BetBody, options: { key?: string; state?: string } = {}) {
  return player.browser.post('/v1/sportsbook/bets', body, {
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: options.key ?? newKey(),
      [TEST_LOCATION_HEADER]: options.state ?? 'AZ',
    },
  });
}

/** A bettor of 30 with cash (and a password, so they can exclude themselves). */
export async function bettor(app: App, db: Database, cashCents = 100_00): Promise<Player> {
  const player = await signInWithPassword(app);
  await setPlayer(db, player, { dateOfBirth: '1996-01-01' });
  if (cashCents > 0) {
    const deposit = await depositByCard(app, player, cashCents);
    expect(deposit.statusCode, deposit.body).toBe(201);
  }
  return player;
}

/** Sets a game's score and status, moving its event sequence on (as the feed would). */
export async function scoreGame(
  db: Database,
  gameId: string,
  values: { home: number; away: number; status?: string },
): Promise<void> {
  await db.execute(
    sql`update games set home_score = ${values.home}, away_score = ${values.away}, seq = seq + 1,
          status = coalesce(${values.status ?? null}, status)
        where id = ${gameId}`,
  );
}

/** The bet's ledger movements: kind and signed amount for the player, in order. */
export async function betTransfers(db: Database, betId: string) {
  return selectRows<{ kind: string; amount_cents: string | number; transfer_key: string }>(
    db,
    sql`select kind, amount_cents, transfer_key from transfers
        where transfer_key like ${`stake:sportsbook:${betId}:%`} order by created_at, kind, transfer_key`,
  );
}

export function expectStatus(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

/** Moves a market as the market maker would: new prices (and line), the next version. */
export async function moveMarket(
  db: Database,
  marketId: string,
  change: { prices?: Record<string, number>; line?: number | null; status?: 'open' | 'suspended' | 'closed' },
): Promise<void> {
  const [row] = await selectRows<{ selections: { key: string; price: number }[] }>(
    db,
    sql`select selections from sportsbook_markets where id = ${marketId}`,
  );
  const selections = (row?.selections ?? []).map((one) => ({
    ...one,
    price: change.prices?.[one.key] ?? one.price,
  }));
  await db.execute(
    sql`update sportsbook_markets set selections = ${JSON.stringify(selections)}::jsonb, version = version + 1,
          line = case when ${change.line !== undefined} then ${change.line ?? null}::double precision else line end,
          status = coalesce(${change.status ?? null}, status)
        where id = ${marketId}`,
  );
}
