import { randomUUID } from 'node:crypto';
import { optionIdOf, type PickemChoice, SPORTS } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { createWorldStore } from '../../apps/api/src/features/sports/world-store.ts';
import type { WalletService } from '../../apps/api/src/features/wallet/service.ts';
import { HOUSE_POT } from '../../apps/api/src/features/wallet/stakes/index.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';
import { seededRandom, seedFundedPlayers } from './seed-players.ts';
import { benchWorld } from './sports-world.ts';

// Seeds final games with stat lines, one higher/lower prop per player (and a rivals prop per
// game), players with cash, and open entries whose fees moved through the wallet's ledger batch.

const GAMES = 20;
const ENTRIES_PER_USER = 50;
const FEE_CENTS = 1_000;

interface Prop {
  id: string;
  lineId: string;
  kind: 'higher_lower' | 'rivals';
  playerIds: string[];
  teamIds: string[];
  gameId: string;
  value: number;
  multiplier: number;
}

/** A deterministic generator, so every run seeds the same entries. */
async function seedWorld(db: Database, now: Date): Promise<Map<string, Prop[]>> {
  const { world, gameIds } = benchWorld(GAMES);
  await createWorldStore({ db, clock: () => now }).upsertWorld(world);
  const next = seededRandom(7);
  const propsByGame = new Map<string, Prop[]>();
  for (const game of gameIds) {
    const stat = SPORTS[game.sport].stats[0]?.key as string;
    const players = world.players.filter((player) =>
      [`bench-${game.sport}-t${2 * game.index}`, `bench-${game.sport}-t${2 * game.index + 1}`].includes(
        player.team_id ?? '',
      ),
    );
    const lines = players
      .filter(() => next() > 0.03) // about 3% did not play: their picks void
      .map((player) => ({ player_id: player.id, stats: { [stat]: Math.floor(next() * 30) } }));
    await db.execute(sql`update games set status = 'final', seq = 100 where id = ${game.id}`);
    await db.execute(
      sql`insert into player_game_stats (game_id, player_id, stats, updated_at)
          select ${game.id}, x.player_id, x.stats, ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(player_id text, stats jsonb)`,
    );
    const props: Prop[] = players.map((player) => ({
      id: `bench:${game.id}:${player.id}`,
      lineId: `bench:${game.id}:${player.id}:l1`,
      kind: 'higher_lower',
      playerIds: [player.id],
      teamIds: [player.team_id as string],
      gameId: game.id,
      value: 14.5,
      multiplier: [100, 100, 105, 90][Math.floor(next() * 4)] as number,
    }));
    const [first, second] = [players[0], players[players.length - 1]];
    props.push({
      id: `bench:${game.id}:rivals`,
      lineId: `bench:${game.id}:rivals:l1`,
      kind: 'rivals',
      playerIds: [first?.id as string, second?.id as string],
      teamIds: [first?.team_id as string, second?.team_id as string],
      gameId: game.id,
      value: 1.5,
      multiplier: 100,
    });
    for (const prop of props) {
      const choices: PickemChoice[] = prop.kind === 'rivals' ? ['first', 'second'] : ['higher', 'lower'];
      await db.execute(
        sql`insert into pickem_props (id, kind, timing, sport_id, stat, player_ids, game_ids, team_ids, status,
              current_line_id, created_at, updated_at)
            values (${prop.id}, ${prop.kind}, 'pre_game', ${game.sport}, ${stat},
              ${`{${prop.playerIds.join(',')}}`}::text[], ${`{${prop.playerIds.map(() => game.id).join(',')}}`}::text[],
              ${`{${prop.teamIds.join(',')}}`}::text[], 'locked', ${prop.lineId}, ${now.toISOString()}::timestamptz,
              ${now.toISOString()}::timestamptz)`,
      );
      const options = choices.map((choice) => ({
        id: optionIdOf(prop.lineId, choice),
        choice,
        multiplierHundredths: prop.multiplier,
      }));
      await db.execute(
        sql`insert into pickem_lines (id, prop_id, stat_value, options, created_at)
            values (${prop.lineId}, ${prop.id}, ${prop.value}, ${JSON.stringify(options)}::jsonb, ${now.toISOString()}::timestamptz)`,
      );
    }
    propsByGame.set(game.id, props);
  }
  return propsByGame;
}

