import type { Clock } from '../../../platform/clock.ts';
import type { Notices } from '../../notifications/port.ts';
import type { WalletService } from '../../wallet/service.ts';
import { gradeBet } from './grade.ts';
import { betSettledNotice } from './notices.ts';
import { stakeSettlementOf } from './payments.ts';
import { createSettlementRepo, gradedSeqs, type LockedBet, type SettledBet } from './repo.ts';

/** Bets settled per transaction. */
export const SETTLEMENT_CHUNK = 500;
/** Chunks settled at once (each its own transaction and connection): the database works while this process grades. */
const CHUNKS_AT_ONCE = 2;

const CORRECTED = 'Sportsbook result corrected';

/**
 * Sportsbook settlement (RULES.md, Sportsbook): a bet settles once all its games are over (win,
 * loss, push, void; a parlay re-priced without its pushed and void legs), its payment through the
 * stakes in the same transaction as its rows. A game whose events moved on after grading (a stat
 * or score correction) has its bets graded again: a changed outcome settles again as the next
 * version (the new payment, then the earlier one reversed as far as the player covers it; the rest
 * is owed in the wallet, so no balance goes negative).
 */
export function createSportsbookSettlement({
  wallet,
  clock,
  notices,
  announce,
}: {
  wallet: WalletService;
  clock: Clock;
  /** Tells each player once when their bet settles (not again when a correction re-settles it). */
  notices: Notices;
  /** Tells the players whose bets a committed chunk settled. */
  announce: (userIds: Iterable<string>) => void;
}) {
  async function settleChunk(betIds: readonly string[]): Promise<number> {
    const bets = await wallet.inTransaction(async ({ tx, stakes, now }) => {
      const repo = createSettlementRepo(tx);
      const bets = await repo.lockWithLegs(betIds, 'open');
      if (bets.length === 0) return bets;
      const graded = bets.map((bet) => gradeBet(bet.stake_cents, bet.legs));
      const settled: SettledBet[] = bets.map((bet, index) => ({
        id: bet.id,
        version: 1,
        result: graded[index]!.outcome.result,
        payout_cents: graded[index]!.outcome.payout,
        legs: graded[index]!.results,
      }));
      await stakes.settle(
        bets.map((bet, index) => stakeSettlementOf(bet, graded[index]!.outcome, settled[index]!.version)),
      );
      await repo.writeSettled(settled, now);
      await repo.markGraded(gradedSeqs(bets), now);
      await notices.sendAll(
        tx,
        bets.map((bet, index) => betSettledNotice(bet.user_id, settled[index]!)),
      );
      return bets;
    });
    announce(bets.map((bet) => bet.user_id));
    return bets.length;
  }

  async function regradeChunk(betIds: readonly string[]): Promise<number> {
    const changedUsers = await wallet.inTransaction(async ({ tx, stakes, now }) => {
      const repo = createSettlementRepo(tx);
      const bets = await repo.lockWithLegs(betIds, 'settled');
      const changed: {
        bet: LockedBet;
        settled: SettledBet;
        outcome: ReturnType<typeof gradeBet>['outcome'];
      }[] = [];
      const standing: { id: string; legs: SettledBet['legs'] }[] = [];
      for (const bet of bets) {
        const { results, outcome } = gradeBet(bet.stake_cents, bet.legs);
        if (outcome.result === bet.result && outcome.payout === bet.payout_cents) {
          standing.push({ id: bet.id, legs: results });
          continue;
        }
        const version = bet.settlement_version + 1;
        changed.push({
          bet,
          outcome,
          settled: {
            id: bet.id,
            version,
            result: outcome.result,
            payout_cents: outcome.payout,
            legs: results,
          },
        });
      }
      await repo.writeLegResults(standing);
      if (changed.length === 0) return [];
      await stakes.resettle(
        changed.map(({ bet, outcome, settled }) => ({
          settlement: stakeSettlementOf(bet, outcome, settled.version),
          previous: { settlement: bet.settlement_version },
          reversalDescription: CORRECTED,
        })),
      );
      await repo.writeSettled(
        changed.map(({ settled }) => settled),
        now,
      );
      return changed.map(({ bet }) => bet.user_id);
    });
    announce(changedUsers);
    return changedUsers.length;
  }

  return {
    /** Settles every open bet whose games are all over, chunks of SETTLEMENT_CHUNK, two transactions at once. */
    async settleReady(): Promise<number> {
      const repo = createSettlementRepo(wallet.db);
      let settled = 0;
      for (;;) {
        const ids = await repo.readyBetIds(SETTLEMENT_CHUNK * CHUNKS_AT_ONCE);
        if (ids.length === 0) return settled;
        const chunks = Array.from({ length: Math.ceil(ids.length / SETTLEMENT_CHUNK) }, (_, index) =>
          ids.slice(index * SETTLEMENT_CHUNK, (index + 1) * SETTLEMENT_CHUNK),
        );
        const done = (await Promise.all(chunks.map(settleChunk))).reduce((sum, one) => sum + one, 0);
        settled += done;
        // Every bet read was being settled elsewhere: leave them to that run.
        if (done === 0) return settled;
      }
    },

    /** Grades again the settled bets of games corrected since; answers how many settled again. */
    async regradeCorrected(): Promise<number> {
      const repo = createSettlementRepo(wallet.db);
      let resettled = 0;
      for (const game of await repo.correctedGames()) {
        const ids = await repo.settledBetIdsOf(game.id);
        for (let start = 0; start < ids.length; start += SETTLEMENT_CHUNK) {
          resettled += await regradeChunk(ids.slice(start, start + SETTLEMENT_CHUNK));
        }
        await repo.markRegraded(game, clock());
      }
      return resettled;
    },
  };
}

export type SportsbookSettlement = ReturnType<typeof createSportsbookSettlement>;
