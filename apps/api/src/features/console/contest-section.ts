import { CONSOLE_CONTEST_ENDPOINTS } from '@kennel/core';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PrizeSettlement } from '../drafts/prizes/service.ts';
import type { ConsoleRoute } from './console-route.ts';
import { consoleContestRepo } from './contest-repo.ts';

const { settledContests, resettleContest } = CONSOLE_CONTEST_ENDPOINTS;

export interface ContestSectionServices {
  db: Database;
  bestBallPrizes: PrizeSettlement;
}

/**
 * Games: re-settling a settled best ball contest. The teams are scored from the stats as they are
 * now and every prize that moved is settled again through the stakes (reverse and repay), with the
 * operator's audit row in the same transaction; pressing again finds nothing left to move.
 */
export function contestSection(consoleRoute: ConsoleRoute, { db, bestBallPrizes }: ContestSectionServices) {
  consoleRoute(settledContests, async () => ({ data: await consoleContestRepo.recentlySettled(db) }));

  consoleRoute(resettleContest, async ({ params, operator, auditIn }) => {
    const data = await bestBallPrizes.resettleNow(params.contestId, async (unit, result) => {
      const answer = await consoleContestRepo.resettlement(unit.tx, result);
      const { changed, ...totals } = answer;
      await recordAudit(unit.tx, {
        userId: null,
        actor: 'operator',
        operatorId: operator.id,
        actorName: operator.name,
        action: 'best_ball.contest_resettled',
        details: {
          ...totals,
          changed: changed.map(({ entry_id, user_id, previous_prize_cents, prize_cents, owed_cents }) => ({
            entry_id,
            user_id,
            previous_prize_cents,
            prize_cents,
            owed_cents,
          })),
        },
        at: unit.now,
      });
      await auditIn(unit.tx);
      return answer;
    });
    return { data };
  });
}
