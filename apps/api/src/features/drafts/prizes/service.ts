import { cents, formatCents } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { selectRows } from '../../../platform/db/rows.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Notice, Notices } from '../../notifications/port.ts';
import type { WalletService, WalletUnit } from '../../wallet/service.ts';
import { advanceReady } from '../tournaments/advance.ts';
import { type ContestResettled, contestsCorrected, resettleContest } from './resettle-contest.ts';
import { type ContestSettled, contestsReadyToSettle, settleContest } from './settle-contest.ts';

export interface PrizeSettlementOptions {
  wallet: WalletService;
  logger: FastifyBaseLogger;
  /** Each team's player hears of its settlement, in the contest's transaction. */
  notices: Notices;
  /** After each contest's settlement committed (the lobby announces its new status). */
  onSettled?: (settled: ContestSettled) => Promise<void> | void;
}

/**
 * Best ball contest settlement: pays the prizes of every contest whose drafts are complete and
 * whose slate is over, one contest per transaction (a contest holds at most a few hundred entries).
 * Safe to run again and from several processes at once: a contest is settled under its row lock
 * and closed in the same transaction, and each prize's ledger key names its entry.
 *
 * A stat corrected after settlement settles the contest's prizes again (`resettleCorrected`):
 * the teams whose prize moved are paid anew and the earlier prize taken back, through the stakes.
 */
function settledNotices(settled: ContestSettled): Notice[] {
  const contestName = settled.name;
  return settled.teams.map((team) => ({
    userId: team.userId,
    type: 'entry_settled',
    event: `best_ball:${team.entryId}`,
    title:
      team.prizeCents > 0
        ? `Your best ball team won ${formatCents(cents(team.prizeCents))}`
        : 'Your best ball team settled',
    body:
      team.prizeCents > 0
        ? `Your team in ${contestName} finished ${team.rank === null ? 'in the money' : `#${team.rank}`}; the prize is in your balance.`
        : `Your team in ${contestName} finished ${team.rank === null ? 'outside the prizes' : `#${team.rank}`}. See the final standings.`,
    link: '/completed',
  }));
}

/** A void contest (every game cancelled): each player hears once that their fees came back. */
function voidNotices(settled: ContestSettled): Notice[] {
  return settled.voided.map((refund) => ({
    userId: refund.userId,
    type: 'entry_settled',
    event: `best_ball:void:${settled.contestId}:${refund.userId}`,
    title: refund.entries > 1 ? 'Your best ball entries were refunded' : 'Your best ball entry was refunded',
    body: `Every game of ${settled.name} was cancelled, so the contest is void: ${formatCents(cents(refund.cents))} went back to your balance.`,
    link: '/completed',
  }));
}

export function createPrizeSettlement({ wallet, notices, logger, onSettled }: PrizeSettlementOptions) {
  return {
    /** Settles every ready contest; answers how many were settled now. */
    async settleReady(): Promise<number> {
      let settled = 0;
      for (const contestId of await contestsReadyToSettle(wallet.db)) {
        const result = await wallet.inTransaction(async (unit) => {
          const contest = await settleContest(unit, contestId);
          if (contest) await notices.sendAll(unit.tx, [...settledNotices(contest), ...voidNotices(contest)]);
          return contest;
        });
        if (!result) continue;
        settled += 1;
        logger.info(
          { contest_id: contestId, entries: result.entries, prizes_cents: result.prizesCents },
          'best ball contest settled',
        );
        try {
          await onSettled?.(result);
        } catch (error) {
          logger.error({ err: error, contest_id: contestId }, 'best ball settlement not announced');
        }
      }
      return settled;
    },

    /** Forms the next round's groups of every tournament whose previous round is over. */
    advanceRounds: () => advanceReady(wallet.db),

    /** Settles again every closed contest a stat correction changed. */
    async resettleCorrected(): Promise<number> {
      let resettled = 0;
      for (const contestId of await contestsCorrected(wallet.db)) {
        const result = await wallet.inTransaction(async (unit) => {
          const contest = await resettleContest(unit, contestId);
          if (contest) await notices.sendAll(unit.tx, correctedNotices(contest));
          return contest;
        });
        if (!result) continue;
        resettled += result.entries;
        logger.info({ contest_id: contestId, entries: result.entries }, 'best ball prizes corrected');
        try {
          await onSettled?.(result);
        } catch (error) {
          logger.error({ err: error, contest_id: contestId }, 'best ball correction not announced');
        }
      }
      return resettled;
    },

    /**
     * An operator's re-settlement of one settled contest, now: scored from the current stats and
     * its moved prizes settled again, in one transaction under the contest's row lock, so a second
     * call (or another operator's at once) finds nothing left to move. `record` writes the
     * operator's audit row in that transaction.
     */
    async resettleNow<T>(
      contestId: string,
      record: (unit: WalletUnit, result: ContestResettled) => Promise<T>,
    ): Promise<T> {
      const { result, recorded } = await wallet.inTransaction(async (unit) => {
        const [contest] = await selectRows<{ status: string }>(
          unit.tx,
          sql`select status from contests where id = ${contestId} for update`,
        );
        if (!contest) throw new ApiProblem('contest_not_found');
        if (contest.status !== 'closed') throw new ApiProblem('contest_not_settled');
        const resettled = (await resettleContest(unit, contestId, { rescore: true }))!;
        await notices.sendAll(unit.tx, correctedNotices(resettled));
        return { result: resettled, recorded: await record(unit, resettled) };
      });
      if (result.entries > 0) {
        logger.info(
          { contest_id: contestId, entries: result.entries },
          'best ball prizes re-settled by an operator',
        );
        try {
          await onSettled?.(result);
        } catch (error) {
          logger.error({ err: error, contest_id: contestId }, 'best ball correction not announced');
        }
      }
      return recorded;
    },
  };
}

function correctedNotices(settled: ContestResettled): Notice[] {
  return settled.teams.map((team) => ({
    userId: team.userId,
    type: 'entry_settled',
    event: `best_ball:${team.entryId}:corrected:${team.settlement}`,
    title: 'A stat correction changed your best ball prize',
    body: `Your team in ${settled.name} now wins ${formatCents(cents(team.prizeCents))}; your balance is adjusted.`,
    link: '/completed',
  }));
}

export type PrizeSettlement = ReturnType<typeof createPrizeSettlement>;
