import { z } from 'zod';
import { existingPasswordField } from '../accounts/fields.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/** Wire contracts of closing an account (`/account/close`): what closing involves now, then the close itself. */

/** Why a player closes, from a short list (recorded in the audit trail, never shown to anyone else). */
export const CLOSURE_REASONS = [
  'not_using',
  'too_much_time_or_money',
  'prefer_another_app',
  'privacy',
  'other',
] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

export const CLOSURE_REASON_LABELS: Readonly<Record<ClosureReason, string>> = {
  not_using: 'I don’t use Kennel any more',
  too_much_time_or_money: 'I’m spending too much time or money',
  prefer_another_app: 'I prefer another app',
  privacy: 'Privacy concerns',
  other: 'Another reason',
};

/**
 * What stops a close now: cash to withdraw first, a deposit or withdrawal still in flight, or
 * entries and bets still in play (each is paid out, or refunded, into the account's cash later).
 */
export const CLOSURE_BLOCKERS = ['cash_balance', 'pending_deposit', 'pending_withdrawal', 'in_play'] as const;
export type ClosureBlocker = (typeof CLOSURE_BLOCKERS)[number];

/** The games whose entries or bets can be in play when a player asks to close. */
export const CLOSURE_IN_PLAY_GAMES = ['pickem', 'best_ball', 'sportsbook'] as const;
export type ClosureInPlayGame = (typeof CLOSURE_IN_PLAY_GAMES)[number];

/**
 * Entries and bets in play, by game: pick'em entries not yet settled, best ball entries waiting
 * for a draft or in a contest not yet settled, sportsbook bets not yet settled.
 */
export const closureInPlaySchema = z.object({
  pickem: z.number().int(),
  best_ball: z.number().int(),
  sportsbook: z.number().int(),
});
export type ClosureInPlay = z.infer<typeof closureInPlaySchema>;

/** Where each game's entries in play are shown (the sportsbook's open bets are in the app). */
export const CLOSURE_IN_PLAY_PATHS: Readonly<Record<ClosureInPlayGame, string | null>> = {
  pickem: '/live/pick-em',
  best_ball: '/active',
  sportsbook: null,
};

const IN_PLAY_NAMES: Readonly<Record<ClosureInPlayGame, readonly [one: string, many: string]>> = {
  pickem: ["pick'em entry", "pick'em entries"],
  best_ball: ['best ball entry', 'best ball entries'],
  sportsbook: ['bet', 'bets'],
};

/** "2 pick'em entries and 1 bet": what a player has in play, in words ('' when nothing). */
export function describeInPlay(inPlay: ClosureInPlay): string {
  const parts = CLOSURE_IN_PLAY_GAMES.filter((game) => inPlay[game] > 0).map(
    (game) => `${inPlay[game]} ${IN_PLAY_NAMES[game][inPlay[game] === 1 ? 0 : 1]}`,
  );
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Where a player withdraws their cash before closing. */
export const CLOSURE_WITHDRAW_PATH = '/account/wallet';

export const CLOSURE_REASON_TEXT_MAX = 500;

export const accountClosureSchema = z
  .object({
    /** Cash the player must withdraw before closing: what they hold less what they owe. */
    cash_cents: z.number().int(),
    /**
     * Owed back of corrected payments (ADR 0039): closing pays it from the cash held against it,
     * and what that cash does not cover stays recorded against the closed account (ADR 0042).
     */
    owed_cents: z.number().int(),
    /** Promo credit that closing forfeits. */
    promo_cents: z.number().int(),
    pending_deposits: z.number().int(),
    pending_withdrawals: z.number().int(),
    in_play: closureInPlaySchema,
    blockers: z.array(z.enum(CLOSURE_BLOCKERS)),
    can_close: z.boolean(),
  })
  .meta({ id: 'AccountClosure' });
export type AccountClosureWire = z.infer<typeof accountClosureSchema>;

// POST /v1/account/close: the password confirms it is the player.
export const closeAccountRequestSchema = z
  .object({
    password: existingPasswordField,
    reason: z.enum(CLOSURE_REASONS, { error: 'Choose a reason.' }).optional(),
    reason_text: z
      .string()
      .trim()
      .max(CLOSURE_REASON_TEXT_MAX, { error: `Keep it under ${CLOSURE_REASON_TEXT_MAX} characters.` })
      .optional(),
  })
  .meta({ id: 'CloseAccountRequest' });
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;

export const accountClosedSchema = z
  .object({
    closed_at: timestampField,
    promo_forfeited_cents: z.number().int(),
    /** Cash that paid what was owed of corrected payments. */
    owed_paid_cents: z.number().int(),
    /** What was still owed past the cash: kept on record against the closed account, never collected from a deposit. */
    owed_kept_cents: z.number().int(),
  })
  .meta({ id: 'AccountClosed' });
export type AccountClosedWire = z.infer<typeof accountClosedSchema>;

export const ACCOUNT_CLOSURE_ENDPOINTS = {
  getAccountClosure: {
    method: 'GET',
    path: '/v1/account/closure',
    summary:
      'What closing the account involves now: cash to withdraw first, promo credit forfeited, pending deposits or withdrawals and entries or bets in play that block it.',
    auth: true,
    idempotent: false,
    status: 200,
    response: z.object({ data: accountClosureSchema }),
  },
  closeAccount: {
    method: 'POST',
    path: '/v1/account/close',
    summary:
      'Closes the account for good after the password: refused while cash, a pending payment or an entry or bet in play remains; forfeits promo credit and ends every session.',
    auth: true,
    idempotent: false,
    accountRateLimit: { max: 10, windowMinutes: 15, per: 'user' },
    body: closeAccountRequestSchema,
    status: 200,
    response: z.object({ data: accountClosedSchema }),
  },
} as const satisfies Record<string, Endpoint>;