/** Seeds `entries` open entries over final games; answers when they are all in place. */
export async function seedPickemEntries(db: Database, wallet: WalletService, entries: number, now: Date) {
  const propsByGame = await seedWorld(db, now);
  const games = [...propsByGame.keys()];
  const users = await seedFundedPlayers(db, wallet, {
    count: Math.ceil(entries / ENTRIES_PER_USER),
    prefix: 'bench',
    state: 'NY',
    cents: ENTRIES_PER_USER * FEE_CENTS,
  });
  const next = seededRandom(11);
  for (let start = 0; start < entries; start += 2_000) {
    const size = Math.min(2_000, entries - start);
    const specs = Array.from({ length: size }, (_, i) => {
      const gameId = games[Math.floor(next() * games.length)] as string;
      const props = propsByGame.get(gameId) as Prop[];
      const count = 2 + Math.floor(next() * 4);
      const picked = [...props].sort(() => next() - 0.5).slice(0, count);
      const flex = count >= 3 && next() < 0.5;
      return {
        id: randomUUID(),
        userId: users[(start + i) % users.length] as string,
        type: flex ? 'flex' : 'standard',
        gameId,
        picks: picked.map((prop) => ({
          prop,
          choice: (prop.kind === 'rivals' ? ['first', 'second'] : ['higher', 'lower'])[
            Math.floor(next() * 2)
          ] as PickemChoice,
        })),
      };
    });
    await wallet.inTransaction(async ({ tx, stakes }) => {
      const fees = await stakes.takeFromCash(
        specs.map((spec) => ({
          game: 'pickem' as const,
          stakeId: spec.id,
          userId: spec.userId,
          pot: HOUSE_POT,
          amountCents: FEE_CENTS,
          usePromo: false,
          description: "Pick'em entry",
        })),
      );
      const entryRows = specs.map((spec, i) => ({
        // Submitted one after another, as a real day's entries are.
        created_at: new Date(now.getTime() - entries + start + i).toISOString(),
        id: spec.id,
        user_id: spec.userId,
        type: spec.type,
        fee_transfer_id: fees[i]?.transferId,
        game_ids: [spec.gameId],
      }));
      await tx.execute(
        sql`insert into pickem_entries (id, user_id, type, state, fee_cents, max_payout_cents, fee_transfer_id, sport_ids,
              slate_ids, game_ids, first_game_starts_at, created_at)
            select x.id, x.user_id, x.type, 'open', ${FEE_CENTS}, ${FEE_CENTS * 20}, x.fee_transfer_id, '{}', '{}',
              array(select jsonb_array_elements_text(x.game_ids)), ${now.toISOString()}::timestamptz, x.created_at
            from jsonb_to_recordset(${JSON.stringify(entryRows)}::jsonb)
              as x(id uuid, user_id uuid, type text, fee_transfer_id uuid, game_ids jsonb, created_at timestamptz)`,
      );
      const pickRows = specs.flatMap((spec) =>
        spec.picks.map(({ prop, choice }, position) => ({
          entry_id: spec.id,
          position,
          prop_id: prop.id,
          line_id: prop.lineId,
          option_id: optionIdOf(prop.lineId, choice),
          choice,
          multiplier: prop.multiplier,
          value: prop.value,
          player_ids: prop.playerIds,
          game_ids: prop.playerIds.map(() => prop.gameId),
          team_ids: prop.teamIds,
        })),
      );
      await tx.execute(
        sql`insert into pickem_picks (entry_id, position, prop_id, line_id, option_id, choice, multiplier_hundredths,
              stat_value, player_ids, game_ids, team_ids)
            select x.entry_id, x.position, x.prop_id, x.line_id, x.option_id, x.choice, x.multiplier, x.value,
              array(select jsonb_array_elements_text(x.player_ids)), array(select jsonb_array_elements_text(x.game_ids)),
              array(select jsonb_array_elements_text(x.team_ids))
            from jsonb_to_recordset(${JSON.stringify(pickRows)}::jsonb)
              as x(entry_id uuid, position int, prop_id text, line_id text, option_id text, choice text, multiplier int,
                value float8, player_ids jsonb, game_ids jsonb, team_ids jsonb)`,
      );
    });
  }
  await db.execute(sql`analyze`);
}
