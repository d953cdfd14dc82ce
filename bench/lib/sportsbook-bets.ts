import { randomUUID } from 'node:crypto';
import { cents, payoutOf, SPORTSBOOK_MAX_PAYOUT } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { createWorldStore } from '../../apps/api/src/features/sports/world-store.ts';
import type { WalletService } from '../../apps/api/src/features/wallet/service.ts';
import { HOUSE_POT } from '../../apps/api/src/features/wallet/stakes/index.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';
import { selectRows } from '../../apps/api/src/platform/db/rows.ts';
import { seededRandom, seedFundedPlayers } from './seed-players.ts';
import { benchWorld } from './sports-world.ts';

// Open sportsbook bets over final games, written straight into the tables with their stakes taken
// through the wallet's batch path: singles and parlays of two to four legs from different games, on
// the moneyline, spread and total, some games ending level (pushes) and one cancelled (voids).

const GAMES = 20;
const BETS_PER_USER = 50;
const STAKE_CENTS = 1_000;
const KINDS = [
  { kind: 'moneyline', line: null, keys: ['home', 'away'] },
  { kind: 'spread', line: -3.5, keys: ['home', 'away'] },
  { kind: 'total', line: 40, keys: ['over', 'under'] },
] as const;

async function seedGames(db: Database, now: Date): Promise<string[]> {
  const { world, gameIds } = benchWorld(GAMES);
  await createWorldStore({ db, clock: () => now }).upsertWorld(world);
  const next = seededRandom(5);
  for (const [index, game] of gameIds.entries()) {
    const home = 10 + Math.floor(next() * 30);
    // A level final now and then (a pushed moneyline), a total of exactly 40 too, one game cancelled.
    const away = index % 7 === 0 ? home : 10 + Math.floor(next() * 30);
    const status = index === GAMES - 1 ? 'cancelled' : 'final';
    await db.execute(
      sql`update games set status = ${status}, home_score = ${home}, away_score = ${away}, seq = 100 where id = ${game.id}`,
    );
    const markets = KINDS.map(({ kind, line, keys }) => ({
      id: `sb:${game.id}:${kind}`,
      game_id: game.id,
      sport_id: game.sport,
      kind,
      line,
      selections: keys.map((key) => ({ key, price: -110 })),
    }));
    await db.execute(
      sql`insert into sportsbook_markets (id, game_id, sport_id, kind, line, selections, status, created_at, updated_at)
          select x.id, x.game_id, x.sport_id, x.kind, x.line, x.selections, 'closed', ${now.toISOString()}::timestamptz,
            ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(markets)}::jsonb) as x(id text, game_id text, sport_id text,
            kind text, line double precision, selections jsonb)`,
    );
  }
  return gameIds.map((game) => game.id);
}

/** Seeds `bets` open bets over final games. */
export async function seedSportsbookBets(db: Database, wallet: WalletService, bets: number, now: Date) {
  const games = await seedGames(db, now);
  const sports = new Map(
    (await selectRows<{ id: string; sport_id: string }>(db, sql`select id, sport_id from games`)).map(
      (row) => [row.id, row.sport_id],
    ),
  );
  const users = await seedFundedPlayers(db, wallet, {
    count: Math.ceil(bets / BETS_PER_USER),
    prefix: 'book',
    state: 'AZ',
    cents: BETS_PER_USER * STAKE_CENTS,
  });
  const next = seededRandom(11);
  for (let start = 0; start < bets; start += 2_000) {
    const size = Math.min(2_000, bets - start);
    const specs = Array.from({ length: size }, (_, i) => {
      const count = next() < 0.6 ? 1 : 2 + Math.floor(next() * 3);
      const picked = [...games].sort(() => next() - 0.5).slice(0, count);
      return {
        id: randomUUID(),
        userId: users[(start + i) % users.length] as string,
        legs: picked.map((gameId) => {
          const market = KINDS[Math.floor(next() * KINDS.length)]!;
          return { gameId, market, key: market.keys[Math.floor(next() * 2)]! };
        }),
      };
    });
    await wallet.inTransaction(async ({ tx, stakes }) => {
      const taken = await stakes.takeFromCash(
        specs.map((spec) => ({
          game: 'sportsbook' as const,
          stakeId: spec.id,
          userId: spec.userId,
          pot: HOUSE_POT,
          amountCents: STAKE_CENTS,
          usePromo: false,
          description: 'Sportsbook bet',
        })),
      );
      const betRows = specs.map((spec, i) => ({
        id: spec.id,
        user_id: spec.userId,
        kind: spec.legs.length === 1 ? 'single' : 'parlay',
        potential: Math.min(
          payoutOf(
            cents(STAKE_CENTS),
            spec.legs.map(() => -110),
          ),
          SPORTSBOOK_MAX_PAYOUT,
        ),
        transfer_id: taken[i]?.transferId,
        game_ids: spec.legs.map((leg) => leg.gameId),
        created_at: new Date(now.getTime() - bets + start + i).toISOString(),
      }));
      await tx.execute(
        sql`insert into sportsbook_bets (id, user_id, kind, state, stake_cents, potential_payout_cents,
              stake_transfer_id, game_ids, first_game_starts_at, created_at)
            select x.id, x.user_id, x.kind, 'open', ${STAKE_CENTS}, x.potential, x.transfer_id,
              array(select jsonb_array_elements_text(x.game_ids)), ${now.toISOString()}::timestamptz, x.created_at
            from jsonb_to_recordset(${JSON.stringify(betRows)}::jsonb) as x(id uuid, user_id uuid, kind text,
              potential bigint, transfer_id uuid, game_ids jsonb, created_at timestamptz)`,
      );
      const legRows = specs.flatMap((spec) =>
        spec.legs.map((leg, position) => ({
          bet_id: spec.id,
          position,
          market_id: `sb:${leg.gameId}:${leg.market.kind}`,
          game_id: leg.gameId,
          sport_id: sports.get(leg.gameId),
          market_kind: leg.market.kind,
          selection: leg.key,
          line: leg.market.line,
        })),
      );
      await tx.execute(
        sql`insert into sportsbook_legs (bet_id, position, market_id, game_id, sport_id, market_kind, selection, line,
              price, price_version)
            select x.bet_id, x.position, x.market_id, x.game_id, x.sport_id, x.market_kind, x.selection, x.line, -110, 1
            from jsonb_to_recordset(${JSON.stringify(legRows)}::jsonb) as x(bet_id uuid, position int, market_id text,
              game_id text, sport_id text, market_kind text, selection text, line double precision)`,
      );
    });
  }
  await db.execute(sql`analyze`);
}
