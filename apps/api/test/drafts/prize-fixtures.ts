import { cents } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { WalletService } from '../../src/features/wallet/service.ts';
import { contestPot } from '../../src/features/wallet/stakes/index.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import type { Player } from '../wallet/helpers.ts';
import { createDraft, nflPlayer } from './fixtures.ts';

/**
 * Settled best ball contests for prize tests: three seats, two rounds, one fee, drafts whose picks
 * make every roster start both its players.
 */
export const FEE = 500;

// Picks in snake order for three seats, two rounds: seat 1 takes picks 1 and 6, seat 2 picks 2
// and 5, seat 3 picks 3 and 4. A QB and an RB each, or two RBs: both always start.
export const PICKS = [
  nflPlayer(1, 0), // seat 1, QB
  nflPlayer(2, 0), // seat 2, QB
  nflPlayer(1, 1), // seat 3, RB
  nflPlayer(2, 1), // seat 3, RB
  nflPlayer(1, 2), // seat 2, RB
  nflPlayer(2, 2), // seat 1, RB
];

export async function insertLockedContest(
  db: Database,
  id: string,
  slateId: string,
  prizes: { rankFrom: number; rankTo: number; amountCents: number }[],
) {
  await db.execute(sql`insert into contests (id, sport_id, slate_id, style_id, name, entry_fee_cents, seats, rounds,
      speed, pick_clock_ms, prizes, entry_cap, max_per_user, locks_at, status, created_at)
    values (${id}, 'nfl', ${slateId}, 'pz-style', ${`Contest ${id}`}, ${FEE}, 3, 2, 'fast', 30000,
      ${JSON.stringify(prizes)}::jsonb, 6, 5, '2026-11-29T18:00:00Z', 'locked', now())`);
}

/** A complete draft of PICKS, each player's seat paid for as the lobby takes fees (a stake into the pool). */
export async function seatPaidDraft(
  db: Database,
  wallet: WalletService,
  contestId: string,
  users: (Player | null)[],
) {
  const draft = await createDraft(db, {
    contestId,
    status: 'complete',
    users: users.map((user) => user?.id ?? null),
    picks: PICKS,
    rounds: 2,
  });
  for (const [index, entryId] of draft.entries.entries()) {
    const user = users[index];
    if (!user) continue;
    await wallet.inTransaction(({ stakes }) =>
      stakes.take({
        game: 'best_ball',
        stakeId: entryId,
        userId: user.id,
        pot: contestPot(contestId),
        amountCents: cents(FEE),
        usePromo: false,
        description: 'entry',
      }),
    );
  }
  return draft.entries;
}

export async function balanceOf(db: Database, name: string) {
  const [row] = await selectRows<{ balance: string | number }>(
    db,
    sql`select coalesce(sum(balance_cents), 0) as balance from ledger_balances where name = ${name}`,
  );
  return Number(row?.balance ?? 0);
}
