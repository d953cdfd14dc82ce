import { z } from 'zod';
import { type ConsoleEndpoint, uuidParam } from './console-endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/** The reasons an operator may hold an account for (a returned deposit opens its own review). */
export const OPERATOR_HOLD_REASONS = [
  'payment_dispute',
  'suspected_fraud',
  'identity_check',
  'responsible_gaming',
] as const;
/**
 * Why an account is held: a deposit the bank took back after it was spent, or after the match it
 * earned was played (opened by the bank's notification), or an operator's hold for one of the
 * other reasons.
 */
export const ACCOUNT_REVIEW_REASONS = [
  'deposit_returned',
  'deposit_returned_promo_played',
  ...OPERATOR_HOLD_REASONS,
] as const;
export type AccountReviewReason = (typeof ACCOUNT_REVIEW_REASONS)[number];
export type OperatorHoldReason = (typeof OPERATOR_HOLD_REASONS)[number];
export const ACCOUNT_REVIEW_REASON_LABELS: Record<AccountReviewReason, string> = {
  deposit_returned: 'Deposit returned by the bank',
  deposit_returned_promo_played: 'Deposit returned after its promo match was played',
  payment_dispute: 'Payment dispute',
  suspected_fraud: 'Suspected fraud',
  identity_check: 'Identity check',
  responsible_gaming: 'Responsible gaming',
};

/** How a review ended: released with nothing owed, or its shortfall taken from the player's cash. */
export const ACCOUNT_REVIEW_RESOLUTIONS = ['released', 'shortfall_collected'] as const;
export type AccountReviewResolution = (typeof ACCOUNT_REVIEW_RESOLUTIONS)[number];

export const accountReviewSchema = z.object({
  id: z.string(),
  player_id: z.string(),
  username: z.string(),
  reason: z.enum(ACCOUNT_REVIEW_REASONS),
  deposit_id: z.string().nullable(),
  /** What the player still owes Kennel: a returned deposit the cash could not cover. */
  shortfall_cents: z.number().int(),
  /** The player's cash now, so an operator sees whether the shortfall can be collected. */
  cash_cents: z.number().int(),
  opened_at: timestampField,
  opened_by: z.string().nullable(),
  resolved_at: timestampField.nullable(),
  resolution: z.enum(ACCOUNT_REVIEW_RESOLUTIONS).nullable(),
  resolved_by: z.string().nullable(),
});
export type AccountReview = z.infer<typeof accountReviewSchema>;

const reviewParams = z.object({ id: uuidParam('review') });
const reviewResponse = z.object({ data: accountReviewSchema });

export const CONSOLE_REVIEW_ENDPOINTS = {
  accountReviews: {
    method: 'GET',
    path: '/v1/console/reviews',
    summary: 'Accounts held for review (open ones oldest first, or the latest resolved).',
    auth: false,
    idempotent: false,
    roles: ['risk', 'finance'],
    action: 'console.reviews.read',
    query: z.object({
      status: z.enum(['open', 'resolved'], { error: 'Choose open or resolved reviews.' }).default('open'),
    }),
    status: 200,
    response: z.object({ data: z.array(accountReviewSchema) }),
  },
  holdAccount: {
    method: 'POST',
    path: '/v1/console/players/:id/hold',
    summary: 'Holds a player account for review: no money leaves it until the review is resolved.',
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.reviews.held',
    rateLimitPerMinute: 60,
    params: z.object({ id: uuidParam('player') }),
    body: z.object({
      reason: z.enum(OPERATOR_HOLD_REASONS, { error: 'Choose why the account is held.' }),
    }),
    status: 201,
    response: reviewResponse,
  },
  releaseReview: {
    method: 'POST',
    path: '/v1/console/reviews/:id/release',
    summary: 'Releases a held account that owes nothing: withdrawals work again.',
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.reviews.released',
    rateLimitPerMinute: 60,
    params: reviewParams,
    status: 200,
    response: reviewResponse,
  },
  collectShortfall: {
    method: 'POST',
    path: '/v1/console/reviews/:id/collect',
    summary:
      "Takes a returned deposit's shortfall from the player's cash once it covers it, and resolves the review.",
    auth: false,
    idempotent: false,
    roles: ['finance'],
    action: 'console.reviews.shortfall_collected',
    rateLimitPerMinute: 60,
    params: reviewParams,
    status: 200,
    response: reviewResponse,
  },
} as const satisfies Record<string, ConsoleEndpoint>;
