import { OWED_GAMES, OWED_LIST_MAX, type Owed, type OwedGame, owedReasonOf } from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import type { OwedReversalRow } from '../../../platform/db/schema/wallet.ts';
import { createOwedRepo } from './repo.ts';

const isOwedGame = (game: string): game is OwedGame => (OWED_GAMES as readonly string[]).includes(game);

function toWire(row: OwedReversalRow): Owed['items'][number] {
  if (!isOwedGame(row.game)) throw new Error(`Owed row ${row.id} names no known game: ${row.game}`);
  return {
    id: row.id,
    game: row.game,
    reason: owedReasonOf(row.game),
    owed_at_reversal_cents: row.owedAtReversalCents,
    owed_cents: row.owedCents,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** What a player owes of corrected payments, as their wallet and the console read it. */
export function createOwedService({ db }: { db: Database }) {
  return {
    async of(userId: string, executor: Database = db): Promise<Owed> {
      const repo = createOwedRepo(executor);
      const rows = await repo.listOf(userId, OWED_LIST_MAX);
      return { owed_cents: await repo.totalOwed(userId), items: rows.map(toWire) };
    },
  };
}

export type OwedService = ReturnType<typeof createOwedService>;
