import { cents, formatCents } from '@kennel/core';
import type { Notice } from '../notifications/port.ts';
import type { RefundedPlayer } from './refunds.ts';
import type { ContestRow } from './repo.ts';

/** Why the lock job gave entries back: the pool never filled a draft, or a draft could not finish. */
export type LockRefund = 'unfilled' | 'draft_cancelled';

const BECAUSE: Record<LockRefund, (contest: string) => string> = {
  unfilled: (contest) => `${contest} closed its entries before a draft could fill for them`,
  draft_cancelled: (contest) =>
    `Your draft in ${contest} could not finish before its games started, so it was cancelled`,
};

/**
 * Each refunded player hears once per run what came back and why (RULES.md, Best ball drafts):
 * money that returns on its own must not look like money gone missing.
 */
export function lockRefundNotices(
  contest: ContestRow,
  why: LockRefund,
  players: readonly RefundedPlayer[],
): Notice[] {
  return players.map((player) => ({
    userId: player.userId,
    type: 'entry_settled',
    event: `best_ball:refund:${player.firstEntryId}`,
    title: player.entries > 1 ? 'Your best ball entries were refunded' : 'Your best ball entry was refunded',
    body: `${BECAUSE[why](contest.name)}: ${formatCents(cents(player.cents))} went back to your balance.`,
    link: '/account/transactions',
  }));
}
