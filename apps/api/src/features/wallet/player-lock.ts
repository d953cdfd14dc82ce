import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { PLAYER_MONEY_LOCK } from './ledger/movements.ts';

/**
 * Serialises a player's money decisions until the transaction ends: an authorisation step that
 * counts what the player already has pending takes this first, so two concurrent requests cannot
 * both count without the other. Works before the player has any ledger account or deposit row.
 * Inside a wallet unit, take it with `unit.lockPlayer`, which also locks the player's cash and promo
 * accounts in the same statement and reads the clock after it.
 */
export async function lockPlayerMoney(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLAYER_MONEY_LOCK}, hashtext(${userId}))`);
}
