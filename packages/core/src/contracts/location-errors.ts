import type { ErrorEntries } from './error-entry.ts';

/** Where the player is, as every paid action checks it. */
export const LOCATION_ERRORS = {
  location_required: {
    status: 403,
    title: "We couldn't confirm your location",
    detail:
      'We need to confirm you are in a state where Kennel is offered before you pay. Allow location access and try again.',
  },
  location_unavailable: {
    status: 503,
    title: "We can't check locations right now",
    detail:
      "We can't confirm where you are at the moment, so deposits and entries are paused. Try again in a few minutes; withdrawals and your history still work.",
  },
  location_not_allowed: {
    status: 403,
    title: 'Not available where you are',
    detail:
      'This game is not offered in the state you are in right now. You can still withdraw and see your history.',
  },
  under_minimum_age: {
    status: 403,
    title: 'Not old enough to play',
    detail:
      'You must be of the minimum age for this game in the state you are in. You can still withdraw your balance.',
  },
} as const satisfies ErrorEntries;
