import type { WalletUnit } from '../wallet/service.ts';
import { type ContestRow, createContestsRepo, type EntryRow } from './repo.ts';

/** One player's part of a refund run: how many entries came back and their cents. */
export interface RefundedPlayer {
  userId: string;
  entries: number;
  cents: number;
  /** The first of them, naming the run in the player's notice (a run repeated refunds nothing). */
  firstEntryId: string;
}

/**
 * Gives each entry its fee back and marks it refunded; answers the players refunded (once per
 * entry, for the announcement), the cents, and each player's share.
 */
async function refundEntries(
  unit: WalletUnit,
  contest: ContestRow,
  entries: readonly EntryRow[],
  why: string,
) {
  const repo = createContestsRepo(unit.tx);
  const refunded: string[] = [];
  const players = new Map<string, RefundedPlayer>();
  let cents = 0;
  for (const entry of entries) {
    const back = await unit.stakes.refund({
      game: 'best_ball',
      stakeId: entry.id,
      description: `${contest.name} entry refunded: ${why}`,
      metadata: { contest_id: contest.id },
    });
    cents += back;
    await repo.markRefunded(entry.id, unit.now);
    if (entry.userId === null) continue;
    refunded.push(entry.userId);
    const player = players.get(entry.userId);
    if (player) {
      player.entries += 1;
      player.cents += back;
    } else
      players.set(entry.userId, { userId: entry.userId, entries: 1, cents: back, firstEntryId: entry.id });
  }
  return { refunded, cents, players: [...players.values()] };
}

/** Refunds the contest's pooled entries (the player's alone with `userId`); the contest row is locked by the caller. */
export async function refundPooled(unit: WalletUnit, contest: ContestRow, why: string, userId?: string) {
  const pooled = (await createContestsRepo(unit.tx).pool(contest.id)).filter(
    (entry) => entry.userId !== null && (userId === undefined || entry.userId === userId),
  );
  return refundEntries(unit, contest, pooled, why);
}

/**
 * Refunds every entry (bots' seats included, which paid nothing) of the contest's cancelled drafts:
 * drafts that could not finish before their games. The contest row is locked by the caller.
 */
export async function refundCancelledSeats(unit: WalletUnit, contest: ContestRow) {
  const seated = await createContestsRepo(unit.tx).seatedInCancelled(contest.id);
  return refundEntries(unit, contest, seated, 'its draft could not finish before the games started');
}

/**
 * Self-exclusion: refunds the player's seated entries in the contest whose games have not begun,
 * the draft under way or done (RULES.md: pending pre-game entries are refunded). The seat stays in
 * its draft, drafting on by autopick and playing for no prize, as a bot's does. The contest row is
 * locked by the caller.
 */
export async function refundUnstartedSeats(unit: WalletUnit, contest: ContestRow, userId: string) {
  const seated = await createContestsRepo(unit.tx).unstartedSeated(userId, unit.now, contest.id);
  return refundEntries(unit, contest, seated, 'self-exclusion');
}
