import { z } from 'zod';
import { DRAFT_SPEEDS, type DraftSpeed } from './model.ts';

/**
 * The lobby's best ball contest styles: each upcoming slate gets one contest per style. Product
 * data like the pick'em payout schedule: operators publish new versions from the console, and a
 * contest keeps the version it was made from (its fee, size and prizes never change after).
 */
export interface ContestStyle {
  key: string;
  label: string;
  fee_cents: number;
  speed: DraftSpeed;
  /** Drafts a contest holds at most (its entry cap is drafts × seats). */
  drafts: number;
  max_per_user: number;
}

/** Version 1. */
export const DEFAULT_CONTEST_STYLES: readonly ContestStyle[] = [
  { key: 'fast-5', label: 'Sprint', fee_cents: 500, speed: 'fast', drafts: 10, max_per_user: 3 },
  { key: 'fast-25', label: 'Fast Lane', fee_cents: 2_500, speed: 'fast', drafts: 5, max_per_user: 2 },
  { key: 'slow-10', label: 'Slow Burn', fee_cents: 1_000, speed: 'slow', drafts: 20, max_per_user: 5 },
];

export const contestStyleSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9-]{2,20}$/, { error: 'A key is 2 to 20 lower-case letters, digits or dashes.' }),
  label: z
    .string()
    .trim()
    .min(2, { error: 'A label has at least 2 characters.' })
    .max(30, { error: 'A label has at most 30 characters.' }),
  fee_cents: z
    .number()
    .int({ error: 'Give the fee in whole cents.' })
    .min(100, { error: 'The fee is at least $1.' })
    .max(100_000, { error: 'The fee is at most $1,000.' }),
  speed: z.enum(DRAFT_SPEEDS, { error: 'Choose fast or slow drafts.' }),
  drafts: z
    .number()
    .int()
    .min(1, { error: 'A contest holds at least 1 draft.' })
    .max(100, { error: 'A contest holds at most 100 drafts.' }),
  max_per_user: z
    .number()
    .int()
    .min(1, { error: 'A player may enter at least once.' })
    .max(150, { error: 'A player may enter at most 150 times.' }),
});

export const contestStylesSchema = z
  .array(contestStyleSchema)
  .min(1, { error: 'Keep at least one contest style.' })
  .max(10, { error: 'At most 10 contest styles.' })
  .refine((styles) => new Set(styles.map((style) => style.key)).size === styles.length, {
    error: 'Each style needs its own key.',
  });
