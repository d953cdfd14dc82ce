import type { PayoutSchedule } from './payout-schedule.ts';

// The default schedule without zod (payout-schedule.ts, which re-exports it, holds the schema): the
// pick'em board's slip prices picks with it on its first screen, before any contract loads (issue 25).

/** Version 1, as RULES.md's table. */
export const DEFAULT_PAYOUT_SCHEDULE: PayoutSchedule = {
  standard: { 2: 300, 3: 600, 4: 1_000, 5: 2_000 },
  flex: {
    3: [300, 100],
    4: [600, 150],
    5: [1_000, 250],
    6: [2_500, 260, 25],
    7: [4_000, 275, 50],
    8: [8_000, 300, 100],
  },
};
