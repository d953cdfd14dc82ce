import { CONSOLE_REVIEW_ENDPOINTS } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { ReviewDesk } from '../payments/review-desk.ts';
import type { ConsoleRoute } from './console-route.ts';
import { consolePlayerRepo } from './player-repo.ts';

const { accountReviews, holdAccount, releaseReview, collectShortfall } = CONSOLE_REVIEW_ENDPOINTS;

/** Account reviews and withdrawal holds: list, hold, release, collect a returned deposit's shortfall. */
export function reviewSection(consoleRoute: ConsoleRoute, { db, desk }: { db: Database; desk: ReviewDesk }) {
  consoleRoute(accountReviews, async ({ query }) => ({ data: await desk.list(query.status) }));

  // Each change commits with its console audit row (auditIn), never without it.
  consoleRoute(holdAccount, async ({ params, body, operator, auditIn }) => {
    if (!(await consolePlayerRepo.player(db, params.id))) throw new ApiProblem('player_not_found');
    return { data: await desk.hold(params.id, body.reason, operator, auditIn) };
  });

  consoleRoute(releaseReview, async ({ params, operator, auditIn }) => ({
    data: await desk.release(params.id, operator, auditIn),
  }));

  consoleRoute(collectShortfall, async ({ params, operator, auditIn }) => ({
    data: await desk.collectShortfall(params.id, operator, auditIn),
  }));
}
