import type { ErrorEntries } from './error-entry.ts';

/** The responsible-gaming tools: time-outs, self-exclusion and limits, as the authorisation step of every paid action refuses. */
export const RESPONSIBLE_GAMING_ERRORS = {
  self_excluded: {
    status: 403,
    title: 'Self-exclusion in effect',
    detail:
      'You have excluded yourself from play, so you cannot deposit, enter, draft or bet until it ends. You can still see your history and withdraw.',
  },
  time_out_active: {
    status: 403,
    title: "You're on a break",
    detail:
      'You chose a time-out, so deposits, entries, drafts and bets are paused until it ends. You can still withdraw and see your history.',
  },
  restriction_already_active: {
    status: 409,
    title: 'Already on a break',
    detail:
      'A time-out or self-exclusion is already in force. It cannot be shortened; you can only extend it.',
  },
  deposit_limit_exceeded: {
    status: 403,
    title: 'Over your deposit limit',
    detail:
      'This deposit would go over a deposit limit you set. Deposit less, or wait for the limit to reset.',
  },
  spend_limit_exceeded: {
    status: 403,
    title: 'Over your spend limit',
    detail: 'This would go over a spend limit you set. Spend less, or wait for the limit to reset.',
  },
  entry_fee_limit_exceeded: {
    status: 403,
    title: 'Over your maximum entry fee',
    detail: 'This entry fee is more than the maximum you set for one entry. Choose a smaller entry.',
  },
  limit_change_not_ready: {
    status: 409,
    title: 'Not yet',
    detail: 'A raised or removed limit can be confirmed 24 hours after you asked for it. Come back then.',
  },
  no_pending_limit_change: {
    status: 409,
    title: 'Nothing to confirm',
    detail: 'This limit has no change waiting. Refresh the page to see your limits as they are now.',
  },
} as const satisfies ErrorEntries;
