import { CONSOLE_PLAYER_ENDPOINTS } from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { type VerificationReview, VerificationReviewError } from '../verification/review.ts';
import type { ConsoleRoute } from './console-route.ts';

const { documentQueue, decideDocument } = CONSOLE_PLAYER_ENDPOINTS;

/** The identity document queue, decided through the same review as `npm run verification`. */
export function documentSection(consoleRoute: ConsoleRoute, { review }: { review: VerificationReview }) {
  consoleRoute(documentQueue, async () => ({
    data: (await review.openCases()).map((open) => ({
      player_id: open.userId,
      username: open.username,
      email: open.email,
      document_type: open.documentType,
      document_submitted_at: open.documentSubmittedAt.toISOString(),
    })),
  }));

  consoleRoute(decideDocument, async ({ params, body, operator, auditIn }) => {
    try {
      const row = await review.decide({
        player: params.id,
        status: body.decision,
        reason: body.reason,
        operator: operator.name,
        operatorId: operator.id,
        auditIn,
      });
      return { data: { status: row.status } };
    } catch (error) {
      // The review's refusals are written for the command line; the console's player exists (the queue named them).
      if (error instanceof VerificationReviewError) throw new ApiProblem('document_case_not_found');
      throw error;
    }
  });
}
